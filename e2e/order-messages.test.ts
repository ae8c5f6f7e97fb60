// WhatsApp messages as the order moves (issue 14): the board's change writes one message, with
// the tracking link, to the outbox; the customer can say 'No quiero recibir mensajes'.
import type { CreatedOrder } from '@horno/domain/orders';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Producto } from '@horno/domain/catalog';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  newPage,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { outboxMessages } from './support/outbox';
import { E2E_NOW } from './support/server';
import { toast } from './support/toasts';

const PHONE = '3017778899';
const messagesTo = (phone: string) => outboxMessages().filter((m) => m.to === `57${phone}`);

describe('WhatsApp messages as the order moves', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('moving a delivery to Enviado writes one message with the tracking link; opting out stops the rest', async () => {
    const base = `http://127.0.0.1:${thisWorkerServer().port}`;
    const productos = await apiGet<Producto[]>('/api/productos/?sede=1');
    const sized = productos.find((p) => p.precios_por_medida.length > 0)!;
    const res = await fetch(`${base}/api/pedidos/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tipo_pedido: 'DOMICILIO',
        sede: 1,
        direccion: { direccion_entrega: 'Calle 70 # 11-20' },
        invitado: { nombre: 'Mateo Mensajes', numero: PHONE },
        productosPedidos: [
          { producto: sized.id, medida: sized.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as CreatedOrder;
    const number = formatOrderNumber(order.id);
    const link = `http://localhost:${thisWorkerServer().port}/buscar-estado-pedido/${order.token}`;

    const cashier = await newPage(browser, { width: 1366, height: 900 });
    await cashier.clock.setFixedTime(new Date(E2E_NOW));
    await staffLogin(cashier, ADMIN);
    await cashier.waitForURL(/\/seleccionar-sede$/);
    await cashier.getByRole('button', { name: /Horno Chapinero/ }).click();
    await cashier.waitForURL(/\/pedidos\/gestionar$/);
    const moveTo = async (label: string) => {
      await cashier.getByRole('button', { name: `Acciones del pedido #${number}` }).click();
      await cashier.getByRole('menuitemradio', { name: label }).click();
      await toast(cashier, 'Estado del pedido actualizado correctamente').last().waitFor();
    };

    await moveTo('Enviado');
    await expect
      .poll(() => messagesTo(PHONE).filter((m) => m.body.includes('va en camino')).length)
      .toBe(1);
    const [sent] = messagesTo(PHONE).filter((m) => m.body.includes('va en camino'));
    expect(sent!.body).toBe(
      `Hola Mateo, tu pedido #${number} de Horno Chapinero va en camino. Síguelo aquí: ${link}`,
    );
    // Undone and done again: nothing twice.
    await moveTo('Preparado');
    await moveTo('Enviado');

    // The customer follows the link on their phone and opts out.
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const customer = await context.newPage();
    await customer.clock.setFixedTime(new Date(E2E_NOW));
    await customer.goto(appUrl(`/buscar-estado-pedido/${order.token}`));
    await customer.getByRole('heading', { name: `Pedido #${number}` }).waitFor();
    await customer.getByText('Te avisamos por WhatsApp').waitFor();
    await customer.getByRole('button', { name: 'No quiero recibir mensajes' }).tap();
    await customer
      .getByText('No te enviaremos mensajes de WhatsApp sobre este pedido.', { exact: false })
      .waitFor();
    await screenshot(customer, 'order-messages-opted-out-390');
    await expectAccessible(customer);
    await context.close();

    await moveTo('Cancelado');
    await cashier.context().close();
    // By now the second 'Enviado' and the cancellation had their turn: neither wrote anything.
    expect(messagesTo(PHONE).filter((m) => m.body.includes('va en camino'))).toHaveLength(1);
    expect(messagesTo(PHONE).filter((m) => m.body.includes('canceló'))).toHaveLength(0);
  });
});
