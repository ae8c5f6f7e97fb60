import type { Producto } from '@horno/domain/catalog';
import { type Cocina, type Estacion, KITCHEN_MESSAGES } from '@horno/domain/kitchen';
import { formatCOP } from '@horno/domain/money';
import { ORDER_CHANGE_MESSAGES } from '@horno/domain/order-changes';
import type { Order, OrderLine } from '@horno/domain/orders';
import { STALE_RECORD_MESSAGE } from '../../lib/record-versions';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { acceptedKitchenOrder } from '../../../test/kitchen-order';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;
const GUEST_PHONE = '3009876543';

/** A line as the change sends it back: kept by its id, with its configuration. */
const keep = (line: OrderLine, extra: Record<string, unknown> = {}) => ({
  id: line.id,
  producto: line.producto_especial ? null : line.producto?.id,
  producto_especial: line.producto_especial?.id ?? null,
  producto_mitad: line.producto_mitad?.id ?? null,
  medida: line.medida?.id ?? null,
  adiciones: line.adiciones.map((a) => ({ ingrediente: a.ingrediente.id })),
  configuraciones: line.configuraciones,
  cantidad: line.cantidad,
  observaciones: line.observaciones,
  ...extra,
});

describe(`changing a placed order (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let cook: Headers;
  let stations: Estacion[];
  let pizza: Producto;
  let drink: Producto;
  let dessert: Producto;

  const { call, ok, login } = jsonClient(() => t.app);
  const station = (nombre: string) => stations.find((e) => e.nombre === nombre)!;
  const ticketOf = async (nombre: string, pedido: number) =>
    (await ok<Cocina>('GET', `/api/cocina/estaciones/${station(nombre).id}/`, cook)).tickets.find(
      (ticket) => ticket.pedido === pedido,
    );
  const read = async (id: number) => {
    const res = await call('GET', `/api/pedidos/${id}/`, cashier);
    expect(res.statusCode, res.body).toBe(200);
    return { order: res.json<Order>(), etag: String(res.headers.etag) };
  };
  const change = (id: number, body: object, headers: Headers = cashier) =>
    call('PUT', `/api/pedidos/${id}/`, headers, body);
  const accepted = async () =>
    (
      await acceptedKitchenOrder(t.app, CHAPINERO, cashier, {
        pizza,
        drink,
        observaciones: 'Bien tostada',
      })
    ).id;
  const sentTo = async (numero: string) => {
    await t.app.services.notifier.settled();
    return t.app.db
      .select({ plantilla: s.mensajesSalientes.plantilla, cuerpo: s.mensajesSalientes.cuerpo })
      .from(s.mensajesSalientes)
      .where(eq(s.mensajesSalientes.destino, `57${numero}`))
      .orderBy(asc(s.mensajesSalientes.id));
  };
  /** A product's price without a size (drinks, desserts). */
  const unitPrice = (p: Producto) => p.precio!;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier, cook] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login('cocina@horno.co', 'HornoCocina2026'),
    ]);
    stations = await ok<Estacion[]>('GET', `/api/locations/sedes/${CHAPINERO}/estaciones/`, cook);
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.categoria_nombre.startsWith('Pizzas'),
    )!;
    drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
    dessert = productos.find((p) => p.categoria_nombre === 'Postres')!;
  });
  afterAll(() => t.close());

  it('prices the changed order again, keeping what was sold at its price, and keeps a history', async () => {
    const id = await accepted();
    const { order: before, etag } = await read(id);
    const [pizzaLine, drinkLine] = before.productos_pedidos as [OrderLine, OrderLine];
    // The pizza's price goes up after the order: the pizza already sold keeps its price.
    const size = pizza.precios_por_medida[0]!;
    await ok('PUT', `/api/precios-por-medida/${size.id}/`, admin, {
      producto: pizza.id,
      medida: size.medida.id,
      precio: size.precio + 5000,
    });
    expect(
      (await ok<Producto>('GET', `/api/productos/${pizza.id}/`, admin)).precios_por_medida[0]!
        .precio,
    ).toBe(size.precio + 5000);

    const res = await change(
      id,
      {
        tipo_pedido: 'RECOGER',
        productosPedidos: [
          keep(pizzaLine, { cantidad: 2 }),
          { producto: dessert.id, cantidad: 1, observaciones: 'Con velita' },
        ],
      },
      { ...cashier, 'if-match': etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Order>();
    const dessertPrice = unitPrice(dessert);
    expect(after.productos_pedidos.map((l) => [l.nombre, l.cantidad])).toEqual([
      [pizzaLine.nombre, 2],
      [dessert.nombre, 1],
    ]);
    expect(after.productos_pedidos[0]!.precio_unitario_aplicado).toBe(
      pizzaLine.precio_unitario_aplicado,
    );
    expect(after.total_pedido).toBe(pizzaLine.precio_unitario_aplicado * 2 + dessertPrice);
    expect(after.subtotal_productos).toBe(after.total_pedido);
    expect(after.cambios).toHaveLength(1);
    expect(after.cambios[0]).toMatchObject({
      total_anterior: before.total_pedido,
      total_nuevo: after.total_pedido,
      usuario: expect.stringMatching(/\S/),
      detalle: [
        `Cambió la cantidad de ${pizzaLine.nombre} · ${pizzaLine.medida!.label}: 1 → 2`,
        `Quitó ${drinkLine.nombre} × 2`,
        `Agregó ${dessert.nombre} × 1`,
      ],
    });
    // The version moved: a second device still holding the old one is refused, nothing changes.
    const stale = await change(
      id,
      { tipo_pedido: 'RECOGER', productosPedidos: [keep(after.productos_pedidos[0]!)] },
      { ...cashier, 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toBe(STALE_RECORD_MESSAGE);
    expect((await read(id)).order.productos_pedidos).toHaveLength(2);
  });

  it("marks the kitchen's tickets 'Modificado' and brings a bumped one back", async () => {
    const id = await accepted();
    const { order } = await read(id);
    const [pizzaLine, drinkLine] = order.productos_pedidos as [OrderLine, OrderLine];
    await ok('POST', `/api/cocina/estaciones/${station('Pizzas').id}/listos/`, cook, {
      pedido: id,
    });
    expect(await ticketOf('Pizzas', id)).toBeUndefined();

    const res = await change(id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(pizzaLine, { cantidad: 3 }), { producto: dessert.id, cantidad: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);

    const pizzas = await ticketOf('Pizzas', id);
    expect(pizzas?.modificado_en).not.toBeNull();
    expect(pizzas?.lineas.map((l) => [l.nombre, l.cantidad, l.antes, l.nueva])).toEqual([
      [pizzaLine.nombre, 3, 1, false],
    ]);
    const drinks = await ticketOf('Bebidas y postres', id);
    expect(drinks?.lineas.map((l) => [l.nombre, l.nueva])).toEqual([[dessert.nombre, true]]);
    expect(drinks?.quitadas.map((l) => [l.nombre, l.cantidad])).toEqual([[drinkLine.nombre, 2]]);
    // A station whose lines did not change sees no mark: the hot kitchen has none of this order.
    expect(await ticketOf('Cocina caliente', id)).toBeUndefined();
    // A tablet offline since before the change sends its bump now: explained, not applied.
    const offline = await call(
      'POST',
      `/api/cocina/estaciones/${station('Pizzas').id}/listos/`,
      cook,
      {
        pedido: id,
        listo_en: new Date(Date.parse(pizzas!.modificado_en!) - 60_000).toISOString(),
      },
    );
    expect(offline.statusCode).toBe(409);
    expect(offline.json().error).toBe(KITCHEN_MESSAGES.changedSince(id));
    expect(await ticketOf('Pizzas', id)).toBeDefined();
  });

  it('refuses a change once the kitchen has it Preparado, and bad input, changing nothing', async () => {
    const id = await accepted();
    const { order } = await read(id);
    const lines = order.productos_pedidos.map((l) => keep(l));

    const unknown = await change(id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [{ ...lines[0]!, id: 999999 }],
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error).toBe(ORDER_CHANGE_MESSAGES.unknownLine);
    const empty = await change(id, { tipo_pedido: 'RECOGER', productosPedidos: [] });
    expect(empty.statusCode).toBe(400);
    const same = await change(id, { tipo_pedido: 'RECOGER', productosPedidos: lines });
    expect(same.statusCode).toBe(422);
    expect(same.json().error).toBe(ORDER_CHANGE_MESSAGES.nothingChanged);
    const noTable = await change(id, { tipo_pedido: 'MESA', productosPedidos: lines });
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json().fields).toHaveProperty('mesaId');
    // Only staff who run the board change orders.
    expect(
      (await change(id, { tipo_pedido: 'RECOGER', productosPedidos: lines }, cook)).statusCode,
    ).toBe(403);
    expect((await read(id)).order.cambios).toEqual([]);

    await ok('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, { estado: 'PREPARADO' });
    const late = await change(id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [{ ...lines[0]!, cantidad: 5 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(ORDER_CHANGE_MESSAGES.tooLate('Preparado'));
    expect((await read(id)).order.productos_pedidos[0]!.cantidad).toBe(1);
  });

  it('tells the customer on WhatsApp when the total changes, not when it stays', async () => {
    const id = await accepted();
    const { order } = await read(id);
    const before = (await sentTo(GUEST_PHONE)).length;
    const [pizzaLine, drinkLine] = order.productos_pedidos as [OrderLine, OrderLine];
    const observed = await change(id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(pizzaLine, { observaciones: 'Sin orégano' }), keep(drinkLine)],
    });
    expect(observed.statusCode, observed.body).toBe(200);
    expect(await sentTo(GUEST_PHONE)).toHaveLength(before);

    const bigger = await change(id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [
        keep(pizzaLine, { observaciones: 'Sin orégano' }),
        keep(drinkLine, { cantidad: 3 }),
      ],
    });
    expect(bigger.statusCode, bigger.body).toBe(200);
    const total = bigger.json<Order>().total_pedido;
    const sent = await sentTo(GUEST_PHONE);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.plantilla).toBe('pedido_modificado');
    expect(sent.at(-1)!.cuerpo).toContain(`Nuevo total: ${formatCOP(total)}.`);
  });

  it('keeps cash enough: a customer paying with less than the new total is asked how much', async () => {
    const placed = await ok<Order>(
      'POST',
      '/api/pedidos/',
      admin,
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        creado_desde_admin: true,
        invitado: { nombre: 'Mario Efectivo', numero: '3004445566' },
        productosPedidos: [{ producto: drink.id, cantidad: 1 }],
        paga_con: unitPrice(drink) + 1000,
      },
      201,
    );
    const [line] = placed.productos_pedidos as [OrderLine];
    const short = await change(placed.id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(line, { cantidad: 4 })],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields.paga_con[0]).toBe(
      ORDER_CHANGE_MESSAGES.pagaConShort(unitPrice(drink) + 1000, unitPrice(drink) * 4),
    );
    const enough = await change(placed.id, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(line, { cantidad: 4 })],
      paga_con: 100000,
    });
    expect(enough.statusCode, enough.body).toBe(200);
    expect(enough.json<Order>().cambio).toBe(100000 - unitPrice(drink) * 4);
  });

  it('refuses to leave an online payment short unless the difference is collected in cash', async () => {
    const id = await accepted();
    const { order } = await read(id);
    // Paid online (Wompi approved it): the payment's row as the payments module leaves it.
    await t.app.db
      .update(s.pedidos)
      .set({ metodoPago: 'EN_LINEA', estadoPago: 'PAGADO', pagadoEn: new Date() })
      .where(eq(s.pedidos.id, id));
    await t.app.db.insert(s.pagos).values({
      pedidoId: id,
      referencia: `prueba-${id}`,
      montoCentavos: order.total_pedido * 100,
      estado: 'PAGADO',
      estadoWompi: 'APPROVED',
    });
    const [pizzaLine, drinkLine] = order.productos_pedidos as [OrderLine, OrderLine];
    const more = {
      tipo_pedido: 'RECOGER',
      productosPedidos: [keep(pizzaLine), keep(drinkLine, { cantidad: 3 })],
    };
    const short = await change(id, more);
    expect(short.statusCode).toBe(409);
    const total = order.total_pedido + drinkLine.precio_unitario_aplicado;
    expect(short.json().error).toBe(ORDER_CHANGE_MESSAGES.paidShort(order.total_pedido, total));
    expect((await read(id)).order.total_pedido).toBe(order.total_pedido);

    const cash = await change(id, { ...more, diferencia_en_efectivo: true });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json<Order>()).toMatchObject({
      total_pedido: total,
      saldo_pendiente: drinkLine.precio_unitario_aplicado,
    });
    // Less than was paid: what the customer is owed is said, negative.
    const less = await change(id, { tipo_pedido: 'RECOGER', productosPedidos: [keep(pizzaLine)] });
    expect(less.statusCode, less.body).toBe(200);
    expect(less.json<Order>().saldo_pendiente).toBe(-2 * drinkLine.precio_unitario_aplicado);
  });

  it('changes the type to a table, taking the table', async () => {
    const id = await accepted();
    const { order } = await read(id);
    const mesas = await ok<{ id: number; nombre: string; estado: string }[]>(
      'GET',
      `/api/locations/mesas/?sede_id=${CHAPINERO}`,
      cashier,
    );
    const free = mesas.find((m) => m.estado === 'LIBRE')!;
    const res = await change(id, {
      tipo_pedido: 'MESA',
      mesaId: free.id,
      productosPedidos: order.productos_pedidos.map((l) => keep(l)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ tipo_pedido: 'MESA', mesa: { id: free.id } });
    expect(res.json<Order>().cambios[0]!.detalle).toEqual([
      'Cambió el tipo: Recoger en sede → Mesa',
    ]);
  });
});
