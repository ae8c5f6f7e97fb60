import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder, Order, OrderLine } from '@horno/domain/orders';
import type { CustomersReport, ProductsReport, TimesReport } from '@horno/domain/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;
/** Monday 14 December 2026, a Bogotá day. */
const MONDAY = 'desde=2026-12-14&hasta=2026-12-14';
const TUESDAY = 'desde=2026-12-15&hasta=2026-12-15';

/**
 * The reports read summaries kept per (branch, Bogotá day) and per order (decision 038): an
 * order changed after a report was read is in the next report as it now is.
 */
describe(`reports after the orders change (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  const { ok, call, login } = jsonClient(() => t0.app);
  let pizza: Producto;
  let addition: number;

  const at = (iso: string) => t0.clock.set(iso);
  const report = <T>(section: string, query: string) =>
    ok<T>('GET', `/api/reportes/${section}/?${query}&sede=${CHAPINERO}`, admin);
  const read = (id: number) => ok<Order>('GET', `/api/pedidos/${id}/`, admin);
  const move = (id: number, estado: string) =>
    ok('POST', `/api/pedidos/${id}/cambiar_estado/`, admin, { estado });
  /** A staff pick-up order (accepted as created) for a guest, paid in cash. */
  const place = async (numero: string, cantidad: number, adiciones: number[] = []) => {
    const created = await ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      cashier,
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        creado_desde_admin: true,
        invitado: { nombre: `Cliente ${numero}`, numero },
        metodo_pago: 'EFECTIVO',
        productosPedidos: [
          {
            producto: pizza.id,
            medida: pizza.precios_por_medida[0]!.medida.id,
            cantidad,
            adiciones: adiciones.map((ingrediente) => ({ ingrediente })),
          },
        ],
      },
      201,
    );
    return read(created.id);
  };
  const keep = (line: OrderLine, cantidad: number) => ({
    id: line.id,
    producto: line.producto!.id,
    medida: line.medida?.id ?? null,
    adiciones: line.adiciones.map((a) => ({ ingrediente: a.ingrediente.id })),
    cantidad,
    observaciones: line.observaciones,
  });
  const pizzas = async (query: string) => {
    const r = await report<ProductsReport>('productos', query);
    const row = r.productos.find((p) => p.clave === `PRODUCTO-${pizza.id}`);
    return {
      cantidad: row?.cantidad ?? 0,
      ventas: row?.ventas ?? 0,
      adiciones: r.adiciones.reduce((s, a) => s + a.cantidad, 0),
    };
  };
  const customers = (query: string) => report<CustomersReport>('clientes', query);

  beforeAll(async () => {
    t0 = await buildTestApp({ now: '2026-12-14T11:00:00-05:00' });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.posibles_adiciones.length > 0,
    )!;
    addition = pizza.posibles_adiciones[0]!.ingrediente.id;
  });
  afterAll(async () => {
    await t0?.close();
  });

  it('shows a changed line, a cancelled order and a new state in the next report', async () => {
    at('2026-12-14T12:00:00-05:00');
    const first = await place('3101110001', 1, [addition]);
    const second = await place('3101110002', 2);
    const line = first.productos_pedidos[0]!;
    expect(await pizzas(MONDAY)).toEqual({
      cantidad: 3,
      ventas: line.subtotal + second.productos_pedidos[0]!.subtotal,
      adiciones: 1,
    });
    expect((await customers(MONDAY)).actual).toMatchObject({ clientes: 2, nuevos: 2 });

    // A line changed: three pizzas with their addition instead of one.
    const changed = await call('PUT', `/api/pedidos/${first.id}/`, cashier, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(line, 3)],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await read(first.id);
    expect(now.productos_pedidos[0]!.cantidad).toBe(3);
    expect(await pizzas(MONDAY)).toEqual({
      cantidad: 5,
      ventas: now.productos_pedidos[0]!.subtotal + second.productos_pedidos[0]!.subtotal,
      adiciones: 3,
    });
    const top = (await customers(MONDAY)).top.find((c) => c.telefono === '3101110001')!;
    expect(top.total).toBe(now.total_pedido);

    // Cancelled: out of the mix and of the customers.
    await move(second.id, 'CANCELADO');
    expect(await pizzas(MONDAY)).toMatchObject({ cantidad: 3, adiciones: 3 });
    expect((await customers(MONDAY)).actual).toMatchObject({ clientes: 1, nuevos: 1 });

    // A history row: the order is prepared 15 minutes after it was accepted.
    const before = await report<TimesReport>('tiempos', MONDAY);
    expect(before.filas.find((f) => f.tramo === 'ACEPTADO_PREPARADO')).toMatchObject({
      pedidos: 0,
      sin_datos: 1,
    });
    at('2026-12-14T12:15:00-05:00');
    await move(first.id, 'PREPARADO');
    const after = await report<TimesReport>('tiempos', MONDAY);
    expect(after.filas.find((f) => f.tramo === 'ACEPTADO_PREPARADO')).toMatchObject({
      mediana: 900,
      pedidos: 1,
      sin_datos: 0,
    });
    // Set again by hand later, the first time it was prepared still counts.
    await move(first.id, 'EN_PROCESO');
    at('2026-12-14T12:40:00-05:00');
    await move(first.id, 'PREPARADO');
    const again = await report<TimesReport>('tiempos', MONDAY);
    expect(again.filas.find((f) => f.tramo === 'ACEPTADO_PREPARADO')).toMatchObject({
      mediana: 900,
    });
  });

  it('keeps an order placed before midnight on its Bogotá day when it changes after', async () => {
    at('2026-12-14T23:55:00-05:00');
    const late = await place('3101110003', 1);
    const monday = await pizzas(MONDAY);
    expect(await pizzas(TUESDAY)).toEqual({ cantidad: 0, ventas: 0, adiciones: 0 });
    // Changed on Tuesday (Bogotá), still Monday's sale.
    at('2026-12-15T00:10:00-05:00');
    const changed = await call('PUT', `/api/pedidos/${late.id}/`, cashier, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(late.productos_pedidos[0]!, 2)],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await read(late.id);
    expect(await pizzas(MONDAY)).toMatchObject({
      cantidad: monday.cantidad + 1,
      ventas:
        monday.ventas - late.productos_pedidos[0]!.subtotal + now.productos_pedidos[0]!.subtotal,
    });
    expect(await pizzas(TUESDAY)).toEqual({ cantidad: 0, ventas: 0, adiciones: 0 });
  });

  it('makes a returning customer new again when their earlier order is cancelled', async () => {
    at('2026-12-15T13:00:00-05:00');
    const earlier = await place('3101110004', 1);
    at('2026-12-16T13:00:00-05:00');
    await place('3101110004', 1);
    const wednesday = 'desde=2026-12-16&hasta=2026-12-16';
    expect((await customers(wednesday)).actual).toMatchObject({ recurrentes: 1, nuevos: 0 });
    await move(earlier.id, 'CANCELADO');
    expect((await customers(wednesday)).actual).toMatchObject({ recurrentes: 0, nuevos: 1 });
  });
});
