import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Cocina, Estacion } from '@horno/domain/kitchen';
import type { Order } from '@horno/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { acceptedKitchenOrder } from '../../../test/kitchen-order';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;

describe(`the kitchen: stations, tickets, bumps (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let cook: Headers;
  let stations: Estacion[];
  let pizza: Producto;
  let drink: Producto;

  const { call, ok, login } = jsonClient(() => t.app);
  const station = (nombre: string) => stations.find((s) => s.nombre === nombre)!;
  const screen = (nombre: string) =>
    ok<Cocina>('GET', `/api/cocina/estaciones/${station(nombre).id}/`, cook);
  const ticketOf = async (nombre: string, pedido: number) =>
    (await screen(nombre)).tickets.find((ticket) => ticket.pedido === pedido);
  const bump = (nombre: string, pedido: number, extra: object = {}) =>
    call('POST', `/api/cocina/estaciones/${station(nombre).id}/listos/`, cook, {
      pedido,
      ...extra,
    });
  const order = async (id: number) =>
    (await ok<Order[]>('GET', `/api/pedidos/?sede=${CHAPINERO}`, cashier)).find(
      (o) => o.id === id,
    )!;

  const acceptedOrder = async (): Promise<number> =>
    (
      await acceptedKitchenOrder(t.app, CHAPINERO, cashier, {
        pizza,
        drink,
        observaciones: 'Bien tostada',
      })
    ).id;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier, cook] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login('cocina@horno.co', 'HornoCocina2026'),
    ]);
    stations = await ok<Estacion[]>('GET', `/api/locations/sedes/${CHAPINERO}/estaciones/`, cook);
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    const categorias = new Map(productos.map((p) => [p.categoria, p.categoria_nombre]));
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && categorias.get(p.categoria)?.startsWith('Pizzas'),
    )!;
    drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
  });
  afterAll(() => t.close());

  it("keeps how long each station took, on the order's detail", async () => {
    t.clock.set('2026-11-25T13:00:00-05:00');
    const id = await acceptedOrder();
    t.clock.set('2026-11-25T13:02:30-05:00');
    await bump('Bebidas y postres', id);
    t.clock.set('2026-11-25T13:09:00-05:00');
    await bump('Pizzas', id);
    // An offline bump keeps the time it was made, not the time it arrived.
    t.clock.set('2026-11-25T13:20:00-05:00');
    await bump('Despacho', id, { listo_en: '2026-11-25T13:11:00-05:00' });
    const detail = await ok<Order>('GET', `/api/pedidos/${id}/`, cashier);
    expect(detail.preparacion.map((p) => [p.estacion, p.segundos])).toEqual([
      ['Bebidas y postres', 150],
      ['Pizzas', 540],
      ['Despacho', 660],
    ]);
    expect(detail.estado).toBe('PREPARADO');
    t.clock.set('2026-11-25T12:00:00-05:00');
  });

  it('gives each demo branch its stations, the counter seeing whole orders', async () => {
    expect(stations.map((s) => [s.nombre, s.expedidor])).toEqual([
      ['Pizzas', false],
      ['Cocina caliente', false],
      ['Bebidas y postres', false],
      ['Despacho', true],
    ]);
    expect(stations.every((s) => s.minutos_ambar === 8 && s.minutos_rojo === 12)).toBe(true);
  });

  it('routes an accepted order to the stations that make its lines, without prices', async () => {
    const id = await acceptedOrder();
    const pizzas = await ticketOf('Pizzas', id);
    expect(pizzas).toMatchObject({
      pedido: id,
      tipo_pedido: 'RECOGER',
      cliente: 'Sofía',
      listo_en: null,
      lineas: [
        {
          nombre: pizza.nombre,
          cantidad: 1,
          medida: pizza.precios_por_medida[0]!.medida.label,
          observaciones: 'Bien tostada',
          hecha: false,
        },
      ],
    });
    expect(JSON.stringify(pizzas)).not.toMatch(/precio/);
    expect((await ticketOf('Bebidas y postres', id))?.lineas.map((l) => l.cantidad)).toEqual([2]);
    expect((await ticketOf('Despacho', id))?.lineas).toHaveLength(2);
    expect(await ticketOf('Cocina caliente', id)).toBeUndefined();
    // A pending order is not in the kitchen yet.
    expect((await screen('Despacho')).tickets.every((ticket) => ticket.pedido <= id)).toBe(true);
  });

  it('moves the order to Preparado when the last station bumps it, and not before', async () => {
    const id = await acceptedOrder();
    expect((await bump('Pizzas', id)).json()).toEqual({ pedido: id, estado: 'ACEPTADO' });
    expect(await ticketOf('Pizzas', id)).toBeUndefined();
    expect((await screen('Pizzas')).recuperables.map((r) => r.pedido)).toContain(id);
    expect((await bump('Bebidas y postres', id)).json()).toEqual({
      pedido: id,
      estado: 'ACEPTADO',
    });
    expect((await order(id)).estado).toBe('ACEPTADO');
    expect((await bump('Despacho', id)).json()).toEqual({ pedido: id, estado: 'PREPARADO' });
    expect((await order(id)).estado).toBe('PREPARADO');
    // Sent again (an offline replay): nothing changes.
    const again = await bump('Despacho', id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ pedido: id, estado: 'PREPARADO' });
    // A station with nothing in the order cannot bump it.
    const nothing = await bump('Cocina caliente', id);
    expect(nothing.statusCode).toBe(409);
  });

  it("brings a bumped ticket back with 'Recuperar', and the order back to En proceso", async () => {
    const id = await acceptedOrder();
    for (const nombre of ['Pizzas', 'Bebidas y postres', 'Despacho']) await bump(nombre, id);
    expect((await order(id)).estado).toBe('PREPARADO');
    const back = await ok(
      'DELETE',
      `/api/cocina/estaciones/${station('Despacho').id}/listos/${id}/`,
      cook,
    );
    expect(back).toEqual({ pedido: id, estado: 'EN_PROCESO' });
    expect(await ticketOf('Despacho', id)).toBeDefined();
    expect((await order(id)).estado).toBe('EN_PROCESO');
    // Bumped again, it is Preparado again.
    expect((await bump('Despacho', id)).json()).toEqual({ pedido: id, estado: 'PREPARADO' });
  });

  it('explains a bump of an order that left the kitchen meanwhile, and changes nothing', async () => {
    const id = await acceptedOrder();
    await ok('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, { estado: 'CANCELADO' });
    const late = await bump('Pizzas', id, { listo_en: '2026-11-25T11:58:00-05:00' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: `El pedido #${id} fue cancelado mientras tanto.` });
    expect((await order(id)).estado).toBe('CANCELADO');

    const sent = await acceptedOrder();
    await ok('POST', `/api/pedidos/${sent}/cambiar_estado/`, cashier, { estado: 'ENVIADO' });
    expect((await bump('Pizzas', sent)).json()).toEqual({
      error: `El pedido #${sent} ya no está en la cocina: lo cambiaron mientras tanto.`,
    });
  });

  it('marks a line made with one tap; the all-day strip counts what is left', async () => {
    const id = await acceptedOrder();
    const before = await screen('Bebidas y postres');
    const line = before.tickets.find((ticket) => ticket.pedido === id)!.lineas[0]!;
    const pending = before.todo_el_dia.find((item) => item.nombre === drink.nombre)!.cantidad;
    expect(pending).toBeGreaterThanOrEqual(2);
    await ok(
      'PUT',
      `/api/cocina/estaciones/${station('Bebidas y postres').id}/lineas/${line.id}/`,
      cook,
      {
        hecha: true,
      },
    );
    const after = await screen('Bebidas y postres');
    expect(after.tickets.find((ticket) => ticket.pedido === id)!.lineas[0]!.hecha).toBe(true);
    expect(after.todo_el_dia.find((item) => item.nombre === drink.nombre)?.cantidad ?? 0).toBe(
      pending - 2,
    );
    // The pizza line is not this station's.
    const pizzaLine = (await ticketOf('Pizzas', id))!.lineas[0]!;
    const wrong = await call(
      'PUT',
      `/api/cocina/estaciones/${station('Bebidas y postres').id}/lineas/${pizzaLine.id}/`,
      cook,
      { hecha: true },
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ error: 'Esa línea no es de esta estación' });
  });

  it('lets managers of the branch shape its stations, and checks what they send', async () => {
    const especiales = await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
    const created = await ok<Estacion>(
      'POST',
      `/api/locations/sedes/${CHAPINERO}/estaciones/`,
      admin,
      {
        nombre: 'Horno',
        categorias: [pizza.categoria, especiales[0]!.categoria],
        minutos_ambar: 6,
        minutos_rojo: 10,
      },
      201,
    );
    expect(created).toMatchObject({ nombre: 'Horno', orden: 5, expedidor: false });
    const taken = await call('POST', `/api/locations/sedes/${CHAPINERO}/estaciones/`, admin, {
      nombre: 'horno',
      categorias: [pizza.categoria],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      fields: { nombre: ['Ya existe una estación con ese nombre en esta sede'] },
    });
    const bad = await call('PUT', `/api/cocina/estaciones/${created.id}/`, admin, {
      nombre: 'Horno',
      categorias: [],
      minutos_ambar: 10,
      minutos_rojo: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      minutos_rojo: ['El rojo debe llegar después del ámbar'],
      categorias: ['Elige al menos una categoría, o marca la estación como despacho'],
    });
    // The cook sees the kitchen but does not shape it; the cashier does not see it.
    expect((await call('DELETE', `/api/cocina/estaciones/${created.id}/`, cook)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/cocina/estaciones/${created.id}/`, cashier)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/cocina/estaciones/${created.id}/`, admin)).statusCode).toBe(
      204,
    );
    // Another branch's station is not the cook's.
    const [other] = await ok<Estacion[]>('GET', '/api/locations/sedes/2/estaciones/', admin);
    expect((await call('GET', `/api/cocina/estaciones/${other!.id}/`, cook)).statusCode).toBe(404);
  });
});
