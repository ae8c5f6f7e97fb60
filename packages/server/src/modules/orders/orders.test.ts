import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { ADDRESS_UNREADABLE } from '@horno/domain/colombian-address';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { regularUnitPrice, specialUnitPrice } from '@horno/domain/pricing';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const SEDE = 1; // Horno Chapinero, Calle 63 # 9-45.
const NEAR = 'Calle 70 # 11-20';

describe(`orders API (${testEngine})`, () => {
  let t0: TestApp;
  let productos: Producto[];
  let especiales: ProductoEspecial[];
  let customerToken: string;

  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const place = async (text: string) => {
    const res = await inject({
      url: `/api/directions/?sede_id=${SEDE}&input_text=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ place_id: string; direccion: string; out_of_coverage: boolean }[]>()[0]!;
  };
  const guestOrder = (overrides: Record<string, unknown> = {}) => ({
    tipo_pedido: 'RECOGER',
    sede: SEDE,
    invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
    productosPedidos: [{ producto: pizza().id, medida: mediana(pizza()), cantidad: 2 }],
    ...overrides,
  });
  const pizza = () =>
    productos.find((p) => p.precios_por_medida.length === 5 && p.posibles_adiciones.length > 0)!;
  const mediana = (p: Producto) =>
    p.precios_por_medida.find((m) => m.medida.value === 'MEDIANA')!.medida.id;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/pedidos/', payload: payload as object, headers });
  /** The answer to a create is, byte for byte, the order as it reads back, plus its token. */
  const expectAnswerAsStored = async (created: { statusCode: number; body: string }) => {
    expect(created.statusCode, created.body).toBe(201);
    const { token, ...order } = JSON.parse(created.body) as CreatedOrder;
    const read = await inject({ url: `/api/pedidos/token/${token}/` });
    expect(read.statusCode).toBe(200);
    expect(order).toEqual(read.json());
    expect(JSON.stringify(order)).toBe(read.body);
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    productos = (await inject({ url: `/api/productos/?sede=${SEDE}` })).json();
    especiales = (await inject({ url: `/api/productos-especiales/?sede=${SEDE}` })).json();
    const login = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'cliente@horno.co', password: 'HornoCliente2026' },
    });
    customerToken = login.json().token;
  });
  afterAll(() => t0.close());

  it('creates a guest pick-up order priced by the server, with a tracking token', async () => {
    const p = pizza();
    const adicion = p.posibles_adiciones[0]!;
    const res = await post(
      guestOrder({
        productosPedidos: [
          {
            producto: p.id,
            medida: mediana(p),
            cantidad: 2,
            adiciones: [{ ingrediente: adicion.ingrediente.id, precio_adicion: 1 }],
            precio_unitario_aplicado: 10,
            observaciones: 'Bien dorada',
          },
        ],
        costo_domicilio: 0,
        estadoPedido: 'ENTREGADO',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CreatedOrder>();
    const unit = regularUnitPrice({
      producto: p,
      medidaId: mediana(p),
      adiciones: [adicion.ingrediente.id],
    });
    expect(order.productos_pedidos[0]).toMatchObject({
      precio_unitario_aplicado: unit,
      cantidad: 2,
      subtotal: unit * 2,
      observaciones: 'Bien dorada',
      adiciones: [
        { ingrediente: { id: adicion.ingrediente.id }, precio_adicion: adicion.precio_adicion },
      ],
    });
    expect(order).toMatchObject({
      estado: 'PENDIENTE',
      tipo_pedido: 'RECOGER',
      costo_domicilio: 0,
      total_pedido: unit * 2,
      invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
      usuario: null,
    });
    expect(order.token.length).toBeGreaterThanOrEqual(32);
    expect(order.historial).toEqual([expect.objectContaining({ estado: 'PENDIENTE' })]);

    const byToken = await inject({ url: `/api/pedidos/token/${order.token}/` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json<Order>().id).toBe(order.id);
    const bad = await inject({ url: '/api/pedidos/token/no-es-un-token-valido/' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: 'Token del pedido inválido o expirado.' });
  });

  it('prices a delivery from the address, and refuses one outside the area', async () => {
    const near = await place(NEAR);
    expect(near.out_of_coverage).toBe(false);
    const quote = (
      await inject({ url: `/api/calculate-distance/?sede_id=${SEDE}&lat=4.6559&lon=-74.0586` })
    ).json();
    expect(quote.duration).toMatch(/\d+ mins/);
    const res = await post(
      guestOrder({
        tipo_pedido: 'DOMICILIO',
        direccion: {
          direccion_entrega: near.direccion,
          instrucciones: 'Apto 301',
          place_id: near.place_id,
        },
        costo_domicilio: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CreatedOrder>();
    expect(order.costo_domicilio).toBeGreaterThanOrEqual(2000);
    expect(order.total_pedido).toBe(order.subtotal_productos + order.costo_domicilio);
    expect(order.direccion).toEqual({
      direccion_entrega: near.direccion,
      instrucciones: 'Apto 301',
    });

    const far = await place('Calle 170 # 7-10');
    expect(far.out_of_coverage).toBe(true);
    const refused = await post(
      guestOrder({
        tipo_pedido: 'DOMICILIO',
        direccion: { direccion_entrega: far.direccion, place_id: far.place_id },
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      'Esta dirección se encuentra fuera de nuestra área de entrega para la sede seleccionada.',
    );
    const unreadable = await post(
      guestOrder({ tipo_pedido: 'DOMICILIO', direccion: { direccion_entrega: 'la casa azul' } }),
    );
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error).toBe(ADDRESS_UNREADABLE);
    const missing = await post(guestOrder({ tipo_pedido: 'DOMICILIO' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('direccion');
  });

  it('prices a special product with its sections', async () => {
    const combo = especiales.find((e) => e.secciones.some((s) => s.seleccionar_mayor_valor))!;
    const configuraciones: Record<string, number[]> = {};
    for (const s of combo.secciones) {
      const count = Math.max(s.minimo, Math.min(s.maximo === 0 ? 2 : s.maximo, 2));
      configuraciones[String(s.id)] = s.opciones.slice(0, count).map((o) => o.id);
    }
    const res = await post(
      guestOrder({
        productosPedidos: [{ producto_especial: combo.id, cantidad: 1, configuraciones }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CreatedOrder>().total_pedido).toBe(
      specialUnitPrice({ especial: combo, configuraciones }),
    );
  });

  it('answers a new order exactly as it reads back, whatever it holds', async () => {
    const halves = productos.filter((p) =>
      p.precios_por_medida.some((m) => m.medida.value === 'GRANDE' && m.admite_mitades),
    );
    const grande = halves[0]!.precios_por_medida.find((m) => m.medida.value === 'GRANDE')!;
    const bebida = productos.find((p) => p.precios_por_medida.length === 0)!;
    const combo = especiales.find((e) => e.secciones.length > 1)!;
    const configuraciones: Record<string, number[]> = {};
    for (const s of combo.secciones) {
      configuraciones[String(s.id)] = s.opciones
        .slice(0, Math.max(1, Math.min(s.maximo || 2, 2)))
        .map((o) => o.id);
    }
    const p = pizza();
    const productosPedidos = [
      {
        producto: p.id,
        medida: mediana(p),
        cantidad: 2,
        adiciones: p.posibles_adiciones.slice(0, 3).map((a) => ({ ingrediente: a.ingrediente.id })),
        observaciones: '  Sin cebolla  ',
      },
      {
        producto: halves[0]!.id,
        producto_mitad: halves[1]!.id,
        medida: grande.medida.id,
        cantidad: 1,
      },
      { producto_especial: combo.id, cantidad: 1, configuraciones },
      { producto: bebida.id, cantidad: 3 },
      { producto: p.id, medida: mediana(p), cantidad: 2 },
    ];
    await expectAnswerAsStored(await post(guestOrder({ productosPedidos })));

    const near = await place(NEAR);
    const delivery = {
      tipo_pedido: 'DOMICILIO',
      direccion: {
        direccion_entrega: near.direccion,
        instrucciones: 'Timbre 2',
        place_id: near.place_id,
      },
    };
    await expectAnswerAsStored(await post(guestOrder(delivery)));
    const customer = { authorization: `Token ${customerToken}` };
    await expectAnswerAsStored(await post({ ...delivery, sede: SEDE, productosPedidos }, customer));
    // A registered customer who also names a guest: the order is theirs, with no guest.
    await expectAnswerAsStored(
      await post(guestOrder({ productosPedidos: productosPedidos.slice(3) }), customer),
    );

    const cashier = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'cajero@horno.co', password: 'HornoCajero2026' },
    });
    const staff = { authorization: `Token ${cashier.json().token}` };
    const [mesa] = (
      await inject({ url: `/api/locations/mesas/?sede_id=${SEDE}`, headers: staff })
    ).json<{ id: number }[]>();
    await expectAnswerAsStored(
      await post(
        {
          tipo_pedido: 'MESA',
          sede: SEDE,
          mesaId: mesa!.id,
          creado_desde_admin: true,
          productosPedidos,
        },
        staff,
      ),
    );
    await expectAnswerAsStored(
      await post(
        guestOrder({
          ...delivery,
          invitado: { nombre: 'Mostrador', numero: '3104445566' },
          creado_desde_admin: true,
        }),
        staff,
      ),
    );
  });

  it('refuses a product the branch does not sell, and a closed branch', async () => {
    const all: Producto[] = (await inject({ url: '/api/productos/?solo_activos=true' })).json();
    const galerias: Producto[] = (await inject({ url: '/api/productos/?sede=3' })).json();
    const notSold = all.find((p) => !galerias.some((g) => g.id === p.id))!;
    const res = await post(
      guestOrder({
        sede: 3,
        productosPedidos: [
          { producto: notSold.id, cantidad: 1, medida: notSold.precios_por_medida[0]?.medida.id },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toContain(notSold.nombre);

    t0.clock.set('2026-11-25T05:00:00-05:00');
    try {
      const closed = await post(guestOrder());
      expect(closed.statusCode).toBe(422);
      expect(closed.json()).toEqual({ error: 'La sede seleccionada está cerrada en este momento' });
    } finally {
      t0.clock.set('2026-11-25T12:00:00-05:00');
    }
  });

  it('lets only the owner (or staff of the branch) read an order by id', async () => {
    const mine = await post(
      { tipo_pedido: 'RECOGER', sede: SEDE, productosPedidos: guestOrder().productosPedidos },
      { authorization: `Token ${customerToken}` },
    );
    expect(mine.statusCode, mine.body).toBe(201);
    const id = mine.json().id;
    expect(mine.json().usuario.first_name).toBeTruthy();
    const own = await inject({
      url: `/api/pedidos/${id}/`,
      headers: { authorization: `Token ${customerToken}` },
    });
    expect(own.statusCode).toBe(200);

    const other = await inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Otro',
        last_name: 'Cliente',
        email: 'otro@example.com',
        numero: '3009990000',
        password: 'OtraClave2026',
      },
    });
    const foreign = await inject({
      url: `/api/pedidos/${id}/`,
      headers: { authorization: `Token ${other.json().token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await inject({ url: `/api/pedidos/${id}/` });
    expect(anonymous.statusCode).toBe(401);

    const cashier = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'cajero@horno.co', password: 'HornoCajero2026' },
    });
    const staff = await inject({
      url: `/api/pedidos/${id}/`,
      headers: { authorization: `Token ${cashier.json().token}` },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('applies a coupon once: of two concurrent orders only one wins', async () => {
    const user = await inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: 'ana.cupon@example.com',
        numero: '3001230000',
        password: 'ClaveSegura2026',
      },
    });
    const token = user.json().token;
    await inject({
      method: 'POST',
      url: '/api/users/send-verification-code',
      payload: { email: 'ana.cupon@example.com' },
    });
    const [message] = await t0.app.db
      .select()
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, '573001230000'));
    const codigo = (message!.parametros as string[])[0]!;
    const verified = await inject({
      method: 'POST',
      url: '/api/users/verify-phone-code',
      payload: { email: 'ana.cupon@example.com', codigo },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const [cupon] = (
      await inject({ url: '/api/cupones/usuario/', headers: { authorization: `Token ${token}` } })
    ).json();

    const payload = {
      tipo_pedido: 'RECOGER',
      sede: SEDE,
      productosPedidos: guestOrder().productosPedidos,
      codigo_cupon: cupon.codigo,
    };
    const auth = { authorization: `Token ${token}` };
    const [a, b] = await Promise.all([post(payload, auth), post(payload, auth)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    await expectAnswerAsStored(a.statusCode === 201 ? a : b);
    const won = (a.statusCode === 201 ? a : b).json<CreatedOrder>();
    expect(won.cupon_aplicado).toEqual({ codigo: cupon.codigo, porcentaje_descuento: 15 });
    expect(won.descuento_cupon).toBe(Math.round(won.subtotal_productos * 0.15));
    expect(won.total_pedido).toBe(won.subtotal_productos - won.descuento_cupon);
    const lost = (a.statusCode === 409 ? a : b).json();
    expect(lost.error).toBe('Este código ya fue usado');
    expect(won.promociones).toEqual([
      {
        id: expect.any(Number),
        nombre: 'Cupón de bienvenida',
        tipo: 'PORCENTAJE',
        codigo: cupon.codigo,
        descuento: won.descuento_cupon,
      },
    ]);

    const foreign = await post(payload, { authorization: `Token ${customerToken}` });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      error: 'Este código no es válido para tu cuenta',
      fields: { codigo_cupon: ['Este código no es válido para tu cuenta'] },
    });
  });

  it('answers validation errors in Spanish with the failing fields', async () => {
    const res = await post({ tipo_pedido: 'VOLANDO', sede: SEDE, productosPedidos: [] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['productosPedidos', 'tipo_pedido']),
    );
    const noGuest = await post({
      tipo_pedido: 'RECOGER',
      sede: SEDE,
      productosPedidos: guestOrder().productosPedidos,
    });
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().error).toBe(
      'Por favor completa todos los campos requeridos antes de finalizar el pedido.',
    );
    const badPhone = await post(guestOrder({ invitado: { nombre: 'X', numero: '123' } }));
    expect(badPhone.json().fields['invitado.numero']).toEqual([
      'Ingrese un número de teléfono válido (10 dígitos)',
    ]);
  });

  describe('how the order is paid', () => {
    const count = async () => (await t0.app.db.select({ id: t.pedidos.id }).from(t.pedidos)).length;

    it('keeps cash with what the customer pays with, and the change, wherever the order is read', async () => {
      const created = await post(guestOrder({ metodo_pago: 'EFECTIVO', paga_con: 100_000 }));
      await expectAnswerAsStored(created);
      const order = created.json<CreatedOrder>();
      expect(order.total_pedido).toBeLessThan(100_000);
      expect(order).toMatchObject({
        metodo_pago: 'EFECTIVO',
        paga_con: 100_000,
        cambio: 100_000 - order.total_pedido,
      });
      const login = await inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
      });
      const board = await inject({
        url: `/api/pedidos/${order.id}/`,
        headers: { authorization: `Token ${login.json().token}` },
      });
      expect(board.statusCode, board.body).toBe(200);
      expect(board.json<Order>()).toMatchObject({ paga_con: 100_000, cambio: order.cambio });
    });

    it('takes cash for the exact total when nothing is said, and a card reader at the door', async () => {
      const plain = (await post(guestOrder())).json<CreatedOrder>();
      expect(plain).toMatchObject({ metodo_pago: 'EFECTIVO', paga_con: null, cambio: null });
      const exact = (await post(guestOrder({ paga_con: null }))).json<CreatedOrder>();
      expect(exact.paga_con).toBeNull();
      // Paying with exactly the total: nothing to bring, the same null (decision 015).
      const even = await post(guestOrder({ paga_con: plain.total_pedido }));
      await expectAnswerAsStored(even);
      expect(even.json()).toMatchObject({ paga_con: plain.total_pedido, cambio: null });
      const card = await post(guestOrder({ metodo_pago: 'DATAFONO' }));
      await expectAnswerAsStored(card);
      expect(card.json()).toMatchObject({ metodo_pago: 'DATAFONO', paga_con: null, cambio: null });
    });

    it('refuses, changing nothing, an amount below the total, an amount with a card, and an unknown method', async () => {
      const before = await count();
      const total = (await post(guestOrder())).json<CreatedOrder>().total_pedido;
      const short = await post(guestOrder({ paga_con: total - 100 }));
      expect(short.statusCode).toBe(400);
      const message = short.json().error as string;
      expect(message).toMatch(/^Debe ser al menos el total del pedido \(\$\s?[\d.]+\)$/);
      expect(short.json().fields).toEqual({ paga_con: [message] });
      const withCard = await post(guestOrder({ metodo_pago: 'DATAFONO', paga_con: 100_000 }));
      expect(withCard.statusCode).toBe(400);
      expect(withCard.json().fields.paga_con).toEqual([
        'Solo se indica con cuánto pagas cuando pagas en efectivo',
      ]);
      const unknown = await post(guestOrder({ metodo_pago: 'BITCOIN' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields.metodo_pago).toEqual(['Elige una forma de pago válida']);
      for (const paga_con of [12.5, -5, 20_000_000, '50000']) {
        const res = await post(guestOrder({ paga_con }));
        expect(res.statusCode, String(paga_con)).toBe(400);
        expect(res.json().fields.paga_con, String(paga_con)).toHaveLength(1);
      }
      // Only the one order placed to learn the total was stored.
      expect(await count()).toBe(before + 1);
    });
  });
});
