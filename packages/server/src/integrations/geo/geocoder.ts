import type { ColombianAddress } from '@horno/domain/colombian-address';

/** A place an address resolves to. */
export interface GeoPlace {
  placeId: string;
  /** The address as the courier reads it, its complement ('Apto 301') included. */
  direccion: string;
  lat: number;
  lng: number;
}

/** Turns addresses into places (ARCHITECTURE decision 14: behind an interface). */
export interface Geocoder {
  /**
   * The places an address read by the domain's parser may be; none when it is nowhere to be
   * found. The complement does not locate anything but stays in each place's `direccion`.
   */
  suggest(address: ColombianAddress): Promise<GeoPlace[]>;
  /** The place behind a suggestion's id, complement included; undefined when not one of ours. */
  place(placeId: string): Promise<GeoPlace | undefined>;
}

export interface Route {
  distanceKm: number;
  minutes: number;
}

/** Travel between two points. */
export interface Router {
  route(from: { lat: number; lng: number }, to: { lat: number; lng: number }): Promise<Route>;
}

/** Great-circle distance in kilometres. */
export function haversineKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
