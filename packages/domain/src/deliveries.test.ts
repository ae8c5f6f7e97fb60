import { describe, expect, it } from 'vitest';
import { cashToHandIn, collectLabel, suggestedStopOrder } from './deliveries';
import {
  arrivalSeconds,
  compassDirection,
  formatMeters,
  inColombia,
  metersBetween,
  recentSpeed,
} from './delivery-geo';

const cobro = {
  metodo_pago: 'EFECTIVO' as const,
  total: 58_900,
  paga_con: 100_000,
  cambio: 41_100,
  saldo_pendiente: null,
};

/** The texts as written, with the non-breaking space formatCOP puts after '$'. */
const nb = (text: string) => text.replaceAll('$ ', '$\u00a0');

describe('deliveries', () => {
  it('says what a rider collects, in one line', () => {
    expect(collectLabel(cobro)).toBe(
      nb('Cobrar $ 58.900 en efectivo · paga con $ 100.000 · cambio $ 41.100'),
    );
    expect(collectLabel({ ...cobro, paga_con: null, cambio: null })).toBe(
      nb('Cobrar $ 58.900 en efectivo'),
    );
    expect(collectLabel({ ...cobro, metodo_pago: 'DATAFONO' })).toBe(
      nb('Datáfono: cobrar $ 58.900'),
    );
    expect(collectLabel({ ...cobro, metodo_pago: 'EN_LINEA' })).toBe(nb('Pagado en línea'));
    expect(collectLabel({ ...cobro, metodo_pago: 'EN_LINEA', saldo_pendiente: 4_000 })).toBe(
      nb('Pagado en línea · cobrar $ 4.000 en efectivo'),
    );
  });

  it('brings back the cash of delivered cash orders and online balances only', () => {
    expect(cashToHandIn({ estado: 'ENTREGADO', cobro })).toBe(58_900);
    expect(cashToHandIn({ estado: 'NO_ENTREGADO', cobro })).toBe(0);
    expect(
      cashToHandIn({ estado: 'ENTREGADO', cobro: { ...cobro, metodo_pago: 'DATAFONO' } }),
    ).toBe(0);
    expect(
      cashToHandIn({
        estado: 'ENTREGADO',
        cobro: { ...cobro, metodo_pago: 'EN_LINEA', saldo_pendiente: -2_000 },
      }),
    ).toBe(0);
  });

  it('suggests the nearest stops first, unknown distances last', () => {
    const order = suggestedStopOrder([
      { pedido: 1, distancia_km: 3.2 },
      { pedido: 2, distancia_km: null },
      { pedido: 3, distancia_km: 0.4 },
    ]);
    expect(order.map((s) => s.pedido)).toEqual([3, 1, 2]);
  });

  it('measures, times and points the way', () => {
    const chapinero = { lat: 4.6486, lng: -74.0636 };
    // 0.009° of latitude is about a kilometre.
    const north = { lat: chapinero.lat + 0.009, lng: chapinero.lng };
    expect(Math.round(metersBetween(chapinero, north))).toBeCloseTo(1001, -1);
    expect(compassDirection(chapinero, north)).toBe('al norte');
    expect(compassDirection(north, chapinero)).toBe('al sur');
    expect(compassDirection(chapinero, { lat: 4.64, lng: -74.05 })).toBe('al suroriente');
    expect(formatMeters(1234)).toBe('1,2 km');
    expect(formatMeters(347)).toBe('350 m');
    // 1 km by the streets (1.3 km) at a city's 18 km/h: 260 s; two stops before: 6 minutes more.
    expect(arrivalSeconds(1000, null, 0)).toBe(260);
    expect(arrivalSeconds(1000, 2, 2)).toBe(260 + 360);
    expect(arrivalSeconds(1000, 10, 0)).toBe(130);
    expect(recentSpeed([{ ...chapinero, at: 0 }])).toBeNull();
    expect(
      recentSpeed([
        { ...north, at: 100_000 },
        { ...chapinero, at: 0 },
      ]),
    ).toBeCloseTo(10, 0);
    expect(inColombia(chapinero)).toBe(true);
    expect(inColombia({ lat: 12.58, lng: -81.7 })).toBe(true); // San Andrés
    expect(inColombia({ lat: 40.4, lng: -3.7 })).toBe(false);
  });
});
