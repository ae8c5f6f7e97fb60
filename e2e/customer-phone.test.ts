// The customer app on a touch phone (390×844), issue 17: toasts never cover or intercept the
// controls people need next, a link to another branch asks before emptying the cart, the cart's
// 99-unit cap, the branch a first visitor starts on, 'Arma tu pizza' prices, Back closing sheets,
// and unknown categories.
import type { Sede } from '@horno/domain/branches';
import { type CartLine, cartLineKey } from '@horno/domain/cart';
import type { BuildYourPizzaOptions, Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import { regularUnitPrice } from '@horno/domain/pricing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedAnswers } from './support/api-calls';
import {
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import { type ExtraServer, startExtraServerMovedTo } from './support/extra-server';
import { E2E_NOW } from './support/server';

const ADDED = 'Producto añadido al carrito con éxito!';
/** A Wednesday at 11:45 a.m.: Horno Galerías has opened (11:30), the others open at noon. */
const ONLY_GALERIAS_OPEN = '2026-11-25T11:45:00-05:00';
const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast on screen (react-hot-toast's bar, inside the container). */
const toasts = (page: Page) => page.locator('[data-rht-toaster] > div > div');
const toastWith = (page: Page, text: string) => toasts(page).filter({ hasText: text });
// The top bar is hidden from assistive technology while a dialog is open.
const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Carrito' });
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Waits for the toasts' entry animations, so boxes and screenshots show where they stay. */
async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-rht-toaster] *')).every((el) =>
      el
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    ),
  );
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element on screen').not.toBeNull();
  return found!;
}

/** The element a tap at the centre of `locator` would reach. */
async function tapTarget(locator: Locator): Promise<string> {
  const { x, y, width, height } = await box(locator);
  return locator.page().evaluate(
    ([cx, cy]) => {
      const hit = document.elementFromPoint(cx!, cy!);
      const button = hit?.closest('button');
      return (
        button?.getAttribute('aria-label') ??
        button?.textContent?.trim() ??
        hit?.tagName ??
        'nothing'
      );
    },
    [x + width / 2, y + height / 2],
  );
}

function cartLine(p: Producto, cantidad = 1): CartLine {
  const key = {
    tipo: 'REGULAR' as const,
    id: p.id,
    observaciones: '',
    medida: null,
    adiciones: [],
    mitad: null,
    configuraciones: {},
  };
  return {
    ...key,
    uniqueId: cartLineKey(key),
    nombre: p.nombre,
    imagen: p.imagen,
    cantidad,
    selecciones: [],
    precio: p.precio ?? 0,
  };
}

