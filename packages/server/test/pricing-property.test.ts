// The price the customer app previews (the domain's cartTotals over the cart it keeps) is the
// price the server charges, for random carts of regular, special and half-and-half lines, with
// and without coupons and delivery.
import { randomBytes } from 'node:crypto';
import { type CartLine, cartLineKey, cartPromoLines, cartTotals } from '@horno/domain/cart';
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { toOrderLine } from '@horno/domain/cart';
import type { CreatedOrder } from '@horno/domain/orders';
import { applyPromotions } from '@horno/domain/promotion-pricing';
import type { Promocion, Regla } from '@horno/domain/promotions';
import type { OrderTotals } from '@horno/domain/pricing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { WELCOME_PROMOTION_ID } from '../src/modules/promotions/promotions.queries';
import { buildTestApp, type TestApp, testEngine } from './helper';

const SEDE = 1;

/** What an order was charged, as the domain's totals name it. */
const charged = (order: CreatedOrder) => ({
  productos: order.subtotal_productos,
  domicilio: order.costo_domicilio,
  descuento: order.descuento_cupon,
  total: order.total_pedido,
});
const totalsOf = ({ productos, domicilio, descuento, total }: OrderTotals) => ({
  productos,
  domicilio,
  descuento,
  total,
});

describe(`previewed price = charged price (${testEngine})`, () => {
  let app: TestApp;
  let productos: Producto[];
  let especiales: ProductoEspecial[];
  let token: string;
  let userId: number;
  let place: { place_id: string; direccion: string; lat: number; lng: number };
  let domicilio: number;

  beforeAll(async () => {
    app = await buildTestApp();
    productos = (await app.app.inject({ url: `/api/productos/?sede=${SEDE}` })).json();
    especiales = (await app.app.inject({ url: `/api/productos-especiales/?sede=${SEDE}` })).json();
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'cliente@horno.co', password: 'HornoCliente2026' },
    });
    token = login.json().token;
    userId = login.json().user.id;
    [place] = (
      await app.app.inject({
        url: `/api/directions/?sede_id=${SEDE}&input_text=Carrera%2013%20%23%2070-15`,
      })
    ).json();
    domicilio = (
      await app.app.inject({
        url: `/api/calculate-distance/?sede_id=${SEDE}&lat=${place.lat}&lon=${place.lng}`,
      })
    ).json().costo_domicilio;
  });
  afterAll(() => app.close());

  const regularLine = () =>
    fc
      .record({
        producto: fc.constantFrom(...productos),
        sizeIndex: fc.nat(),
        half: fc.boolean(),
        halfIndex: fc.nat(),
        additions: fc.array(fc.nat(), { maxLength: 3 }),
        cantidad: fc.integer({ min: 1, max: 4 }),
      })
      .map(({ producto, sizeIndex, half, halfIndex, additions, cantidad }): CartLine => {
        const sizes = producto.precios_por_medida;
        const size = sizes.length ? sizes[sizeIndex % sizes.length]! : null;
        const flavors = productos.filter(
          (p) =>
            p.id !== producto.id &&
            size?.admite_mitades &&
            p.precios_por_medida.some((m) => m.medida.id === size.medida.id && m.admite_mitades),
        );
        const mitad = half && flavors.length ? flavors[halfIndex % flavors.length]! : null;
        const adiciones = [
          ...new Set(additions.map((i) => i % Math.max(1, producto.posibles_adiciones.length))),
        ]
          .flatMap((i) => (producto.posibles_adiciones[i] ? [producto.posibles_adiciones[i]!] : []))
          .map((a) => ({ ingrediente: a.ingrediente, precio_adicion: a.precio_adicion }));
        return line({
          tipo: 'REGULAR',
          id: producto.id,
          medida: size?.medida ?? null,
          mitad: mitad && { id: mitad.id, nombre: mitad.nombre },
          adiciones,
          configuraciones: {},
          cantidad,
        });
      });

  const specialLine = () =>
    fc
      .record({
        especial: fc.constantFrom(...especiales),
        picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        cantidad: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ especial, picks, cantidad }): CartLine => {
        const configuraciones: Record<string, number[]> = {};
        especial.secciones.forEach((s, i) => {
          const active = s.opciones.filter((o) => o.activo);
          const max = s.maximo === 0 ? active.length : Math.min(s.maximo, active.length);
          const count = s.minimo + ((picks[i] ?? 0) % (max - s.minimo + 1));
          if (count > 0) configuraciones[String(s.id)] = active.slice(0, count).map((o) => o.id);
        });
        return line({
          tipo: 'ESPECIAL',
          id: especial.id,
          medida: null,
          mitad: null,
          adiciones: [],
          configuraciones,
          cantidad,
        });
      });

  function line(
    partial: Omit<
      CartLine,
      'uniqueId' | 'nombre' | 'imagen' | 'observaciones' | 'selecciones' | 'precio'
    >,
  ): CartLine {
    const base = { ...partial, observaciones: '' };
    return {
      ...base,
      uniqueId: cartLineKey(base),
      nombre: '',
      imagen: null,
      selecciones: [],
      precio: 0,
    };
  }
  it('holds for random carts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(regularLine(), specialLine()), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 5, max: 50 }), { nil: null }),
        async (cart, delivery, cuponPorcentaje) => {
          let codigo_cupon: string | undefined;
          if (cuponPorcentaje !== null) {
            // Welcome coupons come one per phone number; a test coupon is written directly.
            codigo_cupon = `PRUEBA-${randomBytes(5).toString('hex')}`;
            await app.app.db.insert(t.cupones).values({
              codigo: codigo_cupon,
              promocionId: WELCOME_PROMOTION_ID,
              usuarioId: userId,
              porcentajeDescuento: cuponPorcentaje,
              fechaInicio: new Date('2026-01-01T00:00:00Z'),
              fechaFin: new Date('2026-12-31T23:59:59Z'),
              origen: 'PRUEBA',
            });
          }
          const preview = cartTotals(
            cart,
            { productos, especiales },
            {
              domicilio: delivery ? domicilio : 0,
              cuponPorcentaje,
            },
          );
          const res = await app.app.inject({
            method: 'POST',
            url: '/api/pedidos/',
            headers: { authorization: `Token ${token}` },
            payload: {
              tipo_pedido: delivery ? 'DOMICILIO' : 'RECOGER',
              sede: SEDE,
              direccion: delivery
                ? { direccion_entrega: place.direccion, place_id: place.place_id }
                : null,
              productosPedidos: cart.map(toOrderLine),
              codigo_cupon,
            },
          });
          expect(res.statusCode, res.body).toBe(201);
          const order = res.json<CreatedOrder>();
          expect(charged(order)).toEqual(totalsOf(preview));
        },
      ),
      { numRuns: 40 },
    );
  });

  // Promotions (issue 37): for random carts and automatic promotions, the server charges what
  // the domain's rule computes from the same cart, never below zero, with at most one
  // promotion that does not combine.
  const scope = () =>
    fc.record({
      productos: fc.subarray(productos.slice(0, 6).map((p) => p.id)),
      productos_especiales: fc.constant([] as number[]),
      categorias: fc.subarray([...new Set(productos.map((p) => p.categoria))].slice(0, 3)),
    });
  const rule = (): fc.Arbitrary<Regla> =>
    fc.oneof(
      fc.record({
        tipo: fc.constant('PORCENTAJE' as const),
        porcentaje: fc.integer({ min: 1, max: 100 }),
        alcance: scope(),
        incluye_domicilio: fc.boolean(),
      }),
      fc.record({
        tipo: fc.constant('VALOR_FIJO' as const),
        valor: fc.integer({ min: 1000, max: 200_000 }),
        alcance: scope(),
      }),
      fc.record({
        tipo: fc.constant('DOMICILIO' as const),
        modo: fc.constantFrom('GRATIS' as const, 'VALOR' as const, 'PORCENTAJE' as const),
        valor: fc.integer({ min: 1, max: 100 }),
      }),
      fc
        .tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 3 }), scope())
        .filter(([n, m]) => m < n)
        .map(([lleva, paga, alcance]) => ({ tipo: 'LLEVA_PAGA' as const, lleva, paga, alcance })),
    );

  it('holds for random carts and promotions', async () => {
    const admin = (
      await app.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
      })
    ).json().token as string;
    const staff = { authorization: `Token ${admin}` };
    await fc.assert(
      fc.asyncProperty(
        fc.array(regularLine(), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.array(
          fc.record({
            regla: rule(),
            combinable: fc.boolean(),
            minimo: fc.constantFrom(0, 0, 50_000),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (cart, delivery, promos) => {
          const made: Promocion[] = [];
          for (const p of promos) {
            const res = await app.app.inject({
              method: 'POST',
              url: '/api/promociones/',
              headers: staff,
              payload: {
                nombre: 'Generada',
                aplicacion: 'AUTOMATICA',
                combinable: p.combinable,
                regla: p.regla,
                condiciones: { pedido_minimo: p.minimo },
              },
            });
            expect(res.statusCode, res.body).toBe(201);
            made.push(res.json<Promocion>());
          }
          try {
            const tipoPedido = delivery ? 'DOMICILIO' : 'RECOGER';
            const expected = applyPromotions(
              cartPromoLines(cart, { productos, especiales }),
              {
                sedeId: SEDE,
                sedeNombre: null,
                tipoPedido,
                canal: 'WEB',
                now: app.clock.now(),
                domicilio: delivery ? domicilio : 0,
                cliente: { usuarioId: userId, conocido: true, nuevo: false, usos: {} },
              },
              made.map((p) => ({ ...p, codigo: null })),
            );
            const res = await app.app.inject({
              method: 'POST',
              url: '/api/pedidos/',
              headers: { authorization: `Token ${token}` },
              payload: {
                tipo_pedido: tipoPedido,
                sede: SEDE,
                direccion: delivery
                  ? { direccion_entrega: place.direccion, place_id: place.place_id }
                  : null,
                productosPedidos: cart.map(toOrderLine),
              },
            });
            expect(res.statusCode, res.body).toBe(201);
            const order = res.json<CreatedOrder>();
            expect(charged(order)).toEqual(totalsOf(expected.totals));
            expect(order.total_pedido).toBeGreaterThanOrEqual(0);
            expect(order.promociones.map((p) => [p.id, p.descuento])).toEqual(
              expected.aplicadas.map((p) => [p.id, p.descuento]),
            );
            const alone = order.promociones.filter(
              (p) => !made.find((m) => m.id === p.id)!.combinable,
            );
            expect(alone.length === 0 || order.promociones.length === 1).toBe(true);
          } finally {
            for (const p of made) {
              await app.app.inject({
                method: 'PATCH',
                url: `/api/promociones/${p.id}/`,
                headers: staff,
                payload: { activa: false },
              });
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
