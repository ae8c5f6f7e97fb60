import { describe, expect, it } from 'vitest';
import {
  AREA_MESSAGES,
  minimumOrderMessage,
  ZonaEntregaInputSchema,
  ZonasEntregaInputSchema,
} from './delivery-areas';
import { areaAt, type LatLng, pointInPolygon, polygonArea, selfIntersects } from './geo-areas';

const pt = (lat: number, lng: number): LatLng => ({ lat, lng });
// Calle 45 to Calle 72 between Carrera 3 and Carrera 14, as a square-ish block of Chapinero.
const SQUARE = [pt(4.63, -74.07), pt(4.63, -74.05), pt(4.66, -74.05), pt(4.66, -74.07)];
// An L: the square less its north-east quarter (a concave corner at 4.645, -74.06).
const ELL = [
  pt(4.63, -74.07),
  pt(4.63, -74.05),
  pt(4.645, -74.05),
  pt(4.645, -74.06),
  pt(4.66, -74.06),
  pt(4.66, -74.07),
];
// A slanted triangle: its edges are not along a meridian or a parallel.
const TRIANGLE = [pt(4.6, -74.1), pt(4.7, -74.05), pt(4.62, -74.0)];

describe('pointInPolygon', () => {
  it('finds points well inside and well outside', () => {
    expect(pointInPolygon(pt(4.645, -74.06), SQUARE)).toBe(true);
    expect(pointInPolygon(pt(4.7, -74.06), SQUARE)).toBe(false);
    expect(pointInPolygon(pt(4.645, -74.1), SQUARE)).toBe(false);
    expect(pointInPolygon(pt(4.64, -74.065), ELL)).toBe(true);
    // In the L's missing quarter: inside its bounding box, outside the L.
    expect(pointInPolygon(pt(4.655, -74.055), ELL)).toBe(false);
    expect(pointInPolygon(pt(4.63, -74.04), TRIANGLE)).toBe(true);
    expect(pointInPolygon(pt(4.69, -74.02), TRIANGLE)).toBe(false);
  });

  it('counts a point on an edge as inside (the documented edge rule)', () => {
    expect(pointInPolygon(pt(4.63, -74.06), SQUARE)).toBe(true); // south edge
    expect(pointInPolygon(pt(4.645, -74.05), SQUARE)).toBe(true); // east edge
    expect(pointInPolygon(pt(4.6525, -74.06), ELL)).toBe(true); // the concave edge
    // Half-way along a slanted edge of the triangle (rounded as the geocoder rounds).
    expect(pointInPolygon(pt(4.65, -74.075), TRIANGLE)).toBe(true);
    // Just off an edge, on the outside: not inside.
    expect(pointInPolygon(pt(4.6299, -74.06), SQUARE)).toBe(false);
    expect(pointInPolygon(pt(4.645, -74.0499), SQUARE)).toBe(false);
  });

  it('counts a vertex as inside, the concave one too', () => {
    for (const vertex of [...SQUARE, ...ELL, ...TRIANGLE]) {
      const polygon = SQUARE.includes(vertex) ? SQUARE : ELL.includes(vertex) ? ELL : TRIANGLE;
      expect(pointInPolygon(vertex, polygon)).toBe(true);
    }
  });

  it('is not fooled by a ray through a vertex', () => {
    // The ray from these points, eastwards, passes exactly through the L's vertices.
    expect(pointInPolygon(pt(4.645, -74.08), ELL)).toBe(false);
    expect(pointInPolygon(pt(4.645, -74.065), ELL)).toBe(true);
    expect(pointInPolygon(pt(4.66, -74.08), ELL)).toBe(false);
    expect(pointInPolygon(pt(4.7, -74.2), TRIANGLE)).toBe(false);
  });

  it('holds nothing with fewer than 3 points', () => {
    expect(pointInPolygon(pt(4.63, -74.07), SQUARE.slice(0, 2))).toBe(false);
  });
});

