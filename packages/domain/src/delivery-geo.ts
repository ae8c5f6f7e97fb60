// Where a rider is and when they arrive (issue 33): distances, directions, ETAs. Zod-free: the
// customer's order page reads it.

/** Colombia, San Andrés included: a position outside is refused. */
const COLOMBIA = { minLat: -4.3, maxLat: 13.6, minLng: -82.0, maxLng: -66.8 };
export const inColombia = ({ lat, lng }: { lat: number; lng: number }): boolean =>
  lat >= COLOMBIA.minLat &&
  lat <= COLOMBIA.maxLat &&
  lng >= COLOMBIA.minLng &&
  lng <= COLOMBIA.maxLng;

const EARTH_RADIUS_M = 6_371_000;

/** The distance between two points on the Earth, in metres. */
export function metersBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Streets are longer than a straight line: the rider rides about this much more. */
const ROAD_FACTOR = 1.3;
/** A motorbike across a city when its recent speed is unknown or it stands at a light: 18 km/h. */
const CITY_SPEED_MPS = 5;
/** Minutes a stop before this one takes (handing over, collecting). */
const MINUTES_PER_STOP = 3;

/**
 * Seconds until the rider reaches the address: the straight distance stretched to the streets,
 * at the recent speed (never below a city's 18 km/h), plus the stops made before.
 */
export function arrivalSeconds(
  distanceM: number,
  recentSpeedMps: number | null,
  stopsBefore: number,
): number {
  const speed = Math.max(recentSpeedMps ?? 0, CITY_SPEED_MPS);
  return Math.round((distanceM * ROAD_FACTOR) / speed + stopsBefore * MINUTES_PER_STOP * 60);
}

/** The speed between the first and the last of a few recent positions (m/s); null with fewer than two. */
export function recentSpeed(
  positions: readonly { lat: number; lng: number; at: number }[],
): number | null {
  if (positions.length < 2) return null;
  const sorted = [...positions].sort((a, b) => a.at - b.at);
  let meters = 0;
  for (let i = 1; i < sorted.length; i++) meters += metersBetween(sorted[i - 1]!, sorted[i]!);
  const seconds = (sorted.at(-1)!.at - sorted[0]!.at) / 1000;
  return seconds > 0 ? meters / seconds : null;
}

/** '350 m' under a kilometre, '1,2 km' from there (Colombian decimal comma). */
export function formatMeters(meters: number): string {
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  return `${(meters / 1000).toFixed(1).replace('.', ',')} km`;
}

const COMPASS = [
  'al norte',
  'al nororiente',
  'al oriente',
  'al suroriente',
  'al sur',
  'al suroccidente',
  'al occidente',
  'al noroccidente',
] as const;

/** Where `to` lies seen from `from`, in eight directions ('al suroriente'). */
export function compassDirection(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): (typeof COMPASS)[number] {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lng - from.lng) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lng - from.lng) * rad);
  const bearing = (Math.atan2(y, x) / rad + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8]!;
}
