import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  evaluatePromotion,
  freeUnits,
  type PromoCandidate,
  type PromoFacts,
  type PromoLine,
} from './promotion-pricing';
import { CondicionesSchema, PromocionInputSchema, type Regla } from './promotions';

// Tuesday 2 December 2026, 19:00 in Bogotá (not a holiday).
const TUESDAY_7PM = new Date('2026-12-02T00:00:00Z');

const facts = (over: Partial<PromoFacts> = {}): PromoFacts => ({
  sedeId: 1,
  sedeNombre: 'Sede Centro',
  tipoPedido: 'DOMICILIO',
  canal: 'WEB',
  now: TUESDAY_7PM,
  domicilio: 5000,
  cliente: { usuarioId: 7, conocido: true, nuevo: false, usos: {} },
  ...over,
});

const promo = (
  id: number,
  regla: Regla,
  over: Partial<PromoCandidate> & { cond?: Record<string, unknown> } = {},
): PromoCandidate => ({
  id,
  nombre: `Promo ${id}`,
  activa: true,
  aplicacion: 'AUTOMATICA',
  combinable: false,
  regla,
  condiciones: CondicionesSchema.parse(over.cond ?? {}),
  usos: 0,
  ...over,
});

const line = (unitPrice: number, cantidad = 1, over: Partial<PromoLine> = {}): PromoLine => ({
  productoId: 1,
  especialId: null,
  categoriaId: 1,
  medidaId: 3,
  unitPrice,
  cantidad,
  ...over,
});

const ALL = { productos: [], productos_especiales: [], categorias: [] };
const twoForOne: Regla = { tipo: 'LLEVA_PAGA', lleva: 2, paga: 1, alcance: ALL };

