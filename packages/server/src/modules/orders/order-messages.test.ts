import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { Producto } from '@horno/domain/catalog';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../../config';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const SEDE = 1; // Horno Chapinero.
const SECRET = 'un-secreto-de-prueba-de-32-caracteres!';
const SITE = 'https://pedidos.horno.co';

describe(`WhatsApp messages as the order moves (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let productos: Producto[];
  const { ok, call, login } = jsonClient(() => t0.app);

  const order = (numero: string, extra: Record<string, unknown> = {}, headers: Headers = {}) =>
    ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      headers,
      {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        invitado: { nombre: 'Laura Gómez Ruiz', numero },
        productosPedidos: [
          { producto: sized().id, medida: sized().precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
        ...extra,
      },
      201,
    );
  const sized = () => productos.find((p) => p.precios_por_medida.length > 0)!;
  /** A pick-up order taken by the staff on the phone: it starts accepted. */
  const staffOrder = (nombre: string, numero: string) =>
    order(numero, { creado_desde_admin: true, invitado: { nombre, numero } }, admin);
  const move = async (id: number, estado: string) => {
    await ok<Order>('POST', `/api/pedidos/${id}/cambiar_estado/`, admin, { estado });
    await t0.app.services.notifier.settled();
  };
  /** What the outbox holds for a number, oldest first. */
  const sentTo = async (numero: string) =>
    t0.app.db
      .select({ plantilla: t.mensajesSalientes.plantilla, cuerpo: t.mensajesSalientes.cuerpo })
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, `57${numero}`))
      .orderBy(asc(t.mensajesSalientes.id));

  beforeAll(async () => {
    t0 = await buildTestApp({ config: { orderLinkSecret: SECRET, publicUrl: SITE } });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    productos = await ok('GET', `/api/productos/?sede=${SEDE}`, {});
  });
  afterAll(() => t0.close());

  it('tells a pick-up customer it was accepted and is ready, linking to the order', async () => {
    const created = await order('3151110001');
    await t0.app.services.notifier.settled();
    // A new order sends nothing until the branch takes it.
    expect(await sentTo('3151110001')).toEqual([]);
    await move(created.id, 'ACEPTADO');
    await move(created.id, 'EN_PROCESO');
    await move(created.id, 'PREPARADO');
    const link = `${SITE}/buscar-estado-pedido/${created.token}`;
    const number = String(created.id).padStart(5, '0');
    expect(await sentTo('3151110001')).toEqual([
      {
        plantilla: 'pedido_aceptado',
        cuerpo: `Hola Laura, Horno Chapinero aceptó tu pedido #${number}. Síguelo aquí: ${link}`,
      },
      {
        plantilla: 'pedido_listo',
        cuerpo: `Hola Laura, tu pedido #${number} está listo para recoger en Horno Chapinero. Detalles: ${link}`,
      },
    ]);
    // The link opens the order.
    expect((await ok<Order>('GET', `/api/pedidos/token/${created.token}/`, {})).id).toBe(
      created.id,
    );
  });

  it('sends nothing twice when the staff undo a state and set it again', async () => {
    const created = await order('3151110002');
    await move(created.id, 'ACEPTADO');
    await move(created.id, 'PREPARADO');
    await move(created.id, 'EN_PROCESO');
    await move(created.id, 'PREPARADO');
    await move(created.id, 'ACEPTADO');
    expect((await sentTo('3151110002')).map((m) => m.plantilla)).toEqual([
      'pedido_aceptado',
      'pedido_listo',
    ]);
  });

  it("tells a delivery's customer it left; a cancelled order says so", async () => {
    const delivery = await order('3151110003', {
      tipo_pedido: 'DOMICILIO',
      direccion: { direccion_entrega: 'Calle 70 # 11-20' },
    });
    await move(delivery.id, 'ACEPTADO');
    await move(delivery.id, 'PREPARADO');
    await move(delivery.id, 'ENVIADO');
    await move(delivery.id, 'ENTREGADO');
    expect((await sentTo('3151110003')).map((m) => m.plantilla)).toEqual([
      'pedido_aceptado',
      'pedido_enviado',
    ]);
    const cancelled = await order('3151110004');
    await move(cancelled.id, 'CANCELADO');
    const [message] = await sentTo('3151110004');
    expect(message?.plantilla).toBe('pedido_cancelado');
    expect(message?.cuerpo).toMatch(/^Hola Laura, Horno Chapinero canceló tu pedido #\d{5}\./);
  });

  it("'No quiero recibir mensajes' stops them, with only the order's token", async () => {
    const created = await order('3151110005');
    await move(created.id, 'ACEPTADO');
    const stopped = await ok<Order>(
      'POST',
      `/api/pedidos/token/${created.token}/sin-mensajes/`,
      {},
    );
    expect(stopped.sin_mensajes).toBe(true);
    await move(created.id, 'PREPARADO');
    await move(created.id, 'CANCELADO');
    expect((await sentTo('3151110005')).map((m) => m.plantilla)).toEqual(['pedido_aceptado']);
    const unknown = await call('POST', '/api/pedidos/token/no-es-un-token-valido/sin-mensajes/');
    expect(unknown.statusCode).toBe(404);
  });

  it("writes to a registered customer's own phone number", async () => {
    // Camila, the demo customer, with the mobile number of her account (3001112233).
    const customer = await login('cliente@horno.co', 'HornoCliente2026');
    const created = await order('', { invitado: undefined }, customer);
    await move(created.id, 'ACEPTADO');
    const number = String(created.id).padStart(5, '0');
    expect(await sentTo('3001112233')).toEqual([
      {
        plantilla: 'pedido_aceptado',
        cuerpo: `Hola Camila, Horno Chapinero aceptó tu pedido #${number}. Síguelo aquí: ${SITE}/buscar-estado-pedido/${created.token}`,
      },
    ]);
  });

  it('writes to a staff phone order at once, and never to a table or a landline', async () => {
    const phone = await staffOrder('Andrés', '3151110006');
    expect(phone.estado).toBe('ACEPTADO');
    await t0.app.services.notifier.settled();
    expect((await sentTo('3151110006')).map((m) => m.plantilla)).toEqual(['pedido_aceptado']);

    const landline = await staffOrder('Oficina', '6015550101');
    await move(landline.id, 'PREPARADO');
    expect(await sentTo('6015550101')).toEqual([]);
  });
});

