import { AREA_MESSAGES, type ZonaEntrega } from '@horno/domain/delivery-areas';
import { describe, expect, it } from 'vitest';
import {
  checkDrafts,
  draftsOf,
  errorsByArea,
  newDraft,
  payloadOf,
  pointError,
} from './area-drafts';

const zona = (over: Partial<ZonaEntrega>): ZonaEntrega => ({
  id: 1,
  sede: 1,
  nombre: 'Chapinero',
  poligono: [
    { lat: 4.63, lng: -74.07 },
    { lat: 4.63, lng: -74.05 },
    { lat: 4.66, lng: -74.05 },
  ],
  tarifa_tipo: 'CALCULADA',
  tarifa_fija: null,
  pedido_minimo: 0,
  activa: true,
  orden: 1,
  ...over,
});

describe('delivery area drafts', () => {
  it('keeps the saved order and sends the areas back as the server reads them', () => {
    const drafts = draftsOf([zona({ nombre: 'B', orden: 2 }), zona({ nombre: 'A', orden: 1 })]);
    expect(drafts.map((d) => d.nombre)).toEqual(['A', 'B']);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(2);
    const fija = { ...drafts[0]!, tarifa_tipo: 'FIJA' as const, tarifa_fija: 7000 };
    const calculada = { ...drafts[1]!, tarifa_fija: 5000 };
    expect(payloadOf([fija, calculada]).zonas.map((z) => [z.tarifa_tipo, z.tarifa_fija])).toEqual([
      ['FIJA', 7000],
      ['CALCULADA', null],
    ]);
    expect(checkDrafts([fija, calculada]).ok).toBe(true);
  });

  it("names a new area 'Zona N' with a number no other area uses", () => {
    const [a] = draftsOf([zona({ nombre: 'Zona 2' })]);
    expect(newDraft([a!]).nombre).toBe('Zona 3');
    expect(newDraft([]).poligono).toEqual([]);
  });

  it('sorts the errors by area and by point', () => {
    const [ok] = draftsOf([zona({})]);
    const empty = newDraft([ok!]);
    const badPoint = {
      ...ok!,
      nombre: 'Norte',
      poligono: [{ lat: 40, lng: -74 }, ...ok!.poligono.slice(1)],
    };
    const fija = { ...ok!, nombre: 'Fija', tarifa_tipo: 'FIJA' as const, tarifa_fija: Number.NaN };
    const checked = checkDrafts([ok!, empty, badPoint, fija]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.areas[0]).toEqual({});
    expect(checked.areas[1]).toEqual({ poligono: AREA_MESSAGES.tooFewPoints });
    expect(pointError(checked.areas[2]!, 0)).toBe(AREA_MESSAGES.latOutside);
    expect(checked.areas[3]!.tarifa_fija).toBe(AREA_MESSAGES.amountInvalid);
  });

  it("reads the server's field errors", () => {
    expect(errorsByArea({ 'zonas.1.nombre': 'Otra zona', zonas: 'Máximo 20' }, 2)).toEqual({
      areas: [{}, { nombre: 'Otra zona' }],
      general: 'Máximo 20',
    });
  });
});
