import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { CreatedOrder } from '@horno/domain/orders';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  appUrl,
  CAJERO,
  CLIENTE,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { E2E_NOW } from './support/server';
import { toast } from './support/toasts';

const TABLET = { width: 820, height: 1180 };

/** A page whose clock is the server's pinned day; `reducedMotion` as the person set it. */
async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: Parameters<typeof newContext>[1] = {},
): Promise<Page> {
  const context: BrowserContext = await newContext(browser, { viewport, ...options });
  // Every animation that starts on a page wrapper is written down, to tell a fade happened.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { pageAnimations: string[] }).pageAnimations = seen;
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as Element;
        if (target.matches('[data-page-transition]')) seen.push(event.animationName);
      },
      true,
    );
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(E2E_NOW) });
  return page;
}

const pageAnimations = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { pageAnimations: string[] }).pageAnimations]);

/** Two frames drawn: an animation the page started would have said so ('animationstart') by then. */
const twoFramesLater = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** A guest pick-up order at the branch with one product and its first possible addition. */
async function orderWithAddition(sede: number, productos: readonly Producto[]) {
  const producto = productos.find(
    (p) => p.precios_por_medida.length > 0 && p.posibles_adiciones.length > 0,
  )!;
  const adicion = producto.posibles_adiciones[0]!;
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/pedidos/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sede,
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Tomás Adición', numero: '3001112233' },
      productosPedidos: [
        {
          producto: producto.id,
          medida: producto.precios_por_medida[0]!.medida.id,
          cantidad: 1,
          adiciones: [{ ingrediente: adicion.ingrediente.id }],
        },
      ],
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/pedidos/: ${res.status} ${await res.text()}`);
  return { order: (await res.json()) as CreatedOrder, adicion: adicion.ingrediente.nombre };
}

describe('small things (issue 17, item 20)', () => {
  let browser: Browser;
  let chapinero: Sede;
  let productos: Producto[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!;
    productos = await apiGet(`/api/productos/?sede=${chapinero.id}&solo_activos=true`);
  });
  afterAll(() => browser.close());

  it("tells a customer in the back office only 'No tienes sedes asociadas'", async () => {
    const page = await openPage(browser, TABLET);
    await staffLogin(page, CLIENTE);
    await toast(page, 'No tienes sedes asociadas').waitFor();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Acceder al Panel' }).waitFor();
    // The success message would have come first, with the login's answer.
    expect(await toast(page, 'Sesión iniciada correctamente').count()).toBe(0);
    await screenshot(page, 'small-things-no-branches-tablet');
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`shows the whole branch name in the top bar (${name})`, async () => {
      const page = await openPage(browser, viewport);
      await staffLogin(page, CAJERO);
      await page.waitForURL(/\/pedidos\/gestionar$/);
      await page.getByRole('heading', { name: 'Gestionar los pedidos' }).waitFor();

      const chip = page.getByText('Horno Chapinero', { exact: true }).first();
      await chip.waitFor();
      const fits = await chip.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        text: (el as HTMLElement).innerText,
      }));
      await screenshot(page, `small-things-top-bar-${name}`);
      expect(fits.text).toBe('Horno Chapinero');
      expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
      await expectAccessible(page);
      await page.context().close();
    });
  }

  it("lists an order's additions as 'Adiciones:' for staff and the customer", async () => {
    const { order, adicion } = await orderWithAddition(chapinero.id, productos);
    const number = formatOrderNumber(order.id);

    const staff = await openPage(browser, TABLET);
    await staffLogin(staff, CAJERO);
    await staff.waitForURL(/\/pedidos\/gestionar$/);
    await staff.goto(appUrl(`/pedidos/${order.id}/detalle`, 'admin'));
    const staffNote = staff.getByText(`Adiciones: ${adicion}`, { exact: false }).first();
    await staffNote.waitFor();
    expect(await staff.getByText(/^Extra\b/).count()).toBe(0);
    await screenshot(staff, 'small-things-staff-detail-tablet');

    // The board card's product list reads the same.
    await staff.goto(appUrl('/pedidos/gestionar', 'admin'));
    const card = staff.getByRole('article', { name: `Pedido #${number}`, exact: true });
    await card.getByRole('button', { name: /^Ver productos/ }).click();
    await card.getByText(`Adiciones: ${adicion}`).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(staff, 'small-things-board-card-tablet');
    await staff.context().close();

    const customer = await openPage(browser, PHONE);
    await customer.goto(appUrl(`/buscar-estado-pedido/${order.token}`));
    await customer.waitForURL(/\/pedidos\/\d+\/detalle$/);
    await customer.getByRole('heading', { name: `Pedido #${number}` }).waitFor();
    await customer.getByText(`Adiciones: ${adicion}`, { exact: false }).first().waitFor();
    expect(await customer.getByText(/^Extra\b/).count()).toBe(0);
    await customer
      .getByText(`Adiciones: ${adicion}`, { exact: false })
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(customer, 'small-things-customer-detail-phone');
    await customer.context().close();
  });

  it('fades a new page in, except the menu and under reduced motion', async () => {
    const page = await openPage(browser, TABLET);
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.getByRole('heading', { name: 'Gestionar los pedidos' }).waitFor();
    const before = (await pageAnimations(page)).length;

    // Taking an order opens the menu: no transition there (spec §2).
    await page.getByRole('link', { name: 'Iniciar pedido' }).click();
    await page.waitForURL(/\/menu/);
    await page.getByRole('article').first().waitFor();
    await twoFramesLater(page);
    expect((await pageAnimations(page)).length).toBe(before);

    // Back to the board: it fades in.
    await page
      .getByRole('complementary', { name: 'Barra lateral' })
      .getByRole('link', { name: /^Pedidos/ })
      .click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await expect.poll(() => pageAnimations(page)).toContain('page-enter');
    await page.context().close();

    // The customer app, with reduced motion asked for: the page changes without a fade.
    const still = await openPage(browser, PHONE, { reducedMotion: 'reduce' });
    await still.goto(appUrl('/terminos-y-condiciones'));
    await still.getByRole('heading', { level: 1 }).first().waitFor();
    // The footer, with the link, loads as the page nears it: to the end first, as a reader would.
    await still.keyboard.press('End');
    await still.getByRole('link', { name: 'Política de privacidad', exact: true }).click();
    await still.waitForURL(/\/politica-de-privacidad$/);
    await still.getByRole('heading', { level: 1 }).first().waitFor();
    await twoFramesLater(still);
    expect(await pageAnimations(still)).toEqual([]);
    await still.context().close();

    // The same steps without that preference fade in.
    const moving = await openPage(browser, PHONE);
    await moving.goto(appUrl('/terminos-y-condiciones'));
    await moving.getByRole('heading', { level: 1 }).first().waitFor();
    // The footer, with the link, loads as the page nears it: to the end first, as a reader would.
    await moving.keyboard.press('End');
    await moving.getByRole('link', { name: 'Política de privacidad', exact: true }).click();
    await moving.waitForURL(/\/politica-de-privacidad$/);
    await expect.poll(() => pageAnimations(moving)).toContain('page-enter');
    await moving.context().close();
  });
});