describe(`message links without ORDER_LINK_SECRET (${testEngine})`, () => {
  it('are warned of at startup when WhatsApp is configured', () => {
    const whatsapp = {
      PUBLIC_URL: SITE,
      WHATSAPP_ACCESS_TOKEN: 'EAAB-prueba',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    };
    expect(configWarnings(loadConfig(whatsapp))).toEqual([
      `WhatsApp is configured but ORDER_LINK_SECRET is not: order messages link to ${SITE}, not to each order's tracking page. Set ORDER_LINK_SECRET (32+ characters, the same on every instance).`,
    ]);
    expect(configWarnings(loadConfig({ ...whatsapp, ORDER_LINK_SECRET: SECRET }))).toEqual([]);
    // Without WhatsApp the messages only reach the outbox: nothing to warn of.
    expect(configWarnings(loadConfig({ PUBLIC_URL: SITE }))).toEqual([]);
  });

  it('link to the site, since no token can be opened', async () => {
    const t1 = await buildTestApp({ config: { publicUrl: SITE } });
    try {
      const { ok, login } = jsonClient(() => t1.app);
      const admin = await login('admin@horno.co', 'HornoAdmin2026');
      const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${SEDE}`, {});
      const sized = productos.find((p) => p.precios_por_medida.length > 0)!;
      const created = await ok<CreatedOrder>(
        'POST',
        '/api/pedidos/',
        {},
        {
          tipo_pedido: 'RECOGER',
          sede: SEDE,
          invitado: { nombre: 'Laura', numero: '3151110007' },
          productosPedidos: [
            { producto: sized.id, medida: sized.precios_por_medida[0]!.medida.id, cantidad: 1 },
          ],
        },
        201,
      );
      await ok('POST', `/api/pedidos/${created.id}/cambiar_estado/`, admin, {
        estado: 'ACEPTADO',
      });
      await t1.app.services.notifier.settled();
      const [row] = await t1.app.db
        .select({ cuerpo: t.mensajesSalientes.cuerpo })
        .from(t.mensajesSalientes)
        .where(eq(t.mensajesSalientes.destino, '573151110007'));
      expect(row?.cuerpo).toMatch(new RegExp(`Síguelo aquí: ${SITE}$`));
      expect(row?.cuerpo).not.toContain(created.token);
    } finally {
      await t1.close();
    }
  });
});
