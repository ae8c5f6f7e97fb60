import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { CreatedOrder } from '@horno/domain/orders';
import type { Mesa } from '@horno/domain/tables';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { toast } from './support/toasts';

/** A counter PC at the till (the brief's desktop size for the back office). */
const COUNTER = { width: 1366, height: 900 };
/** How soon a change made on one device must show on another, without a reload. */
const LIVE_WITHIN_MS = 3_000;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const res = await api('/api/users/login/', { method: 'POST', body: JSON.stringify(account) });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function tablesOf(token: string, sede: number): Promise<Mesa[]> {
  const res = await api(`/api/locations/mesas/?sede_id=${sede}`, {
    headers: { Authorization: `Token ${token}` },
  });
  if (!res.ok) throw new Error(`mesas: ${res.status}`);
  return (await res.json()) as Mesa[];
}

/** Exactly `text`, any space matching any space (prices carry a no-break space). */
const spaced = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')}$`);

const card = (page: Page, nombre: string) =>
  page.getByRole('article', { name: nombre, exact: true });

/** Picks a state in a table card's 'Cambiar estado' menu. */
async function chooseState(page: Page, nombre: string, label: string): Promise<void> {
  await page.getByRole('button', { name: `Cambiar estado de ${nombre}` }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

/** Marks the document, so a later check can tell the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sinRecargar?: boolean }).sinRecargar = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar === true);

describe('tables in a browser', () => {
  let browser: Browser;
  let chapinero: Sede;
  let galerias: Sede;
  let cashierToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!;
    galerias = sedes.find((s) => s.nombre === 'Horno Galerías')!;
    expect(galerias, 'Horno Galerías in the demo').toBeDefined();
    cashierToken = await tokenOf(CAJERO);
  });
  afterAll(() => browser.close());

  /**
   * A device (its own browser context) logged in as the cashier of Horno Chapinero on
   * /mesas/gestionar, with the live socket up. With `missTableEvents`, the socket loses every
   * table event, as one that hiccupped would: its cards go stale while it still reads 'En vivo'.
   */
  const cashierDevice = async (
    viewport: { width: number; height: number },
    options: { missTableEvents?: boolean } = {},
  ) => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    if (options.missTableEvents) {
      await page.routeWebSocket(/\/ws\/pedidos\/$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (typeof message === 'string' && message.includes('"mesa_')) return;
          ws.send(message);
        });
      });
    }
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl('/mesas/gestionar', 'admin'));
    await page.getByRole('heading', { name: 'Mesas', exact: true }).waitFor();
    await page.locator('[data-live-state="open"]').waitFor();
    await markDocument(page);
    return page;
  };

  it('moves a state to the other device live, and a change on a stale card explains, then applies', async () => {
    const before = await tablesOf(cashierToken, chapinero.id);
    const [live, stale] = before.filter((m) => m.estado !== 'OCUPADA');
    expect(stale, 'two tables that are not taken').toBeDefined();

    const counter = await cashierDevice(COUNTER);
    const phone = await cashierDevice(PHONE, { missTableEvents: true });
    const badge = (page: Page, nombre: string) =>
      card(page, nombre).getByText(/^(Libre|Esperando|Ocupada)$/);

    // The phone seats guests at a table: the counter sees it within a few seconds.
    await chooseState(phone, live!.nombre, 'Ocupada');
    await toast(phone, `${live!.nombre}: ocupada`).waitFor();
    await expect
      .poll(() => badge(counter, live!.nombre).innerText(), { timeout: LIVE_WITHIN_MS })
      .toBe('Ocupada');
    expect(await stillSameDocument(counter)).toBe(true);
    await screenshot(counter, 'tables-live-counter-1366');

    // The counter seats guests at another; the phone missed that event and still shows it free.
    const freeLabel = stale!.estado === 'LIBRE' ? 'Libre' : 'Esperando';
    await chooseState(counter, stale!.nombre, 'Ocupada');
    await toast(counter, `${stale!.nombre}: ocupada`).waitFor();
    // Published: the counter's own card shows it from the server's answer.
    await expect.poll(() => badge(counter, stale!.nombre).innerText()).toBe('Ocupada');
    expect(await badge(phone, stale!.nombre).innerText()).toBe(freeLabel);

    // Freeing it from the stale card changes nothing and says why; the card shows it as it is.
    await chooseState(phone, stale!.nombre, 'Libre');
    await toast(
      phone,
      `${stale!.nombre} ya está ocupada: otro dispositivo la cambió. Revisa su estado y vuelve a elegir.`,
    ).waitFor();
    await expect.poll(() => badge(phone, stale!.nombre).innerText()).toBe('Ocupada');
    expect(
      (await tablesOf(cashierToken, chapinero.id)).find((m) => m.id === stale!.id)?.estado,
    ).toBe('OCUPADA');
    await screenshot(phone, 'tables-stale-explained-phone');

    // Now up to date, the same choice applies, and the counter sees it live.
    await chooseState(phone, stale!.nombre, 'Libre');
    await toast(phone, `${stale!.nombre}: libre`).waitFor();
    await expect
      .poll(() => badge(counter, stale!.nombre).innerText(), { timeout: LIVE_WITHIN_MS })
      .toBe('Libre');
    await expectAccessible(phone);
    await expectAccessible(counter);

    // Put the first table back for the other tests.
    await chooseState(counter, live!.nombre, 'Libre');
    await toast(counter, `${live!.nombre}: libre`).waitFor();
    await phone.context().close();
    await counter.context().close();
  });

  it("shows a table order's number and total on its card, which turns Ocupada live", async () => {
    const free = (await tablesOf(cashierToken, chapinero.id)).find(
      (m) => m.estado !== 'OCUPADA' && m.pedidos_abiertos.length === 0,
    );
    expect(free, 'a free table').toBeDefined();
    const counter = await cashierDevice(COUNTER);
    expect(await card(counter, free!.nombre).getByText('Ocupada').count()).toBe(0);

    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    const res = await api('/api/pedidos/', {
      method: 'POST',
      headers: { Authorization: `Token ${cashierToken}` },
      body: JSON.stringify({
        tipo_pedido: 'MESA',
        sede: chapinero.id,
        mesaId: free!.id,
        creado_desde_admin: true,
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 2 },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const order = (await res.json()) as CreatedOrder;

    const taken = card(counter, free!.nombre);
    const orderLink = taken.getByRole('link', {
      name: spaced(
        `Pedido #${formatOrderNumber(order.id)}, total ${formatCOP(order.total_pedido)}`,
      ),
    });
    await orderLink.waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await taken.getByText('Ocupada', { exact: true }).count()).toBe(1);
    expect(await stillSameDocument(counter)).toBe(true);
    await taken.scrollIntoViewIfNeeded();
    await screenshot(counter, 'tables-mesa-order-1366');

    // The number leads to the order.
    await orderLink.click();
    await counter.waitForURL(new RegExp(`/pedidos/${order.id}/detalle$`));
    await counter.context().close();

    const phone = await cashierDevice(PHONE);
    await card(phone, free!.nombre).scrollIntoViewIfNeeded();
    expect(await card(phone, free!.nombre).innerText()).toContain(formatCOP(order.total_pedido));
    await screenshot(phone, 'tables-mesa-order-phone');
    await expectAccessible(phone);
    await phone.context().close();
  });

  it('registers tables at another branch, says which names they get, then opens that branch', async () => {
    const adminToken = await tokenOf(ADMIN);
    const existing = await tablesOf(adminToken, galerias.id);
    let highest = Math.max(
      0,
      ...existing.map((m) => Number(/^Mesa (\d+)$/.exec(m.nombre)?.[1] ?? 0)),
    );

    for (const viewport of [PHONE, COUNTER]) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await staffLogin(page, ADMIN);
      await page.waitForURL(/\/seleccionar-sede$/);
      await page.getByRole('button', { name: /Horno Chapinero/ }).click();
      await page.waitForURL(/\/pedidos\/gestionar$/);
      await page.goto(appUrl('/mesas/registrar', 'admin'));
      await page.getByRole('heading', { name: 'Registrar mesas' }).waitFor();

      await page.getByLabel('Sede').selectOption({ label: 'Horno Galerías' });
      const cantidad = page.getByLabel('Cantidad de mesas');
      await cantidad.fill('2');
      const first = highest + 1;
      const count = (await tablesOf(adminToken, galerias.id)).length;
      await page
        .getByText(
          `Horno Galerías tiene ${count} mesas. Se crearán Mesa ${first} y Mesa ${first + 1}.`,
        )
        .waitFor();
      await screenshot(page, `tables-register-${viewport.width}`);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Registrar 2 mesas' }).click();
      await toast(page, 'Se registraron 2 mesas en Horno Galerías').waitFor();
      await page.waitForURL(new RegExp(`/mesas/gestionar\\?sede=${galerias.id}$`));
      await page.getByText('Mesas de Horno Galerías').waitFor();
      await card(page, `Mesa ${first + 1}`).waitFor();
      expect(await page.getByLabel('Sede').inputValue()).toBe(String(galerias.id));
      await screenshot(page, `tables-galerias-${viewport.width}`);
      await expectAccessible(page);
      await context.close();
      highest = first + 1;
    }
  });
});
