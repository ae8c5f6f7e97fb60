import { describe, expect, it } from 'vitest';
import { cashSuggestions, changeFor, estadoPagoFor, paymentSummary } from './payments';

describe('cash at delivery', () => {
  it('offers the round amounts a customer would pay a total with', () => {
    expect(cashSuggestions(38_000)).toEqual([40_000, 50_000, 100_000]);
    expect(cashSuggestions(50_000)).toEqual([60_000, 100_000]);
    expect(cashSuggestions(7_500)).toEqual([10_000, 20_000, 50_000]);
    expect(cashSuggestions(123_400)).toEqual([130_000, 140_000, 150_000]);
    expect(cashSuggestions(100_000)).toEqual([110_000, 120_000, 150_000]);
    expect(cashSuggestions(0)).toEqual([]);
  });

  it('every suggestion is above the total, none twice', () => {
    for (let total = 100; total <= 300_000; total += 3_700) {
      const amounts = cashSuggestions(total);
      expect(amounts.length).toBeGreaterThan(0);
      expect(amounts.every((a) => a > total)).toBe(true);
      expect(new Set(amounts).size).toBe(amounts.length);
    }
  });

  it('says the change to bring', () => {
    expect(changeFor(38_000, 50_000)).toBe(12_000);
    expect(changeFor(38_000, null)).toBeNull();
    // The exact total: nothing to bring, the same null as no amount (decision 015).
    expect(changeFor(38_000, 38_000)).toBeNull();
    const cash = {
      metodo_pago: 'EFECTIVO' as const,
      paga_con: 50_000,
      cambio: 12_000,
      estado_pago: null,
    };
    expect(paymentSummary(cash)).toMatch(
      /^Efectivo · paga con \$\s?50\.000 · cambio \$\s?12\.000$/,
    );
    expect(paymentSummary({ ...cash, paga_con: null, cambio: null })).toBe('Efectivo');
    expect(paymentSummary({ ...cash, paga_con: 38_000, cambio: null })).toMatch(
      /^Efectivo · paga con \$\s?38\.000 · sin cambio$/,
    );
    expect(
      paymentSummary({ metodo_pago: 'DATAFONO', paga_con: null, cambio: null, estado_pago: null }),
    ).toBe('Datáfono contra entrega');
  });

  it('says where an online payment stands', () => {
    const online = { metodo_pago: 'EN_LINEA' as const, paga_con: null, cambio: null };
    expect(paymentSummary({ ...online, estado_pago: 'PAGADO' })).toBe('Pago en línea · Pagado');
    expect(paymentSummary({ ...online, estado_pago: 'RECHAZADO' })).toBe(
      'Pago en línea · Pago rechazado',
    );
  });

  it("maps Wompi's transaction statuses to payment states", () => {
    expect(estadoPagoFor('APPROVED')).toBe('PAGADO');
    expect(estadoPagoFor('DECLINED')).toBe('RECHAZADO');
    expect(estadoPagoFor('ERROR')).toBe('RECHAZADO');
    expect(estadoPagoFor('VOIDED')).toBe('ANULADO');
    expect(estadoPagoFor('PENDING')).toBeNull();
    expect(estadoPagoFor('ALGO_NUEVO')).toBeNull();
  });
});