describe('areaAt', () => {
  const areas = [
    { id: 7, orden: 2, nombre: 'Norte', poligono: SQUARE.map((p) => pt(p.lat + 0.03, p.lng)) },
    { id: 9, orden: 1, nombre: 'Centro', poligono: SQUARE },
  ];

  it('answers the area holding the point, the first in order on a shared street', () => {
    expect(areaAt(areas, pt(4.645, -74.06))?.nombre).toBe('Centro');
    expect(areaAt(areas, pt(4.675, -74.06))?.nombre).toBe('Norte');
    // Calle of both: Centro's north edge is Norte's south edge.
    expect(areaAt(areas, pt(4.66, -74.06))?.nombre).toBe('Centro');
    expect(areaAt(areas, pt(4.8, -74.06))).toBeUndefined();
    expect(areaAt([], pt(4.645, -74.06))).toBeUndefined();
  });
});

describe('selfIntersects and polygonArea', () => {
  it('accepts simple polygons, convex or not', () => {
    expect(selfIntersects(SQUARE)).toBe(false);
    expect(selfIntersects(ELL)).toBe(false);
    expect(selfIntersects(TRIANGLE)).toBe(false);
  });

  it('refuses a bow tie, a repeated point, an edge that folds back and a touching vertex', () => {
    const [a, b, c, d] = SQUARE as [LatLng, LatLng, LatLng, LatLng];
    expect(selfIntersects([a, c, b, d])).toBe(true);
    expect(selfIntersects([a, b, b, c])).toBe(true);
    expect(selfIntersects([a, b, pt(4.63, -74.06)])).toBe(true);
    // A vertex of one part resting on the edge of another: a pinched polygon.
    expect(selfIntersects([a, b, c, pt(4.645, -74.05), pt(4.645, -74.065), pt(4.66, -74.07)])).toBe(
      true,
    );
  });

  it('measures the area, zero for points in a line', () => {
    expect(polygonArea(SQUARE)).toBeCloseTo(0.03 * 0.02, 12);
    expect(polygonArea([pt(4.6, -74.1), pt(4.61, -74.1), pt(4.62, -74.1)])).toBe(0);
  });
});

describe('delivery area input', () => {
  const valid = {
    nombre: 'Chapinero',
    poligono: SQUARE,
    tarifa_tipo: 'CALCULADA' as const,
    pedido_minimo: 0,
  };
  const fieldsOf = (input: unknown) => {
    const result = ZonasEntregaInputSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('keeps a fixed fee only for a fixed-fee area', () => {
    expect(ZonaEntregaInputSchema.parse({ ...valid, tarifa_fija: 5000 }).tarifa_fija).toBeNull();
    const fija = ZonaEntregaInputSchema.parse({ ...valid, tarifa_tipo: 'FIJA', tarifa_fija: 5000 });
    expect(fija).toMatchObject({ tarifa_fija: 5000, activa: true });
  });

  it('says in Spanish what is wrong, on the field', () => {
    expect(
      fieldsOf({
        zonas: [
          { ...valid, nombre: ' ' },
          { ...valid, nombre: 'Z', poligono: SQUARE.slice(0, 2) },
          { ...valid, nombre: 'A', tarifa_tipo: 'FIJA' },
          { ...valid, nombre: 'B', poligono: [pt(40.7, -74), ...SQUARE.slice(1)] },
          { ...valid, nombre: 'C', poligono: [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]] },
          { ...valid, nombre: 'D', pedido_minimo: -1 },
          { ...valid, nombre: 'b' },
        ],
      }),
    ).toEqual({
      'zonas.0.nombre': AREA_MESSAGES.nameRequired,
      'zonas.1.poligono': AREA_MESSAGES.tooFewPoints,
      'zonas.2.tarifa_fija': AREA_MESSAGES.fixedFeeRequired,
      'zonas.3.poligono.0.lat': AREA_MESSAGES.latOutside,
      'zonas.4.poligono': AREA_MESSAGES.selfIntersecting,
      'zonas.5.pedido_minimo': AREA_MESSAGES.amountInvalid,
      'zonas.6.nombre': AREA_MESSAGES.nameRepeated,
    });
  });

  it('words the minimum order refusal', () => {
    expect(minimumOrderMessage('Cedritos', 35000)).toBe(
      'El pedido mínimo para domicilio en Cedritos es $\u00a035.000',
    );
  });
});