describe('promotion rules', () => {
  it("'2x1' frees the cheaper pizza of each pair of the same size", () => {
    const out = applyPromotions(
      [line(38_900), line(42_000), line(20_000, 1, { medidaId: 1 })],
      facts({ tipoPedido: 'RECOGER', domicilio: 0 }),
      [promo(1, twoForOne)],
    );
    expect(out.aplicadas).toEqual([
      expect.objectContaining({ id: 1, descuento: 38_900, codigo: null }),
    ]);
    expect(out.totals.total).toBe(42_000 + 20_000);
  });

  it('free delivery takes the fee, only on delivery orders', () => {
    const free = promo(2, { tipo: 'DOMICILIO', modo: 'GRATIS', valor: 0 });
    expect(applyPromotions([line(30_000)], facts(), [free]).totals.descuento).toBe(5000);
    const share = promo(3, { tipo: 'DOMICILIO', modo: 'PORCENTAJE', valor: 50 });
    expect(applyPromotions([line(30_000)], facts(), [share]).totals.descuento).toBe(2500);
    expect(evaluatePromotion(free, [line(30_000)], facts({ tipoPedido: 'RECOGER' }))).toEqual({
      ok: false,
      motivo: 'No aplica en Recoger',
    });
  });

  it('a combo costs its price for each complete set', () => {
    const combo = promo(4, {
      tipo: 'COMBO',
      precio: 50_000,
      items: [
        { productos: [1], productos_especiales: [], categorias: [], medida: null, cantidad: 1 },
        { productos: [], productos_especiales: [], categorias: [2], medida: null, cantidad: 2 },
      ],
    });
    const lines = [line(40_000), line(8_000, 3, { productoId: 9, categoriaId: 2 })];
    expect(applyPromotions(lines, facts({ tipoPedido: 'RECOGER' }), [combo]).totals.descuento).toBe(
      6000,
    );
  });

  it('the welcome percentage takes products and delivery with one rounding', () => {
    const welcome = promo(5, {
      tipo: 'PORCENTAJE',
      porcentaje: 15,
      alcance: ALL,
      incluye_domicilio: true,
    });
    const out = applyPromotions([line(33_333)], facts({ domicilio: 3_333 }), [welcome]);
    expect(out.totals.descuento).toBe(Math.round(36_666 * 0.15));
  });

  it('says why a code does not apply, one reason per condition', () => {
    const code = {
      id: 1,
      codigo: 'MUNDIAL',
      unSoloUso: false,
      usado: false,
      usuarioId: null,
      fechaInicio: null,
      fechaFin: null,
      porcentaje: null,
    };
    const pct: Regla = {
      tipo: 'PORCENTAJE',
      porcentaje: 10,
      alcance: ALL,
      incluye_domicilio: false,
    };
    const why = (cond: Record<string, unknown>, f: Partial<PromoFacts> = {}, over = {}) => {
      const r = evaluatePromotion(
        promo(9, pct, { aplicacion: 'CODIGO', codigo: code, cond, ...over }),
        [line(30_000)],
        facts(f),
      );
      return r.ok ? null : r.motivo;
    };
    expect(why({ pedido_minimo: 60_000 })).toBe('Este código es válido desde $\u00a060.000');
    expect(why({ usos_por_cliente: 1 }, { cliente: { ...facts().cliente, usos: { 9: 1 } } })).toBe(
      'Ya usaste este código',
    );
    expect(why({ tipos_pedido: ['DOMICILIO'] }, { tipoPedido: 'RECOGER' })).toBe(
      'No aplica en Recoger',
    );
    expect(why({ sedes: [2] })).toBe('No aplica en Sede Centro');
    expect(why({ canales: ['PERSONAL'] })).toBe(
      'Solo aplica en pedidos tomados por el personal de la sede',
    );
    expect(why({ dias: [5, 6] })).toBe('Válido solo los viernes y sábados');
    expect(why({ hora_inicio: '11:00', hora_fin: '15:00' })).toBe(
      'Válido de 11:00 a. m. a 3:00 p. m.',
    );
    expect(why({ solo_clientes_nuevos: true })).toBe('Solo para clientes nuevos');
    expect(why({ usos_maximos: 3 }, {}, { usos: 3 })).toBe('Este código ya se agotó');
    expect(why({ festivos: 'SOLO' })).toBe('Solo aplica en festivos');
    expect(why({}, {}, { activa: false })).toBe('Este código ya no está activo');
    expect(why({})).toBeNull();
  });

  it('a window past midnight counts for the day it began, holidays included', () => {
    const late = (now: string, dias: number[], festivos = 'INCLUIR') =>
      evaluatePromotion(
        promo(1, twoForOne, { cond: { hora_inicio: '22:00', hora_fin: '02:00', dias, festivos } }),
        [line(10_000, 2)],
        facts({ now: new Date(now) }),
      ).ok;
    // Friday 4 Dec 2026, 23:30 and Saturday 01:30 count for Friday; Saturday 02:30 is out.
    expect(late('2026-12-05T04:30:00Z', [5])).toBe(true);
    expect(late('2026-12-05T06:30:00Z', [5])).toBe(true);
    expect(late('2026-12-05T07:30:00Z', [5])).toBe(false);
    expect(late('2026-12-05T06:30:00Z', [6])).toBe(false);
    // Tuesday 8 Dec 2026 is a holiday (Inmaculada Concepción); 01:00 on the 9th counts for it.
    expect(late('2026-12-09T06:00:00Z', [], 'EXCLUIR')).toBe(false);
    expect(late('2026-12-09T06:00:00Z', [], 'SOLO')).toBe(true);
  });

  it('refuses a rule that cannot be', () => {
    const parsed = PromocionInputSchema.safeParse({
      nombre: 'Mal',
      aplicacion: 'AUTOMATICA',
      regla: { tipo: 'LLEVA_PAGA', lleva: 2, paga: 2 },
      condiciones: { hora_inicio: '10:00' },
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['regla.paga', 'condiciones.hora_fin']));
  });
});

