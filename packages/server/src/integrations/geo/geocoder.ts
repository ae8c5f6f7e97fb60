import type { ColombianAddress } from '@horno/domain/colombian-address';
import { metersBetween } from '@horno/domain/delivery-geo';

/** A place an address resolves to. */
export interface GeoPlace {
  placeId: string;
  /** The address as the courier reads it, its complement ('Apto 301') included. */
  direccion: string;
  lat: number;
  lng: number;
}

/**
 * One customer's search, from the first keystroke to the chosen suggestion: a geocoder that
 * bills by session (Google's) sends the same token with every call of it.
 */
export interface SearchSession {
  sessionToken?: string;
}

/** Turns addresses into places (ARCHITECTURE decision 14: behind an interface). */
export interface Geocoder {
  /**
   * The places an address read by the domain's parser may be; none when it is nowhere to be
   * found. The complement does not locate anything but stays in each place's `direccion`.
   */
  suggest(address: ColombianAddress, session?: SearchSession): Promise<GeoPlace[]>;
  /**
   * The place behind a suggestion's id, complement included; undefined when not one of ours.
   * With the search's session, the call that ends it (the customer chose this suggestion).
   */
  place(placeId: string, session?: SearchSession): Promise<GeoPlace | undefined>;
}

/** The outside geocoder failed (refused, over its quota, timed out, unreachable). */
export class GeocoderUnavailable extends Error {
  override readonly name = 'GeocoderUnavailable';
}

export interface Route {
  distanceKm: number;
  minutes: number;
}

/** Travel between two points. */
export interface Router {
  route(from: { lat: number; lng: number }, to: { lat: number; lng: number }): Promise<Route>;
}

/** Great-circle distance in kilometres (the rule is the domain's, in metres). */
export function haversineKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  return metersBetween(a, b) / 1000;
}
