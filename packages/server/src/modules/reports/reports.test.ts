import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { StartedPayment } from '@horno/domain/payment-schemas';
import type {
  ChannelsReport,
  CustomersReport,
  HoursReport,
  ProductsReport,
  SalesReport,
  SummaryReport,
  TimesReport,
} from '@horno/domain/reports';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type FakeWompi, startFakeWompi } from '../../../test/fake-wompi';
import { buildTestApp, giveCoupon, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { staffWith } from '../../../test/staff';

const CHAPINERO = 1;
const USAQUEN = 2;
/** Monday 7 and Tuesday 8 December 2026 (the Immaculate Conception, a holiday in Colombia). */
const PERIOD = 'desde=2026-12-07&hasta=2026-12-08';

/**
 * The owner's numbers checked to the peso (issue 36, point 4): a known set of orders placed
 * through the API, across midnight in Bogotá and on a holiday, with a cancelled one, a coupon,
 * halves, a special, online and cash payments; every card, series and table is compared with
 * sums made here from the orders the API answered.
 */
describe(`reports (${testEngine})`, () => {
  let t0: TestApp;
  let wompi: FakeWompi;
  let admin: Headers;
  let cashier: Headers;
  let customer: Headers;
  const { ok, call, login } = jsonClient(() => t0.app);
  const orders: Record<string, Order> = {};

  let productos: Producto[];
  let pizza: Producto;
  let flavours: [Producto, Producto];
  let medidaMitades: number;
  let drink: Producto;
  let especial: ProductoEspecial;

  const at = (iso: string) => t0.clock.set(iso);
  const move = (id: number, estado: string) =>
    ok('POST', `/api/pedidos/${id}/cambiar_estado/`, admin, { estado });
  const read = (id: number) => ok<Order>('GET', `/api/pedidos/${id}/`, admin);
  const place = async (headers: Headers, payload: Record<string, unknown>) => {
    const created = await ok<CreatedOrder>('POST', '/api/pedidos/', headers, payload, 201);
    return created;
  };
  const pizzaLine = (cantidad: number, adiciones: number[] = []) => ({
    producto: pizza.id,
    medida: pizza.precios_por_medida[0]!.medida.id,
    cantidad,
    adiciones: adiciones.map((ingrediente) => ({ ingrediente })),
  });
  const report = <T>(section: string, query: string, headers = admin) =>
    ok<T>('GET', `/api/reportes/${section}/?${query}`, headers);

  beforeAll(async () => {
    wompi = await startFakeWompi();
    const { wompi: config } = loadConfig({ ...wompi.env });
    t0 = await buildTestApp({
      now: '2026-12-01T12:00:00-05:00',
      config: { wompi: config, publicUrl: 'https://pedidos.horno.co' },
    });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
    await giveCoupon(t0.app.db, 'cliente@horno.co', 'REPORTE15');
    productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.posibles_adiciones.length > 0,
    )!;
    drink = productos.find((p) => p.precios_por_medida.length === 0 && p.precio !== null)!;
    const halves = productos.filter((p) => p.precios_por_medida.some((m) => m.admite_mitades));
    medidaMitades = halves[0]!.precios_por_medida.find((m) => m.admite_mitades)!.medida.id;
    const both = halves.filter((p) =>
      p.precios_por_medida.some((m) => m.admite_mitades && m.medida.id === medidaMitades),
    );
    flavours = [both[0]!, both[1]!];
    const specials = await ok<ProductoEspecial[]>(
      'GET',
      `/api/productos-especiales/?sede=${CHAPINERO}`,
      {},
    );
    especial = specials.find((s) => s.secciones.every((x) => x.opciones.some((o) => o.activo)))!;
    const configuraciones = Object.fromEntries(
      especial.secciones
        .filter((s) => s.minimo > 0)
        .map((s) => {
          const chosen = s.opciones.filter((o) => o.activo).slice(0, s.minimo);
          return [String(s.id), chosen.map((o) => o.id)];
        }),
    );

    // G: the week before, a guest who comes back in the period (a returning customer).
    at('2026-12-01T12:00:00-05:00');
    const g = await place(
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Ana Noche', numero: '3001112222' },
        productosPedidos: [pizzaLine(1)],
      },
    );
    // C: Monday 13:00, a registered customer with a 15 % coupon, paid by card reader.
    at('2026-12-07T13:00:00-05:00');
    const c = await place(customer, {
      sede: CHAPINERO,
      tipo_pedido: 'RECOGER',
      metodo_pago: 'DATAFONO',
      codigo_cupon: 'REPORTE15',
      productosPedidos: [pizzaLine(1), { producto: drink.id, cantidad: 2 }],
    });
    at('2026-12-07T13:02:00-05:00');
    await move(c.id, 'ACEPTADO');
    at('2026-12-07T13:20:00-05:00');
    await move(c.id, 'PREPARADO');
    // A: Monday 23:50 (Tuesday in UTC), staff's order for the same guest, cash with change.
    at('2026-12-07T23:50:00-05:00');
    const a = await place(cashier, {
      sede: CHAPINERO,
      tipo_pedido: 'RECOGER',
      creado_desde_admin: true,
      invitado: { nombre: 'Ana Noche', numero: '3001112222' },
      metodo_pago: 'EFECTIVO',
      paga_con: 500_000,
      productosPedidos: [pizzaLine(2, [pizza.posibles_adiciones[0]!.ingrediente.id])],
    });
    at('2026-12-08T00:05:00-05:00');
    await move(a.id, 'PREPARADO');
    at('2026-12-08T00:10:00-05:00');
    await move(a.id, 'ENTREGADO');
    // B: Tuesday 00:10, the holiday: a delivery of half and half, by staff, cash.
    const b = await place(cashier, {
      sede: CHAPINERO,
      tipo_pedido: 'DOMICILIO',
      creado_desde_admin: true,
      direccion: { direccion_entrega: 'Calle 63 # 9-20', instrucciones: '' },
      invitado: { nombre: 'Bruno Mitades', numero: '3002223333' },
      productosPedidos: [
        {
          producto: flavours[0].id,
          producto_mitad: flavours[1].id,
          medida: medidaMitades,
          cantidad: 3,
        },
      ],
    });
    at('2026-12-08T00:30:00-05:00');
    await move(b.id, 'PREPARADO');
    at('2026-12-08T00:35:00-05:00');
    await move(b.id, 'ENVIADO');
    at('2026-12-08T01:00:00-05:00');
    await move(b.id, 'ENTREGADO');
    // D: Tuesday noon, cancelled.
    at('2026-12-08T12:00:00-05:00');
    const d = await place(
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Diego Cancela', numero: '3004445555' },
        productosPedidos: [pizzaLine(1)],
      },
    );
    await move(d.id, 'CANCELADO');
    // H: Tuesday 12:30 at another branch.
    at('2026-12-08T12:30:00-05:00');
    const usaquen = await ok<Producto[]>('GET', `/api/productos/?sede=${USAQUEN}`, {});
    const otherPizza = usaquen.find((p) => p.precios_por_medida.length > 0)!;
    const h = await place(
      {},
      {
        sede: USAQUEN,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Hugo Usaquén', numero: '3006667777' },
        productosPedidos: [
          {
            producto: otherPizza.id,
            medida: otherPizza.precios_por_medida[0]!.medida.id,
            cantidad: 1,
          },
        ],
      },
    );
    // E: Tuesday 13:00, paid online (Wompi); and an online order left unpaid, which expires.
    at('2026-12-08T13:00:00-05:00');
    const e = await place(
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        metodo_pago: 'EN_LINEA',
        invitado: { nombre: 'Elena Pago', numero: '3005556666' },
        productosPedidos: [pizzaLine(1), { producto: drink.id, cantidad: 1 }],
      },
    );
    const started = await ok<StartedPayment>(
      'POST',
      `/api/pedidos/token/${e.token}/pago/`,
      {},
      undefined,
      201,
    );
    const q = new URL(started.url).searchParams;
    const tx = wompi.pay({
      reference: q.get('reference')!,
      amount_in_cents: Number(q.get('amount-in-cents')),
      currency: q.get('currency')!,
      status: 'APPROVED',
    });
    expect(
      (await call('POST', '/api/pagos/wompi/eventos/', {}, wompi.event(tx.id) as object))
        .statusCode,
    ).toBe(200);
    const x = await place(
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        metodo_pago: 'EN_LINEA',
        invitado: { nombre: 'Xavier Vence', numero: '3008889999' },
        productosPedidos: [pizzaLine(1)],
      },
    );
    // F: Tuesday 14:00, a special by staff, card reader.
    at('2026-12-08T14:00:00-05:00');
    const f = await place(cashier, {
      sede: CHAPINERO,
      tipo_pedido: 'RECOGER',
      creado_desde_admin: true,
      metodo_pago: 'DATAFONO',
      invitado: { nombre: 'Fabio Especial', numero: '3109998888' },
      productosPedidos: [{ producto_especial: especial.id, cantidad: 1, configuraciones }],
    });
    // The unpaid online order expires after its 15 minutes.
    at('2026-12-09T09:00:00-05:00');
    await t0.app.services.payments.expireDue();
    for (const [k, o] of Object.entries({ a, b, c, d, e, f, g, h, x }))
      orders[k] = await read(o.id);
    expect(orders['x']!.estado_pago).toBe('EXPIRADO');
    expect(orders['e']!.estado_pago).toBe('PAGADO');
  });
  afterAll(async () => {
    await t0?.close();
    await wompi?.close();
  });

  const sum = (keys: string[], field: keyof Order) =>
    keys.reduce((s, k) => s + (orders[k]![field] as number), 0);
  const SALES = ['a', 'b', 'c', 'e', 'f'];

  it('sums the cards to the peso, cancelled and expired apart, against the week before', async () => {
    const r = await report<SummaryReport>('resumen', `${PERIOD}&sede=${CHAPINERO}&comparar=semana`);
    const brutas = sum(SALES, 'subtotal_productos');
    const descuentos = sum(SALES, 'descuento_cupon');
    expect(descuentos).toBe(orders['c']!.descuento_cupon);
    expect(descuentos).toBeGreaterThan(0);
    expect(r.actual).toEqual({
      ventas_brutas: brutas,
      descuentos,
      domicilios: orders['b']!.costo_domicilio,
      ventas_netas: brutas - descuentos,
      total_cobrado: sum(SALES, 'total_pedido'),
      pedidos: 5,
      ticket_promedio: Math.round(sum(SALES, 'total_pedido') / 5),
      cancelados: 2,
      valor_cancelado: sum(['d', 'x'], 'total_pedido'),
      pago_en_linea: orders['e']!.total_pedido,
      efectivo: sum(['a', 'b'], 'total_pedido'),
      datafono: sum(['c', 'f'], 'total_pedido'),
    });
    expect(orders['b']!.costo_domicilio).toBeGreaterThanOrEqual(2000);
    expect(r.anterior).toMatchObject({
      pedidos: 1,
      ventas_brutas: orders['g']!.subtotal_productos,
      cancelados: 0,
    });
    expect(r.comparacion).toMatchObject({ desde: '2026-11-30', hasta: '2026-12-01' });
  });

  it('puts each order on its Bogotá day and hour, and marks the holiday', async () => {
    const net = (keys: string[]) => sum(keys, 'subtotal_productos') - sum(keys, 'descuento_cupon');
    const days = await report<SalesReport>('ventas', `${PERIOD}&sede=${CHAPINERO}`);
    expect(days.granularidad).toBe('dia');
    expect(days.series).toHaveLength(1);
    expect(days.series[0]!.puntos).toEqual([
      { x: '2026-12-07', ventas_netas: net(['a', 'c']), pedidos: 2, festivo: false },
      { x: '2026-12-08', ventas_netas: net(['b', 'e', 'f']), pedidos: 3, festivo: true },
    ]);
    const hours = await report<SalesReport>(
      'ventas',
      `desde=2026-12-08&hasta=2026-12-08&sede=${CHAPINERO}&comparar=periodo`,
    );
    expect(hours.granularidad).toBe('hora');
    const [today, before] = hours.series;
    expect(today!.puntos).toHaveLength(24);
    expect(today!.puntos.filter((p) => p.pedidos > 0).map((p) => [p.x, p.ventas_netas])).toEqual([
      ['0', net(['b'])],
      ['13', net(['e'])],
      ['14', net(['f'])],
    ]);
    expect(before!.puntos.filter((p) => p.pedidos > 0).map((p) => [p.x, p.ventas_netas])).toEqual([
      ['13', net(['c'])],
      ['23', net(['a'])],
    ]);
    // All branches: a line per branch.
    const all = await report<SalesReport>('ventas', PERIOD);
    const usaquen = all.series.find((s) => s.clave === `sede-${USAQUEN}`)!;
    expect(usaquen.puntos[1]).toMatchObject({ pedidos: 1, ventas_netas: net(['h']) });
  });

  it('splits by order type and channel', async () => {
    const r = await report<ChannelsReport>('canales', `${PERIOD}&sede=${CHAPINERO}`);
    const net = (keys: string[]) => sum(keys, 'subtotal_productos') - sum(keys, 'descuento_cupon');
    expect(r.tipos.map((x) => [x.clave, x.pedidos, x.ventas_netas])).toEqual([
      ['DOMICILIO', 1, net(['b'])],
      ['RECOGER', 4, net(['a', 'c', 'e', 'f'])],
      ['MESA', 0, 0],
    ]);
    expect(r.canales.map((x) => [x.clave, x.pedidos, x.ventas_netas])).toEqual([
      ['WEB', 2, net(['c', 'e'])],
      ['PERSONAL', 3, net(['a', 'b', 'f'])],
    ]);
  });

  it('counts products, specials, halves per flavour and additions to the peso', async () => {
    const r = await report<ProductsReport>('productos', `${PERIOD}&sede=${CHAPINERO}`);
    const expected = new Map<string, { cantidad: number; ventas: number }>();
    const add = (key: string, cantidad: number, ventas: number) => {
      const row = expected.get(key) ?? { cantidad: 0, ventas: 0 };
      expected.set(key, { cantidad: row.cantidad + cantidad, ventas: row.ventas + ventas });
    };
    for (const k of SALES) {
      for (const l of orders[k]!.productos_pedidos) {
        if (l.producto_especial) add(`ESPECIAL-${l.producto_especial.id}`, l.cantidad, l.subtotal);
        else if (l.producto_mitad) {
          add(`MITAD-${l.producto!.id}`, l.cantidad, l.subtotal - Math.floor(l.subtotal / 2));
          add(`MITAD-${l.producto_mitad.id}`, l.cantidad, Math.floor(l.subtotal / 2));
        } else add(`PRODUCTO-${l.producto!.id}`, l.cantidad, l.subtotal);
      }
    }
    expect(expected.has(`MITAD-${flavours[0].id}`)).toBe(true);
    expect(expected.get(`MITAD-${flavours[1].id}`)!.cantidad).toBe(3);
    expect(expected.has(`ESPECIAL-${especial.id}`)).toBe(true);
    expect(
      Object.fromEntries(
        r.productos.map((p) => [p.clave, { cantidad: p.cantidad, ventas: p.ventas }]),
      ),
    ).toEqual(Object.fromEntries(expected));
    expect(r.total_ventas).toBe(sum(SALES, 'subtotal_productos'));
    const shares = r.productos.reduce((s, p) => s + p.participacion, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.5);
    expect(r.mas_vendidos[0]).toBe(r.productos[0]!.clave);
    // Pizza A's addition: one per pizza, two pizzas.
    const adicion = orders['a']!.productos_pedidos[0]!.adiciones[0]!;
    expect(r.adiciones).toEqual([
      {
        id: adicion.ingrediente.id,
        nombre: adicion.ingrediente.nombre,
        cantidad: 2,
        ventas: adicion.precio_adicion * 2,
      },
    ]);
  });

  it('maps orders to weekday and hour in Bogotá', async () => {
    const r = await report<HoursReport>('horas', `${PERIOD}&sede=${CHAPINERO}`);
    const cells = r.pedidos.flatMap((row, d) => row.flatMap((n, h) => (n > 0 ? [[d, h, n]] : [])));
    expect(cells).toEqual([
      [0, 13, 1],
      [0, 23, 1],
      [1, 0, 1],
      [1, 13, 1],
      [1, 14, 1],
    ]);
    expect(r.maximo).toBe(1);
  });

  it('gives medians and 90th percentiles from the state history, counting what is left out', async () => {
    const r = await report<TimesReport>('tiempos', `${PERIOD}&sede=${CHAPINERO}`);
    const row = (tramo: string) => r.filas.find((f) => f.tramo === tramo)!;
    // Accepted → prepared: A 15 min, B 20 min, C 18 min; E and F never prepared.
    expect(row('ACEPTADO_PREPARADO')).toMatchObject({
      mediana: 1080,
      p90: 1176,
      pedidos: 3,
      sin_datos: 2,
    });
    // Deliveries only: B left 5 min after it was ready, arrived 25 min later.
    expect(row('PREPARADO_ENVIADO')).toMatchObject({
      mediana: 300,
      p90: 300,
      pedidos: 1,
      sin_datos: 0,
    });
    expect(row('ENVIADO_ENTREGADO')).toMatchObject({ mediana: 1500, pedidos: 1, sin_datos: 0 });
    // Accepted → delivered: A 20 min, B 50 min.
    expect(row('TOTAL')).toMatchObject({ mediana: 2100, p90: 2820, pedidos: 2, sin_datos: 3 });
  });

  it('tells new from returning customers, the top ones and coupon use', async () => {
    const r = await report<CustomersReport>('clientes', `${PERIOD}&sede=${CHAPINERO}`);
    expect(r.actual).toEqual({
      clientes: 5,
      nuevos: 4,
      recurrentes: 1,
      pedidos_sin_cliente: 0,
      pedidos_con_cupon: 1,
      descuento_cupones: orders['c']!.descuento_cupon,
    });
    expect(r.cupones).toEqual([
      { origen: 'BIENVENIDA', pedidos: 1, descuento: orders['c']!.descuento_cupon },
    ]);
    const ana = r.top.find((c) => c.telefono === '3001112222')!;
    expect(ana).toMatchObject({ nombre: 'Ana Noche', registrado: false, pedidos: 1 });
    expect(ana.total).toBe(orders['a']!.total_pedido);
    expect(r.top.find((c) => c.registrado)!.total).toBe(orders['c']!.total_pedido);
  });

  it('exports each section as CSV and XLSX with the same numbers', async () => {
    const r = await report<ProductsReport>('productos', `${PERIOD}&sede=${CHAPINERO}`);
    const csv = await call(
      'GET',
      `/api/reportes/productos/exportar/?${PERIOD}&sede=${CHAPINERO}&formato=csv`,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.rawPayload, { bom: true, relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['Productos']);
    expect(rows[1]!.slice(0, 6)).toEqual([
      'Producto',
      'Tipo',
      'Categoría',
      'Cantidad',
      'Ventas',
      'Participación %',
    ]);
    const body = rows.slice(2, 2 + r.productos.length);
    expect(body.map((x) => [x[0], Number(x[3]), Number(x[4])])).toEqual(
      r.productos.map((p) => [p.nombre, p.cantidad, p.ventas]),
    );
    const xlsx = await call(
      'GET',
      `/api/reportes/resumen/exportar/?${PERIOD}&sede=${CHAPINERO}&formato=xlsx`,
      admin,
    );
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Resumen')!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Ventas brutas',
      sum(SALES, 'subtotal_productos'),
    ]);
  });

  it('refuses bad input with the fields in Spanish', async () => {
    const bad = async (query: string, field: string, message: string) => {
      const res = await call('GET', `/api/reportes/resumen/?${query}`, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field]).toContain(message);
    };
    await bad(
      'desde=2026-12-08&hasta=2026-12-07',
      'hasta',
      'La fecha final no puede ser anterior a la inicial',
    );
    await bad(
      'desde=2026-02-30&hasta=2026-03-01',
      'desde',
      'Escribe una fecha válida (AAAA-MM-DD)',
    );
    await bad(
      'desde=2020-01-01&hasta=2026-01-01',
      'hasta',
      'El periodo no puede pasar de 732 días',
    );
    await bad(
      `${PERIOD}&sede=${CHAPINERO}&comparar=sede`,
      'comparar_sede',
      'Elige la sede con la que comparar',
    );
    await bad(`${PERIOD}&comparar=ayer`, 'comparar', 'Elige con qué comparar de la lista');
    const unknown = await call('GET', `/api/reportes/resumen/?${PERIOD}&sede=9999`, admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('compares with another branch', async () => {
    const r = await report<SummaryReport>(
      'resumen',
      `${PERIOD}&sede=${CHAPINERO}&comparar=sede&comparar_sede=${USAQUEN}`,
    );
    expect(r.anterior).toMatchObject({
      pedidos: 1,
      ventas_brutas: orders['h']!.subtotal_productos,
    });
    expect(r.comparacion!.sedes.map((s) => s.id)).toEqual([USAQUEN]);
  });

  it("shows a manager only their branches: another branch is refused, 'all' is theirs", async () => {
    const manager = await staffWith(
      jsonClient(() => t0.app),
      admin,
      ['consultar_reportes'],
      'gerente.chapinero@horno.co',
    );
    const refused = await call('GET', `/api/reportes/resumen/?${PERIOD}&sede=${USAQUEN}`, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'No tienes acceso a esta sede.' });
    const versus = await call(
      'GET',
      `/api/reportes/resumen/?${PERIOD}&sede=${CHAPINERO}&comparar=sede&comparar_sede=${USAQUEN}`,
      manager,
    );
    expect(versus.statusCode).toBe(403);
    const mine = await report<SummaryReport>('resumen', PERIOD, manager);
    expect(mine.periodo.sedes.map((s) => s.id)).toEqual([CHAPINERO]);
    expect(mine.actual.pedidos).toBe(5);
    const exported = await call(
      'GET',
      `/api/reportes/productos/exportar/?${PERIOD}&sede=${USAQUEN}`,
      manager,
    );
    expect(exported.statusCode).toBe(403);
    // A cashier holds no report permission.
    expect((await call('GET', `/api/reportes/resumen/?${PERIOD}`, cashier)).statusCode).toBe(403);
  });
});
