// The kitchen display (issue 31) on a 10-inch tablet: the cook lands on it, chooses a station once,
// and accepted orders arrive by themselves; each station bumps its part ('Listo') and the order
// is Preparado on the board and on the customer's page. Two displays of one station stay in
// step; a bump made offline is kept, sent on reconnect, and a conflict is explained. What the
// tests create they cancel or remove, so the demo's kitchen is left as it was. Eight tickets in
// the colours of their minutes are in kitchen-display-colours.test.ts (a server whose clock moves).
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Cocina, Estacion } from '@horno/domain/kitchen';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiCall as call,
  apiGet,
  appUrl,
  CAJERO,
  COCINA,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { LIVE_WITHIN_MS, TABLET, ticketOf } from './support/kitchen';
import { outboxMessages } from './support/outbox';

type Headers = { authorization: string };

/** Marks the document, so a later check can tell the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sinRecargar?: boolean }).sinRecargar = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar === true);

describe('the kitchen display', () => {
  let browser: Browser;
  let cashier: Headers;
  let cook: Headers;
  let chapinero: Sede;
  let stations: Estacion[];
  let pizza: Producto;
  let drink: Producto;
  /** Orders the tests placed, cancelled at the end of each so no ticket outlives its test. */
  const placed: number[] = [];
  const pages: Page[] = [];

  const station = (nombre: string) => stations.find((s) => s.nombre === nombre)!;
  const screenOf = (nombre: string) =>
    call<Cocina>('GET', `/api/cocina/estaciones/${station(nombre).id}/`, cook);

  /** A guest's pick-up at Chapinero: a pizza ('Bien tostada') and two drinks. */
  const placeOrder = async (phone = '3009876543'): Promise<CreatedOrder> => {
    const order = await call<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      {},
      {
        sede: chapinero.id,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Sofía Cocina', numero: phone },
        productosPedidos: [
          {
            producto: pizza.id,
            medida: pizza.precios_por_medida[0]!.medida.id,
            cantidad: 1,
            observaciones: 'Bien tostada',
          },
          { producto: drink.id, cantidad: 2 },
        ],
      },
      201,
    );
    placed.push(order.id);
    return order;
  };
  const accept = (id: number, auth = cashier) =>
    call('POST', `/api/pedidos/${id}/cambiar_estado/`, auth, { estado: 'ACEPTADO' });

  /** A tablet of its own (a browser context) with the cook at `nombre`'s screen. */
  const cookAt = async (nombre: string, viewport = TABLET): Promise<Page> => {
    const page = await newPage(browser, viewport);
    pages.push(page);
    await staffLogin(page, COCINA);
    // A cook has no order board: the back office opens on the kitchen display.
    await page.waitForURL(/\/cocina$/);
    await page.getByRole('heading', { name: 'Elige la estación' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${nombre}`) }).click();
    await page.getByRole('heading', { name: nombre, level: 1 }).waitFor();
    await page.locator('[data-live-state="open"]').waitFor();
    await markDocument(page);
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [cashier, cook] = await Promise.all([apiAuth(CAJERO), apiAuth(COCINA)]);
    chapinero = (await apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Chapinero',
    )!;
    stations = await call<Estacion[]>(
      'GET',
      `/api/locations/sedes/${chapinero.id}/estaciones/`,
      cook,
    );
    const productos = await apiGet<Producto[]>(
      `/api/productos/?sede=${chapinero.id}&solo_activos=true`,
    );
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.categoria_nombre.startsWith('Pizzas'),
    )!;
    drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
  });
  /** Cancels what the test placed: its tickets leave every screen. */
  const cancelPlaced = async () => {
    for (const id of placed.splice(0))
      await call('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, {
        estado: 'CANCELADO',
      }).catch(() => undefined);
  };
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.context().close();
    await cancelPlaced();
  });
  afterAll(() => browser?.close());

  it("lands a cook on it and keeps the device's station; sound waits for a first tap", async () => {
    const page = await cookAt('Pizzas');
    expect(await page.getByRole('link', { name: 'Salir de la cocina' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    // The station is remembered on this device: opened again (a new tab, the tablet restarted),
    // it shows at once, and says that sound needs one tap there, as browsers require. (The test's
    // own calls count as taps for Chromium: the page is told it has had none.)
    const reopened = await page.context().newPage();
    await reopened.addInitScript(() =>
      Object.defineProperty(navigator, 'userActivation', {
        value: { hasBeenActive: false, isActive: false },
      }),
    );
    await reopened.goto(appUrl('/cocina', 'admin'));
    await reopened.getByRole('heading', { name: 'Pizzas', level: 1 }).waitFor();
    const prompt = reopened.getByRole('button', { name: 'Toca para activar el sonido' });
    await prompt.waitFor();
    await screenshot(reopened, 'kitchen-sound-prompt-tablet');
    await prompt.click();
    await expect.poll(() => prompt.count()).toBe(0);
    await reopened.close();
    await expectAccessible(page);
    // 'Cambiar estación' offers the branch's stations, the current one marked.
    await page.getByRole('button', { name: 'Cambiar estación' }).click();
    await page.getByRole('heading', { name: 'Elige la estación' }).waitFor();
    await screenshot(page, 'kitchen-choose-station-tablet');
    await expectAccessible(page);
    const choices = page.getByRole('list').getByRole('button');
    expect(await choices.allInnerTexts()).toEqual([
      expect.stringMatching(/^Pizzas/),
      expect.stringMatching(/^Cocina caliente/),
      expect.stringMatching(/^Bebidas y postres/),
      expect.stringMatching(/^Despacho[\s\S]*Pedidos completos/),
    ]);
    expect(await page.getByRole('button', { name: /^Pizzas/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Volver a Pizzas' }).click();
    await page.getByRole('heading', { name: 'Pizzas', level: 1 }).waitFor();
  });

  it("brings an accepted order to its stations live; their 'Listo' make it Preparado for the board and the customer", async () => {
    const phone = '3005551234';
    const [pizzas, drinks] = await Promise.all([cookAt('Pizzas'), cookAt('Bebidas y postres')]);
    const order = await placeOrder(phone);
    const number = formatOrderNumber(order.id);

    // The guest follows the order on its page.
    const guest = await newPage(browser, PHONE);
    pages.push(guest);
    await guest.goto(appUrl(`/buscar-estado-pedido/${order.token}`));
    const guestHeader = guest.getByRole('heading', { name: `Pedido #${number}` }).locator('..');
    await guestHeader.getByText('Pendiente').waitFor();
    // Still pending: not in the kitchen yet.
    expect(await ticketOf(pizzas, order.id).count()).toBe(0);

    await accept(order.id);
    const acceptedAt = Date.now();
    await Promise.all([
      ticketOf(pizzas, order.id).waitFor({ timeout: LIVE_WITHIN_MS }),
      ticketOf(drinks, order.id).waitFor({ timeout: LIVE_WITHIN_MS }),
    ]);
    expect(Date.now() - acceptedAt).toBeLessThan(LIVE_WITHIN_MS);
    expect(await stillSameDocument(pizzas)).toBe(true);
    expect(await stillSameDocument(drinks)).toBe(true);

    // Each station sees its own lines, as it makes them: the pizza with its size and the
    // observation; the drinks, two of them.
    const pizzaTicket = await ticketOf(pizzas, order.id).innerText();
    expect(pizzaTicket).toContain(pizza.nombre);
    expect(pizzaTicket).toContain(pizza.precios_por_medida[0]!.medida.label);
    expect(pizzaTicket).toContain('Bien tostada');
    expect(pizzaTicket).toContain('Recoger');
    expect(pizzaTicket).not.toContain(drink.nombre);
    const drinkTicket = await ticketOf(drinks, order.id).innerText();
    expect(drinkTicket).toContain(`2×\n${drink.nombre}`);
    expect(drinkTicket).not.toContain(pizza.nombre);
    // The all-day strip counts what is pending.
    const allDay = pizzas.getByRole('region', { name: 'Todo el día' });
    expect(await allDay.innerText()).toContain(pizza.nombre);

    // Pizzas bumps its part: the ticket goes, the order is still in the kitchen.
    await ticketOf(pizzas, order.id)
      .getByRole('button', { name: /^Listo/ })
      .click();
    await expect.poll(() => ticketOf(pizzas, order.id).count()).toBe(0);
    await expect
      .poll(async () => (await screenOf('Pizzas')).recuperables.map((t) => t.pedido))
      .toContain(order.id);
    expect((await apiGet<Order>(`/api/pedidos/token/${order.token}/`)).estado).toBe('ACEPTADO');

    // Drinks bumps; then the counter (Despacho, whole orders) is the last.
    await ticketOf(drinks, order.id)
      .getByRole('button', { name: /^Listo/ })
      .click();
    await expect.poll(() => ticketOf(drinks, order.id).count()).toBe(0);
    await drinks.getByRole('button', { name: 'Cambiar estación' }).click();
    await drinks.getByRole('button', { name: /^Despacho/ }).click();
    const whole = ticketOf(drinks, order.id);
    await whole.waitFor();
    // Its lines, each a tap (named by its quantity: '2× …'), none made yet.
    expect(await whole.getByRole('button', { name: /^\d+×/, pressed: false }).count()).toBe(2);
    const messagesBefore = outboxMessages().filter((m) => m.to === `57${phone}`).length;
    await whole.getByRole('button', { name: /^Listo/ }).click();
    await expect.poll(() => whole.count()).toBe(0);

    // Preparado on the board's API, on the guest's page (live), and WhatsApp follows.
    await expect
      .poll(async () => (await apiGet<Order>(`/api/pedidos/token/${order.token}/`)).estado)
      .toBe('PREPARADO');
    const board = await call<Order[]>('GET', `/api/pedidos/activos/?sede=${chapinero.id}`, cashier);
    expect(board.find((o) => o.id === order.id)?.estado).toBe('PREPARADO');
    await guestHeader.getByText('Preparado').waitFor({ timeout: LIVE_WITHIN_MS });
    await expect
      .poll(() => outboxMessages().filter((m) => m.to === `57${phone}`).length)
      .toBeGreaterThan(messagesBefore);

    // 'Recuperar' offers it back on Pizzas.
    await pizzas.getByRole('button', { name: 'Recuperar' }).click();
    const recover = pizzas.getByRole('dialog', { name: 'Recuperar un ticket' });
    await recover.getByText(`#${number}`).first().waitFor();
    await screenshot(pizzas, 'kitchen-recover-tablet');
    await expectAccessible(pizzas);
    await recover.getByRole('button', { name: `Recuperar el pedido #${number}` }).click();
    await ticketOf(pizzas, order.id).waitFor();
    // Brought back, the order is back in the kitchen (En preparación).
    await expect
      .poll(async () => (await apiGet<Order>(`/api/pedidos/token/${order.token}/`)).estado)
      .toBe('EN_PROCESO');
  });

  it('keeps two displays of one station in step: a line made on one shows made on the other', async () => {
    const [first, second] = await Promise.all([cookAt('Pizzas'), cookAt('Pizzas')]);
    const order = await placeOrder();
    await accept(order.id);
    const line = (page: Page) =>
      ticketOf(page, order.id).getByRole('button', { name: new RegExp(pizza.nombre) });
    await Promise.all([line(first).waitFor(), line(second).waitFor()]);
    expect(await line(second).getAttribute('aria-pressed')).toBe('false');

    await line(first).click();
    expect(await line(first).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => line(second).getAttribute('aria-pressed'), { timeout: LIVE_WITHIN_MS })
      .toBe('true');
    await screenshot(second, 'kitchen-line-made-tablet');
    // Made, it is no longer pending in the all-day strip of either (the only ticket here).
    for (const page of [first, second])
      await expect
        .poll(() => page.getByRole('region', { name: 'Todo el día' }).innerText())
        .toContain('Nada pendiente');
    expect(
      (await screenOf('Pizzas')).tickets.find((t) => t.pedido === order.id)?.lineas[0]?.hecha,
    ).toBe(true);

    // A bump on one takes the ticket off the other.
    await ticketOf(second, order.id)
      .getByRole('button', { name: /^Listo/ })
      .click();
    await expect.poll(() => ticketOf(first, order.id).count(), { timeout: LIVE_WITHIN_MS }).toBe(0);
    expect(await stillSameDocument(first)).toBe(true);
  });

  it('keeps a bump made offline, sends it on reconnect, and explains one the server refused', async () => {
    const page = await cookAt('Pizzas');
    const [kept, cancelled] = [await placeOrder(), await placeOrder()];
    await accept(kept.id);
    await accept(cancelled.id);
    await ticketOf(page, kept.id).waitFor({ timeout: LIVE_WITHIN_MS });
    await ticketOf(page, cancelled.id).waitFor({ timeout: LIVE_WITHIN_MS });

    await page.context().setOffline(true);
    const bumpedAt = new Date();
    await ticketOf(page, kept.id)
      .getByRole('button', { name: /^Listo/ })
      .click();
    await ticketOf(page, cancelled.id)
      .getByRole('button', { name: /^Listo/ })
      .click();
    // Drawn as bumped at once, and the screen says they wait for the connection.
    await expect.poll(() => ticketOf(page, kept.id).count()).toBe(0);
    expect(await ticketOf(page, cancelled.id).count()).toBe(0);
    await page.getByText('Sin conexión: se enviará al reconectar').waitFor();
    await screenshot(page, 'kitchen-offline-tablet');
    // The server has neither yet.
    const meanwhile = (await screenOf('Pizzas')).tickets.map((t) => t.pedido);
    expect(meanwhile).toEqual(expect.arrayContaining([kept.id, cancelled.id]));
    // Meanwhile the cashier cancels the second order.
    await call('POST', `/api/pedidos/${cancelled.id}/cambiar_estado/`, cashier, {
      estado: 'CANCELADO',
    });
    // The tablet stays offline a while: the bump keeps the time it was made.
    await page.waitForTimeout(1500);

    await page.context().setOffline(false);
    await expect
      .poll(async () => (await screenOf('Pizzas')).recuperables.find((t) => t.pedido === kept.id))
      .toBeDefined();
    const sent = (await screenOf('Pizzas')).recuperables.find((t) => t.pedido === kept.id)!;
    expect(Date.parse(sent.listo_en!)).toBeLessThan(bumpedAt.getTime() + 1000);
    await expect
      .poll(() => page.getByText('Sin conexión: se enviará al reconectar').count())
      .toBe(0);

    // The refused one is not dropped in silence: the reason stays until the cook reads it.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: `#${formatOrderNumber(cancelled.id)}` });
    await alert.getByText(`El pedido #${cancelled.id} fue cancelado mientras tanto.`).waitFor();
    await screenshot(page, 'kitchen-conflict-tablet');
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Entendido' }).click();
    await expect.poll(() => alert.count()).toBe(0);
  });
});
