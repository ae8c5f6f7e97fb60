// Screens that said something untrue or hid it (issue 30, items 6, 7, 10 and 11): the 'all closed'
// modal that stayed after a branch reopened, a paused branch reading 'Abierta ahora', the
// product detail scrolling sideways on a tablet, and back-office toasts over the page's title.
// On a server of its own (support/extra-server.ts): the tests change hours and pause a branch.
import type { HorarioSede, Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectAccessible,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';

/** A Wednesday at noon in Bogotá: every demo branch is open. */
const NOON = '2026-11-25T12:00:00-05:00';
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 900 };
const SMALL_PHONE = { width: 360, height: 640 };
const CHAPINERO = 'Horno Chapinero';
const ALL_CLOSED = 'Todas nuestras sedes están cerradas en este momento';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('screens that lie', () => {
  let server: ExtraServer;
  let browser: Browser;
  let sedes: Sede[];
  let chapinero: Sede;
  let token: string;

  /** A POST with the administrator's session: status and body. */
  const adminPost = async (path: string, body: unknown) => {
    const res = await fetch(server.url(path).replace('localhost', '127.0.0.1'), {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(NOON), launchBrowser()]);
    sedes = await server.apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre === CHAPINERO)!;
    token = (await server.api<{ token: string }>('/api/users/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A touch phone on `path`, its clock at the server's noon; Chapinero chosen when asked. */
  const touchPhone = async (path: string, sedeId: number | null) => {
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOON));
    if (sedeId !== null) {
      await page.goto(server.url('/terminos-y-condiciones'));
      await page.evaluate((id) => {
        localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId: id }, version: 0 }));
      }, sedeId);
    }
    await page.goto(server.url(path));
    return page;
  };

  /** The administrator in the back office at Chapinero. */
  const administrator = async (viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(NOON));
    await staffLogin(page, ADMIN, server.url('/login', 'admin'));
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: new RegExp(CHAPINERO) }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    return page;
  };

  it("item 6: the 'all closed' modal closes by itself when a branch opens (touch phone)", async () => {
    const weeks = new Map<number, HorarioSede[]>();
    for (const sede of sedes) {
      weeks.set(
        sede.id,
        await server.apiGet<HorarioSede[]>(`/api/locations/horarios-sede/?sede_id=${sede.id}`),
      );
    }
    const page = await touchPhone('/menu', null);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    const modal = page.getByRole('dialog', { name: ALL_CLOSED });
    expect(await modal.count()).toBe(0);

    try {
      // Every branch closes: the open menu is told, and the modal opens by itself.
      for (const [, week] of weeks) {
        const closed = week.map((h) => ({
          ...h,
          cerrado: true,
          hora_inicio: null,
          hora_fin: null,
        }));
        expect(await adminPost('/api/locations/horarios-sede/', closed)).toBe(200);
      }
      await modal.waitFor({ timeout: 5_000 });
      await screenshot(page, 'screens-that-lie-all-closed-390');

      // One branch opens again: the modal goes by itself, as it came.
      expect(await adminPost('/api/locations/horarios-sede/', weeks.get(chapinero.id))).toBe(200);
      await expect.poll(() => modal.count(), { timeout: 5_000 }).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, 'screens-that-lie-reopened-390');
      await expectAccessible(page);
    } finally {
      for (const [, week] of weeks) await adminPost('/api/locations/horarios-sede/', week);
      await page.context().close();
    }
  });

  it("item 7: a paused branch reads 'Pedidos en línea pausados', once, with its reason and end (touch phone)", async () => {
    const page = await touchPhone(`/menu?sede=${chapinero.id}`, chapinero.id);
    const main = page.getByRole('main');
    await main.getByText('Abierta ahora').first().waitFor();
    try {
      const status = await adminPost(`/api/locations/sedes/${chapinero.id}/pausa/`, {
        pausada: true,
        motivo: 'Horno en mantenimiento',
        hasta: '2026-11-25T15:30:00-05:00',
      });
      expect(status).toBe(200);
      await main.getByText('Pedidos en línea pausados').waitFor({ timeout: 5_000 });
      await main.getByText('Motivo: Horno en mantenimiento').waitFor();
      await main.getByText(/hasta las 3:30\sp\.\sm\./).waitFor();
      const text = await main.innerText();
      // What is true, said once: not 'Abierta ahora', no second notice of the pause.
      expect(text).not.toContain('Abierta ahora');
      expect(text.match(/pausad/gi) ?? []).toHaveLength(1);
      expect(text).not.toContain('recibiendo pedidos en línea');
      expect(text.match(/Horno en mantenimiento/g) ?? []).toHaveLength(1);
      // Still nothing can be added, and the cart button says why.
      const cart = page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
      await expect.poll(() => cart.isDisabled()).toBe(true);
      await screenshot(page, 'screens-that-lie-paused-390');
      await expectAccessible(page);
    } finally {
      await adminPost(`/api/locations/sedes/${chapinero.id}/pausa/`, { pausada: false });
    }
    await main.getByText('Abierta ahora').first().waitFor({ timeout: 5_000 });
    expect(await main.getByText('Pedidos en línea pausados').count()).toBe(0);
    await page.context().close();
  });

  /** Whether `locator`'s text is wholly on screen, unclipped by its own box or the page's. */
  const fullyVisible = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const fits = (el: Element) => el.scrollWidth <= el.clientWidth + 1;
      let clipped = false;
      for (let el: Element | null = element; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX !== 'visible' && !fits(el)) clipped = true;
      }
      return (
        box.left >= 0 &&
        box.right <= document.documentElement.clientWidth + 0.5 &&
        fits(element) &&
        !clipped
      );
    });

  for (const viewport of [TABLET, SMALL_PHONE]) {
    it(`item 10: the product detail fits without sideways scrolling at ${viewport.width}×${viewport.height}`, async () => {
      const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
      const sized = productos.filter((p) => p.precios_por_medida.length > 0);
      const producto = sized.find((p) => p.descuento > 0) ?? sized[0]!;
      const page = await administrator(viewport);
      await page.goto(server.url(`/productos/detalle/${producto.id}`, 'admin'));
      await page.getByRole('heading', { name: producto.nombre, level: 1 }).waitFor();
      const details = page.locator('dl');
      await details.getByText(producto.categoria_nombre!, { exact: true }).waitFor();

      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);

      // The page's title whole, clear of its actions.
      const title = page.getByRole('heading', { name: producto.nombre, level: 1 });
      expect(await fullyVisible(title)).toBe(true);
      const titleBox = (await title.boundingBox())!;
      for (const action of [
        page.getByRole('link', { name: 'Precios por tamaño' }),
        page.getByRole('group', { name: 'Ver o editar el producto' }),
        page.getByRole('button', { name: 'Eliminar' }),
      ]) {
        expect(intersects(titleBox, (await action.boundingBox())!)).toBe(false);
      }

      const values = [
        details.getByText(producto.categoria_nombre!, { exact: true }),
        ...(await details.getByRole('listitem').all()),
        details.getByText(producto.descuento > 0 ? `${producto.descuento} %` : 'Sin descuento'),
      ];
      expect(values.length).toBeGreaterThan(2);
      for (const value of values) {
        expect(await fullyVisible(value), await value.innerText()).toBe(true);
      }
      await screenshot(page, `screens-that-lie-product-detail-${viewport.width}`);
      await expectAccessible(page);
      await page.context().close();
    });
  }

  for (const viewport of [TABLET, LAPTOP]) {
    it(`item 11: a back-office toast sits bottom-right, clear of the title, at ${viewport.width}×${viewport.height}`, async () => {
      const page = await administrator(viewport);
      await page.goto(server.url(`/sedes/${chapinero.id}/horarios`, 'admin'));
      const title = page.getByRole('heading', { name: `Horarios de ${CHAPINERO}`, level: 1 });
      await title.waitFor();
      const copy = page.getByRole('button', { name: 'Copiar lunes a martes–viernes' });
      await copy.click();
      const shown = page.getByRole('status').filter({ hasText: 'Horario del lunes copiado' });
      await shown.waitFor();
      // Once its entry animation has ended, where it stays.
      let box = await shown.boundingBox();
      await expect
        .poll(async () => {
          const before = box;
          box = await shown.boundingBox();
          return JSON.stringify(before) === JSON.stringify(box);
        })
        .toBe(true);
      expect(box).not.toBeNull();
      const toastBox = box!;
      expect(intersects(toastBox, (await title.boundingBox())!)).toBe(false);
      for (const control of [copy, page.getByRole('button', { name: 'Guardar horarios' })]) {
        const controlBox = await control.boundingBox();
        if (controlBox) expect(intersects(toastBox, controlBox)).toBe(false);
      }
      // Bottom-right: its right edge by the screen's, its bottom by the screen's bottom.
      expect(toastBox.x).toBeGreaterThan(viewport.width / 2);
      expect(viewport.width - (toastBox.x + toastBox.width)).toBeLessThanOrEqual(48);
      expect(viewport.height - (toastBox.y + toastBox.height)).toBeLessThanOrEqual(48);
      await screenshot(page, `screens-that-lie-toast-${viewport.width}`);
      await page.context().close();
    });
  }

  it('item 11: on a phone the back office keeps its toasts under the top bar', async () => {
    const page = await administrator(PHONE);
    await page.goto(server.url(`/sedes/${chapinero.id}/horarios`, 'admin'));
    await page.getByRole('heading', { name: `Horarios de ${CHAPINERO}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Copiar lunes a martes–viernes' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'Horario del lunes copiado' });
    await shown.waitFor();
    await expect.poll(async () => (await shown.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    const box = (await shown.boundingBox())!;
    expect(box.y).toBeLessThan(PHONE.height / 2);
    await page.context().close();
  });
});
