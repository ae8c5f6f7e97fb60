// The demo's recent orders, seeded by the app at start (SEED_DEMO_ORDERS, on by default).
import { addDays, bogotaInstant, bogotaParts } from '@horno/domain/bogota-time';
import { isColombianHoliday } from '@horno/domain/holidays';
import { type EstadoPedido, ESTADOS_ACTIVOS, isPedidoActivo } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { orderTotals } from '@horno/domain/pricing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type TestApp,
  testConfig,
  testEngine,
  WEDNESDAY_NOON,
} from '../../test/helper';
import { loadConfig } from '../config';
import * as t from '../db/schema';
import { priceLine } from '../modules/orders/order-pricing';
import { loadOrders } from '../modules/orders/orders.queries';
import { HISTORY_DAYS } from './demo-day';

const NOW = new Date(WEDNESDAY_NOON);
const TODAY = bogotaParts(NOW).ymd;
const dayOf = (o: Order) => bogotaParts(new Date(o.fecha)).ymd;
const finished = (o: Order) => !isPedidoActivo(o);

/** The states each state may follow in the demo's histories. */
const NEXT: Record<EstadoPedido, readonly EstadoPedido[]> = {
  PENDIENTE: ['ACEPTADO', 'CANCELADO'],
  ACEPTADO: ['EN_PROCESO', 'CANCELADO'],
  EN_PROCESO: ['PREPARADO'],
  PREPARADO: ['ENVIADO', 'ENTREGADO'],
  ENVIADO: ['ENTREGADO'],
  ENTREGADO: [],
  CANCELADO: [],
};

