// Plane geometry of delivery areas: which area holds a point, and whether a drawn polygon is a
// simple one. Latitude is the y axis and longitude the x axis; at a city's scale the plane is
// good to centimetres, far below what a geocoded address is good to.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A point to about ten centimetres (six decimals), as points are stored and geocoded. */
export const roundPoint = (p: LatLng): LatLng => ({
  lat: Math.round(p.lat * 1e6) / 1e6,
  lng: Math.round(p.lng * 1e6) / 1e6,
});

/**
 * How far off a line a point may lie and still be on it, as a cross product in degrees²: about
 * 1e-6° (≈ 10 cm) along 1e-6° of edge. Geocoded points come rounded to 1e-6°.
 */
const ON_EDGE = 1e-12;

const cross = (o: LatLng, a: LatLng, b: LatLng) =>
  (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);

/** Whether `p` lies on the segment a–b, ends included. */
export function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  if (Math.abs(cross(a, b, p)) > ON_EDGE) return false;
  return (
    p.lat >= Math.min(a.lat, b.lat) - 1e-12 &&
    p.lat <= Math.max(a.lat, b.lat) + 1e-12 &&
    p.lng >= Math.min(a.lng, b.lng) - 1e-12 &&
    p.lng <= Math.max(a.lng, b.lng) + 1e-12
  );
}

/**
 * Whether a point lies in a polygon (its vertices in order, not closed), by ray casting.
 * Edge rule: a point on the boundary, a vertex or an edge, counts as inside, so that an address
 * on the street an area is drawn along is served, and two areas sharing a street both hold it
 * (the first in order then wins).
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    // The half-open test (one end above, the other not) counts a vertex the ray grazes once.
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lngAtLat = a.lng + ((point.lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat);
      if (point.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

/** Whether segments a–b and c–d share any point (touching and overlapping included). */
export function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  const strictly = (x: number, y: number) =>
    (x > ON_EDGE && y < -ON_EDGE) || (x < -ON_EDGE && y > ON_EDGE);
  if (strictly(d1, d2) && strictly(d3, d4)) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/**
 * Whether a polygon's boundary crosses or touches itself: two edges that are not neighbours
 * meet, neighbours fold back over each other, or a vertex repeats. A self-intersecting area has
 * no clear inside, so the back office refuses it.
 */
export function selfIntersects(polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const p = polygon[i]!;
      const q = polygon[j]!;
      if (Math.abs(p.lat - q.lat) <= 1e-12 && Math.abs(p.lng - q.lng) <= 1e-12) return true;
    }
  }
  const edge = (i: number): [LatLng, LatLng] => [polygon[i]!, polygon[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    const [, next] = edge((i + 1) % n);
    // A neighbour shares one vertex; it may not run back along this edge.
    if (onSegment(next, a, b) || onSegment(a, b, next)) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the last edge is the first one's neighbour
      const [c, d] = edge(j);
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** The polygon's area in degrees² (shoelace formula); about zero when its points are in a line. */
export function polygonArea(polygon: readonly LatLng[]): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    twice += a.lng * b.lat - b.lng * a.lat;
  }
  return Math.abs(twice) / 2;
}

/** An area as coverage needs it: its order among the branch's areas and its polygon. */
export interface AreaShape extends Readonly<{ orden: number; id: number }> {
  readonly poligono: readonly LatLng[];
}

/**
 * The area that serves a point: the first in `orden` (then id) whose polygon holds it, or
 * undefined when the point is outside every area.
 */
export function areaAt<A extends AreaShape>(areas: readonly A[], point: LatLng): A | undefined {
  const sorted = [...areas].sort((x, y) => x.orden - y.orden || x.id - y.id);
  return sorted.find((area) => pointInPolygon(point, area.poligono));
}
