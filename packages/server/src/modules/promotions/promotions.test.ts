import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import type {
  CodigoPromocion,
  Promocion,
  PromocionVigente,
  ValidacionCodigo,
} from '@horno/domain/promotions';
import { formatCOP } from '@horno/domain/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { receiptTotals } from '../receipts/receipt-content';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;
const USAQUEN = 2;
// Tuesday 1 December 2026, noon in Bogotá: every branch is open.
const TUESDAY_NOON = '2026-12-01T12:00:00-05:00';
const WEDNESDAY_NOON = '2026-12-02T12:00:00-05:00';

/**
 * Promotions through the API on a real database (issue 37): staff manage them, the menu reads
 * the ones that hold now, the checkout checks a code, and an order is priced with them in its
 * own statement, which counts their uses.
 */
describe(`promotions (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let base: string;
  let pizzas: Producto[];
  const { ok, call, login } = jsonClient(() => t0.app);
  const at = (iso: string) => t0.clock.set(iso);

  const mediana = (p: Producto) => p.precios_por_medida.find((m) => m.medida.value === 'MEDIANA')!;
  const line = (p: Producto, cantidad = 1) => ({
    producto: p.id,
    medida: mediana(p).medida.id,
    cantidad,
  });
  const pickUp = (extra: Record<string, unknown> = {}) => ({
    sede: CHAPINERO,
    tipo_pedido: 'RECOGER',
    invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
    productosPedidos: [line(pizzas[0]!)],
    ...extra,
  });
  const staffOrder = (extra: Record<string, unknown> = {}) =>
    pickUp({ creado_desde_admin: true, ...extra });
  const order = (payload: object, headers: Headers = {}) =>
    call('POST', '/api/pedidos/', headers, payload);
  const promotion = (body: object) =>
    ok<Promocion>('POST', '/api/promociones/', admin, { aplicacion: 'AUTOMATICA', ...body }, 201);
  const withCode = async (body: object, codigo: string, un_solo_uso = false) => {
    const p = await promotion({ ...body, aplicacion: 'CODIGO' });
    await ok('POST', `/api/promociones/${p.id}/codigos/`, admin, { codigo, un_solo_uso }, 201);
    return p;
  };
  const check = (codigo: string, pedido: object, headers: Headers = {}) =>
    ok<ValidacionCodigo>('POST', '/api/promociones/validar/', headers, { codigo, pedido });
  const tenPercent = { tipo: 'PORCENTAJE', porcentaje: 10 };
  /** Deactivates every automatic promotion a test made, so the next starts clean. */
  const clearAutomatic = async () => {
    for (const p of await ok<Promocion[]>('GET', '/api/promociones/', admin)) {
      if (p.activa && p.aplicacion === 'AUTOMATICA') {
        await ok('PATCH', `/api/promociones/${p.id}/`, admin, { activa: false });
      }
    }
  };
  /** Real HTTP requests at once, as two customers' phones would send them. */
  const postTogether = (payloads: object[]) =>
    Promise.all(
      payloads.map(async (payload) => {
        const res = await fetch(`${base}/api/pedidos/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        return {
          status: res.status,
          body: (await res.json()) as CreatedOrder & { error?: string },
        };
      }),
    );

  beforeAll(async () => {
    t0 = await buildTestApp({ now: TUESDAY_NOON });
    await t0.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t0.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    // Two pizzas of one category at different prices for the same size.
    const sized = productos.filter((p) =>
      p.precios_por_medida.some((m) => m.medida.value === 'MEDIANA'),
    );
    const first = sized[0]!;
    const other = sized.find(
      (p) => p.categoria === first.categoria && mediana(p).precio !== mediana(first).precio,
    )!;
    pizzas = [first, other].sort((a, b) => mediana(b).precio - mediana(a).precio);
  });
  afterAll(() => t0.close());

  it('staff create, edit, deactivate and duplicate; bad input is a Spanish 400 with fields that changes nothing', async () => {
    const before = await ok<Promocion[]>('GET', '/api/promociones/', admin);
    const bad = await call('POST', '/api/promociones/', admin, {
      nombre: '',
      aplicacion: 'AUTOMATICA',
      regla: { tipo: 'LLEVA_PAGA', lleva: 2, paga: 3 },
      condiciones: { hora_inicio: '25:00', dias: [8] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Los datos enviados no son válidos.');
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['nombre', 'condiciones.hora_inicio', 'condiciones.dias.0']),
    );
    expect(await ok<Promocion[]>('GET', '/api/promociones/', admin)).toEqual(before);

    const created = await promotion({
      nombre: '2x1 martes',
      regla: {
        tipo: 'LLEVA_PAGA',
        lleva: 2,
        paga: 1,
        alcance: { categorias: [pizzas[0]!.categoria] },
      },
      condiciones: { dias: [2] },
    });
    expect(created).toMatchObject({ activa: true, usos: 0, descuento_total: 0, codigos: 0 });
    const read = await call('GET', `/api/promociones/${created.id}/`, admin);
    const etag = read.headers.etag as string;
    expect(etag).toBeTruthy();
    const edit = { ...created, nombre: '2x1 los martes', condiciones: created.condiciones };
    const body = {
      nombre: edit.nombre,
      aplicacion: created.aplicacion,
      regla: created.regla,
      condiciones: created.condiciones,
    };
    await ok('PUT', `/api/promociones/${created.id}/`, { ...admin, 'if-match': etag }, body);
    const stale = await call(
      'PUT',
      `/api/promociones/${created.id}/`,
      { ...admin, 'if-match': etag },
      body,
    );
    expect(stale.statusCode).toBe(412);
    const copy = await ok<Promocion>(
      'POST',
      `/api/promociones/${created.id}/duplicar/`,
      admin,
      undefined,
      201,
    );
    expect(copy).toMatchObject({ nombre: '2x1 los martes (copia)', activa: false, usos: 0 });
    const off = await ok<Promocion>('PATCH', `/api/promociones/${copy.id}/`, admin, {
      activa: false,
    });
    expect(off.activa).toBe(false);
    expect((await call('GET', '/api/promociones/99999/', admin)).statusCode).toBe(404);
    await clearAutomatic();
  });

  it('generates codes in bulk, and refuses a code that exists', async () => {
    const p = await withCode({ nombre: 'Partido', regla: tenPercent }, 'PARTIDO2026');
    const made = await ok<CodigoPromocion[]>(
      'POST',
      `/api/promociones/${p.id}/codigos/generar/`,
      admin,
      { cantidad: 25, prefijo: 'gol', un_solo_uso: true },
      201,
    );
    expect(made).toHaveLength(25);
    expect(new Set(made.map((c) => c.codigo)).size).toBe(25);
    expect(made.every((c) => /^GOL[A-Z2-9]{8}$/.test(c.codigo) && c.un_solo_uso)).toBe(true);
    const again = await call('POST', `/api/promociones/${p.id}/codigos/`, admin, {
      codigo: 'partido2026',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.codigo).toEqual(['Ese código ya existe. Elige otro.']);
    const codes = await ok<CodigoPromocion[]>('GET', `/api/promociones/${p.id}/codigos/`, admin);
    expect(codes).toHaveLength(26);
  });

  it("prices '2x1 los martes' on the menu, the order and the list: the cheaper pizza is free, on Tuesdays only", async () => {
    const promo = await promotion({
      nombre: '2x1 martes',
      regla: {
        tipo: 'LLEVA_PAGA',
        lleva: 2,
        paga: 1,
        alcance: { categorias: [pizzas[0]!.categoria] },
      },
      condiciones: { dias: [2], sedes: [CHAPINERO] },
    });
    const shown = await ok<PromocionVigente[]>(
      'GET',
      `/api/promociones/vigentes/?sede=${CHAPINERO}`,
      {},
    );
    expect(shown.map((p) => p.nombre)).toEqual(['2x1 martes']);
    expect(await ok('GET', `/api/promociones/vigentes/?sede=${USAQUEN}`, {})).toEqual([]);

    const res = await order(pickUp({ productosPedidos: [line(pizzas[0]!), line(pizzas[1]!)] }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<CreatedOrder>();
    const cheaper = mediana(pizzas[1]!).precio;
    expect(placed.promociones).toEqual([
      {
        id: promo.id,
        nombre: '2x1 martes',
        tipo: 'LLEVA_PAGA',
        codigo: null,
        descuento: placed.descuento_cupon,
      },
    ]);
    expect(placed.descuento_cupon).toBe(
      Math.min(...placed.productos_pedidos.map((l) => l.precio_unitario_aplicado)),
    );
    expect(placed.descuento_cupon).toBeLessThanOrEqual(cheaper);
    expect(placed.total_pedido).toBe(placed.subtotal_productos - placed.descuento_cupon);
    // As read back by its token: the receipt, the order page and the board get the same.
    const read = await ok<CreatedOrder>('GET', `/api/pedidos/token/${placed.token}/`, {});
    expect(read.promociones).toEqual(placed.promociones);
    expect(receiptTotals(read)).toContainEqual({
      label: '2x1 martes',
      value: `-${formatCOP(placed.descuento_cupon)}`,
    });
    const [listed] = await ok<Promocion[]>('GET', '/api/promociones/', admin);
    expect(listed).toMatchObject({
      id: promo.id,
      usos: 1,
      descuento_total: placed.descuento_cupon,
    });

    // Staff change the order (decision 029): its promotion is priced again over the new lines.
    const staffPlaced = (
      await order(staffOrder({ productosPedidos: [line(pizzas[0]!), line(pizzas[1]!)] }), cashier)
    ).json<CreatedOrder>();
    expect(staffPlaced.descuento_cupon).toBe(placed.descuento_cupon);
    const [dearer] = staffPlaced.productos_pedidos;
    const changed = await ok<CreatedOrder>('PUT', `/api/pedidos/${staffPlaced.id}/`, cashier, {
      tipo_pedido: 'RECOGER',
      productosPedidos: [
        {
          id: dearer!.id,
          producto: dearer!.producto!.id,
          medida: dearer!.medida!.id,
          cantidad: 1,
          observaciones: '',
        },
      ],
    });
    expect(changed).toMatchObject({ descuento_cupon: 0, total_pedido: changed.subtotal_productos });
    expect(changed.promociones).toEqual([{ ...staffPlaced.promociones[0], descuento: 0 }]);

    at(WEDNESDAY_NOON);
    expect(await ok('GET', `/api/promociones/vigentes/?sede=${CHAPINERO}`, {})).toEqual([]);
    const wednesday = await order(
      pickUp({ productosPedidos: [line(pizzas[0]!), line(pizzas[1]!)] }),
    );
    expect(wednesday.json<CreatedOrder>().promociones).toEqual([]);
    at(TUESDAY_NOON);
    await clearAutomatic();
  });

  it('says why a code does not apply, for each condition, and changes nothing', async () => {
    await withCode(
      { nombre: 'Mínimo', regla: tenPercent, condiciones: { pedido_minimo: 60_000 } },
      'MINIMO60',
    );
    await withCode(
      { nombre: 'Solo domicilio', regla: tenPercent, condiciones: { tipos_pedido: ['DOMICILIO'] } },
      'SOLODOMI',
    );
    await withCode(
      { nombre: 'Usaquén', regla: tenPercent, condiciones: { sedes: [USAQUEN] } },
      'USAQUEN',
    );
    await withCode(
      { nombre: 'Mostrador', regla: tenPercent, condiciones: { canales: ['PERSONAL'] } },
      'MOSTRADOR',
    );
    await withCode(
      {
        nombre: 'Almuerzo',
        regla: tenPercent,
        condiciones: { hora_inicio: '06:00', hora_fin: '11:00' },
      },
      'TEMPRANO',
    );
    await withCode(
      { nombre: 'Nuevos', regla: tenPercent, condiciones: { solo_clientes_nuevos: true } },
      'NUEVOS',
    );

    const why = async (codigo: string, pedido = pickUp()) => (await check(codigo, pedido)).motivo;
    expect(await why('MINIMO60')).toBe('Este código es válido desde $\u00a060.000');
    expect(await why('SOLODOMI')).toBe('No aplica en Recoger');
    expect(await why('USAQUEN')).toBe('No aplica en Horno Chapinero');
    expect(await why('MOSTRADOR')).toBe(
      'Solo aplica en pedidos tomados por el personal de la sede',
    );
    expect(await why('TEMPRANO')).toBe('Válido de 6:00 a. m. a 11:00 a. m.');
    expect(await why('NOEXISTE')).toBe('Este código no existe. Revisa que esté bien escrito');
    // The guest's phone has ordered before (the 2x1 test): not a new customer.
    expect(await why('NUEVOS')).toBe('Solo para clientes nuevos');
    expect(
      await why('NUEVOS', pickUp({ invitado: { nombre: 'Nuevo', numero: '3001112299' } })),
    ).toBeNull();

    // Enough products: accepted, with its totals.
    const big = pickUp({ productosPedidos: [line(pizzas[0]!, 3)] });
    const accepted = await check('minimo60', big);
    expect(accepted).toMatchObject({ codigo: 'MINIMO60', aplica: true, motivo: null });
    expect(accepted.descuento).toBe(Math.round(accepted.subtotal_productos * 0.1));

    // Placing with a code that does not apply is refused with its reason, and stores nothing.
    const orders = await t0.app.db.$count(t.pedidos);
    const refused = await order(pickUp({ codigo_cupon: 'MINIMO60' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Este código es válido desde $\u00a060.000',
      fields: { codigo_cupon: ['Este código es válido desde $\u00a060.000'] },
    });
    expect(await t0.app.db.$count(t.pedidos)).toBe(orders);
    const placed = await order(
      pickUp({ productosPedidos: big.productosPedidos, codigo_cupon: 'MINIMO60' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<CreatedOrder>().descuento_cupon).toBe(accepted.descuento);

    // Staff mode takes the counter's code.
    const staff = await order(staffOrder({ codigo_cupon: 'MOSTRADOR' }), cashier);
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json<CreatedOrder>().promociones[0]).toMatchObject({ codigo: 'MOSTRADOR' });
  });

  it('holds a window past midnight for the day it began, and skips holidays when told', async () => {
    await withCode(
      {
        nombre: 'Viernes de noche',
        regla: tenPercent,
        condiciones: { dias: [5], hora_inicio: '22:00', hora_fin: '02:00', festivos: 'EXCLUIR' },
      },
      'NOCHE',
    );
    const staffCheck = async () => (await check('NOCHE', staffOrder(), cashier)).motivo;
    at('2026-12-04T23:30:00-05:00'); // Friday 23:30
    expect(await staffCheck()).toBeNull();
    at('2026-12-05T01:30:00-05:00'); // Saturday 01:30: still Friday's night
    expect(await staffCheck()).toBeNull();
    const late = await order(staffOrder({ codigo_cupon: 'NOCHE' }), cashier);
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json<CreatedOrder>().promociones).toHaveLength(1);
    at('2026-12-05T02:30:00-05:00');
    expect(await staffCheck()).toBe('Válido de 10:00 p. m. a 2:00 a. m.');
    at('2026-12-05T23:00:00-05:00'); // Saturday night
    expect(await staffCheck()).toBe('Válido solo los viernes');
    // Friday 12 June 2026 is no holiday; Monday 8 December is (Inmaculada Concepción).
    await withCode(
      { nombre: 'Sin festivos', regla: tenPercent, condiciones: { festivos: 'EXCLUIR' } },
      'NOFESTIVO',
    );
    at('2026-12-08T12:00:00-05:00');
    expect((await check('NOFESTIVO', staffOrder(), cashier)).motivo).toBe('No aplica en festivos');
    at(TUESDAY_NOON);
    expect((await check('NOFESTIVO', staffOrder(), cashier)).motivo).toBeNull();
  });

  it('counts uses per customer, registered or guest by phone', async () => {
    await withCode(
      { nombre: 'Una por cliente', regla: tenPercent, condiciones: { usos_por_cliente: 1 } },
      'UNAVEZ',
    );
    const guest = (numero: string) =>
      pickUp({ invitado: { nombre: 'Pedro', numero }, codigo_cupon: 'UNAVEZ' });
    expect((await order(guest('3110000001'))).statusCode).toBe(201);
    const again = await order(guest('3110000001'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ya usaste este código');
    expect((await check('UNAVEZ', guest('3110000001'))).motivo).toBe('Ya usaste este código');
    expect((await order(guest('3110000002'))).statusCode).toBe(201);

    // Two orders at once from one phone: one gets the use, the other is refused and not stored.
    const before = await t0.app.db.$count(t.pedidos);
    const together = await postTogether([guest('3110000003'), guest('3110000003')]);
    expect(together.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t0.app.db.$count(t.pedidos)).toBe(before + 1);

    // A registered customer is counted by account.
    const account = { email: 'promo.cliente@example.com', password: 'ClaveSegura2026' };
    await ok(
      'POST',
      '/api/users/register/',
      {},
      { ...account, first_name: 'Rosa', last_name: 'Díaz', numero: '3110000009' },
      201,
    );
    const rosa = await login(account.email, account.password);
    const mine = pickUp({ invitado: undefined, codigo_cupon: 'UNAVEZ' });
    expect((await order(mine, rosa)).statusCode).toBe(201);
    expect((await order(mine, rosa)).json().error).toBe('Ya usaste este código');
  });

  it('gives the last use to one of two concurrent orders', async () => {
    // A code with one use left: one order gets it, the other is refused and stores nothing.
    const coded = await withCode(
      { nombre: 'Último cupo', regla: tenPercent, condiciones: { usos_maximos: 1 } },
      'ULTIMO',
    );
    const before = await t0.app.db.$count(t.pedidos);
    const coded2 = await postTogether([
      pickUp({ invitado: { nombre: 'A', numero: '3120000001' }, codigo_cupon: 'ULTIMO' }),
      pickUp({ invitado: { nombre: 'B', numero: '3120000002' }, codigo_cupon: 'ULTIMO' }),
    ]);
    expect(coded2.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = coded2.find((r) => r.status === 409)!.body.error;
    expect([
      'Este código ya se agotó',
      'Una promoción de tu pedido se agotó mientras lo hacías. Revisa el total y vuelve a intentarlo.',
    ]).toContain(lost);
    expect(await t0.app.db.$count(t.pedidos)).toBe(before + 1);
    const [row] = await t0.app.db
      .select()
      .from(t.promociones)
      .where(eq(t.promociones.id, coded.id));
    expect(row!.usos).toBe(1);

    // An automatic promotion with one use left: only one of the orders gets it.
    const auto = await promotion({
      nombre: 'Primer pedido del día',
      regla: { tipo: 'VALOR_FIJO', valor: 5000 },
      condiciones: { usos_maximos: 1 },
    });
    const both = await postTogether([
      pickUp({ invitado: { nombre: 'C', numero: '3120000003' } }),
      pickUp({ invitado: { nombre: 'D', numero: '3120000004' } }),
    ]);
    const placed = both.filter((r) => r.status === 201).map((r) => r.body);
    expect(placed.filter((o) => o.promociones.some((p) => p.id === auto.id))).toHaveLength(1);
    // The other was either placed without it, or refused (the use went while it was placed).
    for (const r of both.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatch(/se agotó mientras lo hacías/);
    }
    const [autoRow] = await t0.app.db
      .select()
      .from(t.promociones)
      .where(eq(t.promociones.id, auto.id));
    expect(autoRow!.usos).toBe(1);
    await clearAutomatic();
  });

  // On PostgreSQL, the order's statement itself refuses a use taken after the order was priced:
  // another transaction holds the promotion's row, the order waits on it, and finds none left.
  it.runIf(testEngine === 'postgres')(
    'undoes the whole order when its promotion runs out while it is placed',
    async () => {
      const promo = await withCode(
        { nombre: 'Carrera', regla: tenPercent, condiciones: { usos_maximos: 1 } },
        'CARRERA',
      );
      const before = await t0.app.db.$count(t.pedidos);
      let placing: ReturnType<typeof postTogether> | undefined;
      await t0.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from promociones where id = ${promo.id} for update`);
        placing = postTogether([pickUp({ codigo_cupon: 'CARRERA' })]);
        // Until the order's statement waits on the row this transaction holds.
        for (let i = 0; i < 100; i++) {
          const [waiting] = await t0.app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_locks`)
            .where(sql`not granted`);
          if (waiting!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await tx.update(t.promociones).set({ usos: 1 }).where(eq(t.promociones.id, promo.id));
      });
      const [res] = await placing!;
      expect(res!.status).toBe(409);
      expect(res!.body.error).toBe(
        'Una promoción de tu pedido se agotó mientras lo hacías. Revisa el total y vuelve a intentarlo.',
      );
      expect(await t0.app.db.$count(t.pedidos)).toBe(before);
      const [code] = await t0.app.db
        .select()
        .from(t.cupones)
        .where(eq(t.cupones.codigo, 'CARRERA'));
      expect(code!.usos).toBe(0);
    },
  );

  it('applies the best single promotion, or the combinable ones together, never below zero', async () => {
    const small = await promotion({ nombre: '5 %', regla: { tipo: 'PORCENTAJE', porcentaje: 5 } });
    const big = await promotion({ nombre: '20 %', regla: { tipo: 'PORCENTAJE', porcentaje: 20 } });
    const res = (await order(pickUp())).json<CreatedOrder>();
    expect(res.promociones.map((p) => p.id)).toEqual([big.id]);
    await ok('PATCH', `/api/promociones/${big.id}/`, admin, { activa: false });
    await promotion({
      nombre: 'Todo',
      regla: { tipo: 'VALOR_FIJO', valor: 1_000_000 },
      combinable: true,
    });
    await promotion({
      nombre: 'Más',
      regla: { tipo: 'VALOR_FIJO', valor: 1_000 },
      combinable: true,
    });
    const free = (await order(pickUp())).json<CreatedOrder>();
    expect(free.total_pedido).toBe(0);
    expect(free.promociones.map((p) => p.nombre)).toEqual(['Todo']);
    expect(free.promociones.some((p) => p.id === small.id)).toBe(false);
    await clearAutomatic();
  });
});