describe(`the demo's recent orders (${testEngine})`, () => {
  let t0: TestApp;
  let orders: Order[];

  beforeAll(async () => {
    t0 = await buildTestApp({ config: { seedDemoOrders: true } });
    const ids = await t0.app.db.select({ id: t.pedidos.id }).from(t.pedidos);
    orders = await loadOrders(
      t0.app.db,
      ids.map((r) => r.id),
    );
    // A month of orders for three branches: on PGlite under a loaded 2-core machine this has
    // taken over the default 60 s.
  }, 180_000);
  afterAll(() => t0?.close());

  it('pays both ways, cash saying what it is paid with only on deliveries, never short', () => {
    const methods = new Set(orders.map((o) => o.metodo_pago));
    expect([...methods].sort()).toEqual(['DATAFONO', 'EFECTIVO']);
    const withAmount = orders.filter((o) => o.paga_con !== null);
    expect(withAmount.length).toBeGreaterThan(0);
    for (const o of withAmount) {
      expect(o.metodo_pago).toBe('EFECTIVO');
      expect(o.tipo_pedido).toBe('DOMICILIO');
      expect(o.cambio).toBe(o.paga_con! - o.total_pedido);
      expect(o.cambio).toBeGreaterThan(0);
    }
  });

  it('spans the 30 days up to the clock, every day the busiest branch is open', () => {
    const first = bogotaInstant(addDays(TODAY, 1 - HISTORY_DAYS)).getTime();
    for (const o of orders) {
      expect(new Date(o.fecha).getTime()).toBeGreaterThanOrEqual(first);
      expect(new Date(o.fecha).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // Horno Chapinero opens every day.
    const days = new Set(orders.filter((o) => o.sede.nombre === 'Horno Chapinero').map(dayOf));
    expect(days.size).toBe(HISTORY_DAYS);
    // Horno Usaquén closes on Mondays, unless a holiday falls on one.
    const usaquen = orders.filter((o) => o.sede.nombre === 'Horno Usaquén').map(dayOf);
    const monday = (d: string) => bogotaParts(bogotaInstant(d, 720)).isoWeekday === 1;
    expect(usaquen.filter((d) => monday(d) && !isColombianHoliday(d))).toEqual([]);
    expect(usaquen.filter((d) => monday(d) && isColombianHoliday(d)).length).toBeGreaterThan(0);
  });

  it('has the shapes of a pizzeria: 15 to 45 orders a day, busier weekends, lunch and dinner peaks', () => {
    const perDay = new Map<string, number>();
    for (const o of orders) {
      const key = `${o.sede.id}:${dayOf(o)}`;
      if (dayOf(o) !== TODAY) perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    const weekend: number[] = [];
    const weekday: number[] = [];
    for (const [key, n] of perDay) {
      const iso = bogotaParts(bogotaInstant(key.split(':')[1]!, 720)).isoWeekday;
      (iso >= 6 ? weekend : weekday).push(n);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(weekend)).toBeGreaterThan(mean(weekday) * 1.2);
    const all = [...perDay.values()];
    expect(mean(all)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...all)).toBeLessThanOrEqual(45);

    const hours = orders
      .filter(finished)
      .map((o) => Math.floor(bogotaParts(new Date(o.fecha)).minuteOfDay / 60));
    const share = (from: number, to: number) =>
      hours.filter((h) => h >= from && h < to).length / hours.length;
    expect(share(12, 14)).toBeGreaterThan(0.3); // lunch
    expect(share(18, 21)).toBeGreaterThan(0.35); // dinner
    expect(share(15, 17)).toBeLessThan(0.1); // the quiet afternoon
  });

  it('delivers more than it hands over, seats some tables and cancels a few', () => {
    const of = (tipo: Order['tipo_pedido']) => orders.filter((o) => o.tipo_pedido === tipo).length;
    expect(of('DOMICILIO')).toBeGreaterThan(of('RECOGER'));
    expect(of('MESA')).toBeGreaterThan(orders.length * 0.05);
    const cancelled = orders.filter((o) => o.estado === 'CANCELADO').length;
    expect(cancelled).toBeGreaterThan(orders.length * 0.01);
    expect(cancelled).toBeLessThan(orders.length * 0.08);
  });

  it('has today a few active orders in every state at each branch, placed before now', async () => {
    const res = await t0.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
    });
    const headers = { authorization: `Token ${res.json<{ token: string }>().token}` };
    const board = await t0.app.inject({ method: 'GET', url: '/api/pedidos/activos/', headers });
    const active = board.json<Order[]>();
    expect(active.length).toBe(orders.filter((o) => !finished(o)).length);
    for (const sede of new Set(active.map((o) => o.sede.id))) {
      const states = new Set(active.filter((o) => o.sede.id === sede).map((o) => o.estado));
      expect([...states].sort()).toEqual([...ESTADOS_ACTIVOS].sort());
    }
    expect(new Set(active.map((o) => o.sede.id)).size).toBe(3);
    for (const o of active) {
      expect(dayOf(o)).toBe(TODAY);
      expect(o.activo).toBe(true);
    }
    // Their receipts print.
    const delivery = active.find((o) => o.tipo_pedido === 'DOMICILIO')!;
    const receipt = await t0.app.inject({
      method: 'GET',
      url: `/api/recibos/${delivery.id}/pdf`,
      headers,
    });
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    // Everything else is finished and put away.
    for (const o of orders.filter(finished)) {
      expect(['ENTREGADO', 'CANCELADO']).toContain(o.estado);
      expect(o.activo).toBe(false);
    }
  });

  it('keeps each history in order: from its creation, state by state, to its state now', () => {
    for (const o of orders) {
      const [first, ...rest] = o.historial;
      expect(first!.fecha).toBe(o.fecha);
      expect(first!.estado).toBe(o.creado_desde_admin ? 'ACEPTADO' : 'PENDIENTE');
      let before = first!;
      for (const step of rest) {
        expect(new Date(step.fecha).getTime()).toBeGreaterThanOrEqual(
          new Date(before.fecha).getTime(),
        );
        if (step.estado === before.estado)
          expect([before.activo, step.activo]).toEqual([true, false]);
        else expect(NEXT[before.estado]).toContain(step.estado);
        before = step;
      }
      expect(new Date(before.fecha).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect([before.estado, before.activo]).toEqual([o.estado, o.activo]);
      if (o.estado === 'ENVIADO' || o.historial.some((h) => h.estado === 'ENVIADO')) {
        expect(o.tipo_pedido).toBe('DOMICILIO');
      }
    }
  });

  it('names its guests with Colombian mobiles, and seats table orders at their branch', async () => {
    const mesas = await t0.app.db.select().from(t.mesas);
    for (const o of orders) {
      if (o.tipo_pedido === 'MESA') {
        expect(o.creado_desde_admin).toBe(true);
        expect(mesas.find((m) => m.id === o.mesa?.id)?.sedeId).toBe(o.sede.id);
      } else {
        expect(o.invitado?.nombre).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
        expect(o.invitado?.numero).toMatch(/^3\d{9}$/);
      }
    }
    // A table is taken exactly while an order at it is open.
    const open = new Set(orders.filter((o) => !finished(o) && o.mesa).map((o) => o.mesa!.id));
    expect(open.size).toBeGreaterThan(0);
    for (const m of mesas) expect(m.estado).toBe(open.has(m.id) ? 'OCUPADA' : 'LIBRE');
  });

  it('charges every order what the server prices for its lines and its delivery', async () => {
    const catalog = await t0.app.services.catalog.getSnapshot();
    const geo = t0.app.services.geo;
    for (const o of orders) {
      const lines = o.productos_pedidos.map((l) => {
        const priced = priceLine(catalog, o.sede.id, {
          producto: l.producto?.id ?? null,
          producto_mitad: l.producto_mitad?.id ?? null,
          producto_especial: l.producto_especial?.id ?? null,
          medida: l.medida?.id ?? null,
          adiciones: l.adiciones.map((a) => ({ ingrediente: a.ingrediente.id })),
          configuraciones: l.configuraciones,
          cantidad: l.cantidad,
          observaciones: l.observaciones,
        });
        expect([priced.nombre, priced.unitPrice]).toEqual([l.nombre, l.precio_unitario_aplicado]);
        return priced;
      });
      expect(lines.length).toBeGreaterThan(0);
      let fee = 0;
      if (o.tipo_pedido === 'DOMICILIO') {
        const place = await geo.resolve(undefined, o.direccion!.direccion_entrega);
        const quote = await geo.quote(o.sede.id, place!);
        expect(quote.dentro_de_cobertura).toBe(true);
        fee = quote.costo_domicilio;
      } else {
        expect(o.direccion).toBeNull();
      }
      const totals = orderTotals(
        lines.map((l) => ({ unitPrice: l.unitPrice, cantidad: l.cantidad })),
        {
          domicilio: fee,
        },
      );
      expect([o.subtotal_productos, o.costo_domicilio, o.descuento_cupon, o.total_pedido]).toEqual([
        totals.productos,
        totals.domicilio,
        totals.descuento,
        totals.total,
      ]);
    }
  });
});

describe(`SEED_DEMO_ORDERS (${testEngine})`, () => {
  it('is on by default, and off in the tests and with SEED_DEMO_ORDERS=false', () => {
    expect(loadConfig({}).seedDemoOrders).toBe(true);
    expect(loadConfig({ SEED_DEMO_ORDERS: 'false' }).seedDemoOrders).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_ORDERS: 'no' })).toThrow(/SEED_DEMO_ORDERS/);
    expect(testConfig().seedDemoOrders).toBe(false);
  });

  it('seeds the demo without a single order when off', async () => {
    const t1 = await buildTestApp();
    try {
      const [pedidos] = await t1.app.db.select({ n: count() }).from(t.pedidos);
      const [taken] = await t1.app.db
        .select({ n: count() })
        .from(t.mesas)
        .where(eq(t.mesas.estado, 'OCUPADA'));
      const [sedes] = await t1.app.db.select({ n: count() }).from(t.sedes);
      expect([pedidos!.n, taken!.n, sedes!.n]).toEqual([0, 0, 3]);
    } finally {
      await t1.close();
    }
  });
});