describe('the customer app on a touch phone', () => {
  let browser: Browser;
  let sedes: Sede[];
  let chapinero: Sede;
  let galerias: Sede;
  let productos: Producto[];

  beforeAll(async () => {
    browser = await launchBrowser();
    sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!;
    galerias = sedes.find((s) => s.nombre === 'Horno Galerías')!;
    productos = await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
  });
  afterAll(() => browser?.close());

  const product = (nombre: string) => productos.find((p) => p.nombre === nombre)!;

  /** A phone page at `url`, its clock at `now`, optionally with a cart already stored. */
  async function openPhone(
    url: string,
    { cart, now = E2E_NOW }: { cart?: CartLine[]; now?: string } = {},
  ): Promise<Page> {
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(now));
    if (cart) {
      const stored = JSON.stringify({ state: { lines: cart }, version: 1 });
      await page.addInitScript((value) => localStorage.setItem('cart-storage', value), stored);
    }
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  /** Opens a product without sizes from its card and adds one unit. */
  async function addProduct(page: Page, nombre: string) {
    await page.getByRole('button', { name: `Agregar ${nombre}`, exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: nombre });
    await sheet.waitFor();
    await addButton(sheet).tap();
    await expect.poll(() => sheet.count()).toBe(0);
  }

  it('toasts: one at a time, clear of the cart button and the sheets, gone on time even when tapped', async () => {
    const page = await openPhone(appUrl(`/menu?sede=${chapinero.id}`));
    const limonada = 'Limonada Natural';
    await addProduct(page, limonada);
    const added = toastWith(page, ADDED);
    await added.waitFor();
    await toastsSettled(page);
    const addedBox = await box(added);
    await screenshot(page, 'phone-toast-added');

    // The toast is nowhere near the header's cart button, and a tap there opens the cart.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(overlaps(addedBox, await box(cartButton(page)))).toBe(false);
    expect(await tapTarget(cartButton(page))).toMatch(/^Abrir carrito/);
    await cartButton(page).tap();
    const panel = cartPanel(page);
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // A tapped toast is not held by the touch: it leaves on its own (4 s with its 'Ver carrito').
    await addProduct(page, limonada);
    await added.waitFor();
    const shownAt = Date.now();
    // Measured once it has slid in: on a slow machine a tap aimed at a toast still moving lands
    // on the card under it and opens that product instead.
    await toastsSettled(page);
    const { x, y, height } = await box(added);
    await page.touchscreen.tap(x + 12, y + height / 2);
    await expect.poll(() => added.count(), { timeout: 10_000 }).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(9_000);

    // Adding quickly twice: the second toast replaces the first. A sheet opened right after
    // sends it away, so it covers none of the sheet's controls.
    const cola = 'Gaseosa Cola 400 ml';
    await addProduct(page, limonada);
    await addProduct(page, cola);
    await toasts(page).first().waitFor();
    expect(await toasts(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Armar mi pizza' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Arma tu pizza' });
    await sheet.getByLabel('Sabor 1').waitFor();
    await expect.poll(() => toasts(page).count()).toBe(0);
    await screenshot(page, 'phone-sheet-without-toast');
    await sheet.getByRole('button', { name: 'Cerrar' }).tap();
    await expect.poll(() => sheet.count()).toBe(0);

    // In the open cart, the undo toast of a removed line sits above the cart's buttons and lets
    // every tap on the X through.
    await cartButton(page).tap();
    await panel.waitFor();
    const colaLine = panel.getByRole('listitem').filter({ hasText: cola }).first();
    await colaLine.getByRole('button', { name: `Eliminar ${cola}` }).tap();
    const undo = toastWith(page, `Quitaste ${cola} del carrito`);
    await undo.waitFor();
    await toastsSettled(page);
    await screenshot(page, 'phone-toast-cart');
    const close = panel.getByRole('button', { name: 'Cerrar carrito' });
    expect(overlaps(await box(undo), await box(close))).toBe(false);
    expect(
      overlaps(await box(undo), await box(panel.getByRole('button', { name: /finalizar pedido/ }))),
    ).toBe(false);
    expect(await tapTarget(close)).toBe('Cerrar carrito');
    await close.tap();
    await expect.poll(() => panel.count()).toBe(0);
    await page.context().close();
  });

  it('branch and address: one message, clear of the top bar; the modal forgets old news', async () => {
    const page = await openPhone(appUrl('/menu'));
    await page.getByRole('button', { name: 'Seleccionar dirección de entrega' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
    await dialog.waitFor();
    await dialog.getByLabel('Sede').selectOption(String(chapinero.id));
    await dialog
      .getByRole('status')
      .filter({ hasText: `Ahora puedes ver el menú de ${chapinero.nombre}` })
      .waitFor();
    await dialog.getByLabel('Dirección de entrega').fill(ADDRESS);
    await dialog.getByRole('button', { name: SUGGESTION }).tap();
    const confirm = dialog.getByRole('button', { name: 'Confirmar selección' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.tap();
    await expect.poll(() => dialog.count()).toBe(0);

    const done = toastWith(page, 'Sede y dirección seleccionadas correctamente.');
    await done.waitFor();
    await toastsSettled(page);
    expect(await toasts(page).count()).toBe(1);
    expect(await toastWith(page, 'Ahora puedes ver el menú').count()).toBe(0);
    expect(overlaps(await box(done), await box(page.getByRole('banner')))).toBe(false);
    await screenshot(page, 'phone-toast-branch-address');

    // Reopened, the modal does not repeat what it said last time.
    await page.getByRole('button', { name: /Entregar en:/ }).tap();
    await dialog.waitFor();
    expect(await dialog.getByText('Ahora puedes ver el menú').count()).toBe(0);
    await page.context().close();
  });

  it('a link to another branch asks before removing what that branch does not sell', async () => {
    const prosciutto = product('Pizza Prosciutto y Rúgula');
    expect(galerias.productos).not.toContain(prosciutto.id);
    const cart = [cartLine(prosciutto)];
    const page = await openPhone(appUrl(`/menu?sede=${chapinero.id}`), { cart });
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.innerText()).toContain(chapinero.nombre);

    await page.goto(appUrl(`/menu?sede=${galerias.id}`));
    const ask = page.getByRole('alertdialog', { name: `¿Cambiar a ${galerias.nombre}?` });
    await ask.waitFor();
    expect(
      await ask.getByRole('list', { name: 'Productos que se quitarán' }).innerText(),
    ).toContain(prosciutto.nombre);
    await screenshot(page, 'phone-branch-link-asks');
    await expectAccessible(page);

    // Cancelling keeps the branch, puts it back in the address and keeps the cart.
    await ask.getByRole('button', { name: 'Conservar sede actual' }).tap();
    await expect.poll(() => ask.count()).toBe(0);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('sede'))
      .toBe(String(chapinero.id));
    await expect
      .poll(() => banner.getByRole('button', { name: /Sede:/ }).innerText())
      .toContain(chapinero.nombre);
    const stored = await page.evaluate(() => localStorage.getItem('cart-storage'));
    expect(JSON.parse(stored!)).toMatchObject({ state: { lines: cart } });

    // Confirming changes the branch and removes the product.
    await page.goto(appUrl(`/menu?sede=${galerias.id}`));
    await ask.waitFor();
    await ask.getByRole('button', { name: /Cambiar y quitar/ }).tap();
    await expect
      .poll(() => banner.getByRole('button', { name: /Sede:/ }).innerText())
      .toContain(galerias.nombre);
    await toastWith(page, `Ubicación cambiada a ${galerias.nombre}`).waitFor();
    // The choice is kept in a cookie too, so the next load's HTML carries that branch's catalog.
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((cookie) => cookie.name === 'horno_sede')?.value,
      )
      .toBe(String(galerias.id));
    await page.goto(appUrl('/menu'));
    expect(await embeddedAnswers(page)).toContainEqual(['products', galerias.id]);
    await page.context().close();
  });

  it('stops a line at 99 units when merging, and says so', async () => {
    const cola = product('Gaseosa Cola 400 ml');
    const page = await openPhone(appUrl(`/menu?sede=${chapinero.id}`), {
      cart: [cartLine(cola, 99)],
    });
    await addProduct(page, cola.nombre);
    await toastWith(page, `El máximo es 99 unidades de «${cola.nombre}» por pedido`).waitFor();
    await toastsSettled(page);
    expect(await toastWith(page, ADDED).count()).toBe(0);
    await screenshot(page, 'phone-cart-cap');
    const stored = await page.evaluate(() => localStorage.getItem('cart-storage'));
    expect(JSON.parse(stored!)).toMatchObject({ state: { lines: [{ cantidad: 99 }] } });
    await cartButton(page).tap();
    const line = cartPanel(page).getByRole('listitem').filter({ hasText: cola.nombre });
    expect(await line.innerText()).toContain('99');
    await page.context().close();
  });

  it("'Arma tu pizza' lists a discounted flavor at the price it charges", async () => {
    const options = await apiGet<BuildYourPizzaOptions>(
      `/api/build-your-pizza-options/?sede=${chapinero.id}`,
    );
    const mediana = options.medidas.find((m) => m.value === 'MEDIANA')!;
    const discounted = Object.values(options.sabores_por_categoria)
      .flat()
      .find(
        (p) =>
          p.descuento > 0 &&
          p.precios_por_medida.some((m) => m.medida.id === mediana.id && m.admite_mitades),
      )!;
    expect(discounted).toBeTruthy();
    const charged = regularUnitPrice({ producto: discounted, medidaId: mediana.id });
    const full = discounted.precios_por_medida.find((m) => m.medida.id === mediana.id)!.precio;
    expect(charged).toBeLessThan(full);

    const page = await openPhone(appUrl(`/menu?sede=${chapinero.id}`));
    await page.getByRole('button', { name: 'Armar mi pizza' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Arma tu pizza' });
    const flavor = sheet.getByLabel('Sabor 1');
    await flavor.waitFor();
    const label = plain(await flavor.locator(`option[value="${discounted.id}"]`).innerText());
    expect(label).toBe(plain(`${discounted.nombre} · ${formatCOP(charged)}`));
    await flavor.selectOption(String(discounted.id));
    await expect
      .poll(async () => plain(await addButton(sheet).innerText()))
      .toContain(plain(formatCOP(charged)));
    await screenshot(page, 'phone-arma-tu-pizza');
    await page.context().close();
  });

  it('Back closes an open sheet first, then leaves the page', async () => {
    const page = await openPhone(appUrl(`/menu?sede=${chapinero.id}`));
    await page
      .getByRole('navigation', { name: 'Categorías' })
      .getByRole('link', { name: 'Bebidas' })
      .tap();
    await page.waitForURL(/\/menu\/bebidas/);
    await page.getByRole('button', { name: 'Agregar Limonada Natural', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Limonada Natural' });
    await sheet.waitFor();

    await page.goBack();
    await expect.poll(() => sheet.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/menu/bebidas');

    // The cart sheet too; closing it with its X leaves no step behind.
    await cartButton(page).tap();
    await cartPanel(page).waitFor();
    await page.goBack();
    await expect.poll(() => cartPanel(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/menu/bebidas');
    await cartButton(page).tap();
    await cartPanel(page).getByRole('button', { name: 'Cerrar carrito' }).tap();
    await expect.poll(() => cartPanel(page).count()).toBe(0);
    // The X pops the panel's history entry a moment after the panel goes (`useBackCloses`
    // settles in a timer); a Back pressed before that would pop the same entry.
    await expect
      .poll(() =>
        page.evaluate(
          () => (history.state as { usr?: { hornoLayer?: number } } | null)?.usr?.hornoLayer,
        ),
      )
      .toBeUndefined();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/menu');
    await page.context().close();
  });

  it("the category bar shows the category a link opens, and 'Todos' again on the whole menu", async () => {
    const categorias = await apiGet<
      { nombre: string; slug: string; orden: number; productos_por_categoria: number }[]
    >(`/api/categoria-productos/?sede=${chapinero.id}`);
    // The last category with products: past the phone's width, at the bar's far end.
    const last = categorias
      .filter((c) => c.productos_por_categoria > 0)
      .sort((a, b) => a.orden - b.orden)
      .at(-1)!;
    const page = await openPhone(appUrl(`/menu/${last.slug}?sede=${chapinero.id}`));
    const bar = page.getByRole('navigation', { name: 'Categorías' }).getByRole('list');
    const chip = (name: string) => bar.getByRole('link', { name, exact: true });
    const inView = async (name: string) => {
      const [outer, inner] = [await box(bar), await box(chip(name))];
      return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
    };
    await expect.poll(() => chip(last.nombre).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => inView(last.nombre)).toBe(true);
    expect(await inView('Todos')).toBe(false);

    // Not through its chip, which a tap would first scroll into view.
    await page.getByRole('link', { name: 'Horno, ir al menú' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/menu');
    await expect.poll(() => chip('Todos').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => inView('Todos')).toBe(true);
    await page.context().close();
  });

  it('an unknown category is a not-found page with the way back to the menu', async () => {
    const page = await openPhone(appUrl(`/menu/no-existe?sede=${chapinero.id}`));
    await page.getByRole('heading', { name: 'Algo salió mal', level: 1 }).waitFor();
    expect(await page.getByText('Esta categoría no tiene productos').count()).toBe(0);
    await screenshot(page, 'phone-unknown-category');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ver todo el menú' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/menu');
    await page.getByRole('heading', { name: 'Nuestro menú', level: 1 }).waitFor();
    await page.context().close();
  });

  describe('at 11:45 a.m., with only Horno Galerías open', () => {
    let server: ExtraServer;

    beforeAll(async () => {
      // The demo seeded at noon, its clock moved back to 11:45 before any test asks it.
      server = await startExtraServerMovedTo(ONLY_GALERIAS_OPEN);
    });
    afterAll(() => server?.stop());

    it('a first visitor starts on the open branch, is told which, and sees no error', async () => {
      const estados = await server.apiGet<{ id: number; abierta: boolean }[]>(
        '/api/locations/estado-sedes/',
      );
      expect(estados.filter((e) => e.abierta).map((e) => e.id)).toEqual([galerias.id]);

      const page = await openPhone(server.url('/menu'), { now: ONLY_GALERIAS_OPEN });
      const banner = page.getByRole('banner');
      await expect
        .poll(() => banner.getByRole('button', { name: /Sede:/ }).innerText())
        .toContain(galerias.nombre);
      await page
        .getByRole('status')
        .filter({ hasText: `Te mostramos el menú de ${galerias.nombre}, abierta ahora.` })
        .waitFor();
      await page.getByRole('article').first().waitFor();
      // Settled: the app has read what it reads as it starts (the statuses came with the HTML),
      // so a prompt would be on screen by now.
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByText('cerrada en este momento').count()).toBe(0);
      expect(await cartButton(page).isEnabled()).toBe(true);
      await screenshot(page, 'phone-first-visit-open-branch');
      await expectAccessible(page);
      await page.context().close();
    });

    it("a link to a closed branch says so; after 'Ver menú' the modal keeps no old message", async () => {
      const page = await openPhone(server.url(`/menu?sede=${chapinero.id}`), {
        now: ONLY_GALERIAS_OPEN,
      });
      const closed = page.getByRole('dialog', {
        name: 'La sede seleccionada está cerrada en este momento',
      });
      await closed.waitFor();
      await closed.getByRole('button', { name: `Ver menú de ${chapinero.nombre}` }).tap();
      await expect.poll(() => closed.count()).toBe(0);

      await page.getByRole('button', { name: 'Seleccionar dirección de entrega' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Sede').inputValue()).toBe(String(chapinero.id));
      expect(await dialog.getByText('Ahora puedes ver el menú').count()).toBe(0);
      await page.context().close();
    });
  });
});
