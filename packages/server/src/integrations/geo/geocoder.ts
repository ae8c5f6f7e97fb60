/** A place an address resolves to. */
export interface GeoPlace {
  placeId: string;
  direccion: string;
  lat: number;
  lng: number;
}

/** Turns what a customer types into places (ARCHITECTURE decision 14: behind an interface). */
export interface Geocoder {
  suggest(text: string): Promise<GeoPlace[]>;
  /** The place behind a suggestion's id, or undefined when the id is not one of ours. */
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