// Generated carts and promotions.
const lineArb = fc.record({
  productoId: fc.integer({ min: 1, max: 4 }),
  especialId: fc.constant(null),
  categoriaId: fc.integer({ min: 1, max: 2 }),
  medidaId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  unitPrice: fc.integer({ min: 0, max: 80_000 }),
  cantidad: fc.integer({ min: 1, max: 4 }),
});
const scopeArb = fc.record({
  productos: fc.subarray([1, 2, 3, 4]),
  productos_especiales: fc.constant([] as number[]),
  categorias: fc.subarray([1, 2]),
});
const reglaArb: fc.Arbitrary<Regla> = fc.oneof(
  fc.record({
    tipo: fc.constant('PORCENTAJE' as const),
    porcentaje: fc.integer({ min: 1, max: 100 }),
    alcance: scopeArb,
    incluye_domicilio: fc.boolean(),
  }),
  fc.record({
    tipo: fc.constant('VALOR_FIJO' as const),
    valor: fc.integer({ min: 1, max: 300_000 }),
    alcance: scopeArb,
  }),
  fc.record({
    tipo: fc.constant('DOMICILIO' as const),
    modo: fc.constantFrom('GRATIS' as const, 'VALOR' as const, 'PORCENTAJE' as const),
    valor: fc.integer({ min: 1, max: 100 }),
  }),
  fc
    .tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 3 }), scopeArb)
    .filter(([n, m]) => m < n)
    .map(([lleva, paga, alcance]) => ({ tipo: 'LLEVA_PAGA' as const, lleva, paga, alcance })),
  fc.record({
    tipo: fc.constant('COMBO' as const),
    precio: fc.integer({ min: 0, max: 60_000 }),
    items: fc.array(
      fc.record({
        productos: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
        productos_especiales: fc.constant([] as number[]),
        categorias: fc.constant([] as number[]),
        medida: fc.constant(null),
        cantidad: fc.integer({ min: 1, max: 2 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  }),
);
const candidatesArb = fc
  .array(
    fc.record({
      regla: reglaArb,
      combinable: fc.boolean(),
      minimo: fc.integer({ min: 0, max: 100_000 }),
    }),
    {
      maxLength: 5,
    },
  )
  .map((list) =>
    list.map((p, i) =>
      promo(i + 1, p.regla, { combinable: p.combinable, cond: { pedido_minimo: p.minimo } }),
    ),
  );
const factsArb = fc
  .record({
    tipoPedido: fc.constantFrom('DOMICILIO' as const, 'RECOGER' as const),
    domicilio: fc.integer({ min: 0, max: 20_000 }),
  })
  .map((f) => facts(f));

describe('promotion properties', () => {
  it('the total is products plus delivery less the promotions, never below zero, at most one non-combinable', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        factsArb,
        candidatesArb,
        (lines, f, cands) => {
          const { aplicadas, totals } = applyPromotions(lines, f, cands);
          const productos = lines.reduce((s, l) => s + l.unitPrice * l.cantidad, 0);
          const domicilio = f.tipoPedido === 'DOMICILIO' ? f.domicilio : 0;
          const descuento = aplicadas.reduce((s, a) => s + a.descuento, 0);
          expect(totals).toEqual({
            productos,
            domicilio,
            subtotal: productos + domicilio,
            descuento,
            total: productos + domicilio - descuento,
          });
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(aplicadas.every((a) => a.descuento > 0)).toBe(true);
          const alone = aplicadas.filter((a) => !a.combinable);
          expect(alone.length).toBeLessThanOrEqual(1);
          if (alone.length) expect(aplicadas).toHaveLength(1);
          // No single promotion that holds would have saved more than what was applied.
          for (const c of cands) {
            const r = evaluatePromotion(c, lines, f);
            if (r.ok) {
              const own =
                Math.min(r.saving.productos, productos) + Math.min(r.saving.domicilio, domicilio);
              expect(descuento).toBeGreaterThanOrEqual(own);
            }
          }
        },
      ),
    );
  });

  it("'lleva N paga M' frees exactly the cheapest units of each size", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 5 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (lines, lleva, paga) => {
          fc.pre(paga < lleva);
          const free = freeUnits(lines, lleva, paga);
          for (const size of new Set(lines.map((l) => l.medidaId ?? 0))) {
            const units = lines
              .filter((l) => (l.medidaId ?? 0) === size)
              .flatMap((l) => Array<number>(l.cantidad).fill(l.unitPrice));
            const freed = free.filter((u) => (u.medidaId ?? 0) === size).map((u) => u.unitPrice);
            expect(freed).toHaveLength(Math.floor(units.length / lleva) * (lleva - paga));
            // Every unit freed costs no more than every unit paid for.
            const paid = [...units].sort((a, b) => a - b).slice(freed.length);
            expect(Math.max(0, ...freed)).toBeLessThanOrEqual(Math.min(Infinity, ...paid));
            expect(freed.reduce((s, p) => s + p, 0)).toBe(
              [...units]
                .sort((a, b) => a - b)
                .slice(0, freed.length)
                .reduce((s, p) => s + p, 0),
            );
          }
        },
      ),
    );
  });
});
