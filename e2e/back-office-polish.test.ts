// Issue 30, items 4 and 12, on the screen: the product register form in cards with headings and
// a taken name said at its field; the list sorts ascending first; the branches' status on a
// tablet stays on one line.
import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import { CATALOG_MESSAGES } from '@horno/domain/catalog-admin';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
  appUrl,
  CAJERO,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  staffLogin,
  staffLoginAt,
} from './support/browser';
import { type ExtraServer, startExtraServerMovedTo } from './support/extra-server';
import { E2E_NOW } from './support/server';

const TABLET = { width: 820, height: 1180 };

/** The first amount in a price cell ('$ 21.000 – $ 52.000' → 21000); -1 for none. */
const firstAmount = (text: string) => {
  const match = /\$\s*([\d.]+)/.exec(text);
  return match ? Number(match[1]!.replaceAll('.', '')) : -1;
};

describe('back office polish (issue 30)', () => {
  let browser: Browser;
  let categorias: CategoriaProducto[];
  let productos: Producto[];

  beforeAll(async () => {
    browser = await launchBrowser();
    categorias = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    productos = await apiGet<Producto[]>('/api/productos/');
  });
  afterAll(() => browser?.close());

  const administrator = async (viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await staffLoginAt(page, ADMIN, 'Horno Chapinero');
    return page;
  };

  it('groups the register form in cards with headings and says a taken name at its field', async () => {
    const page = await administrator(DESKTOP);
    await page.goto(appUrl('/productos/registrar', 'admin'));
    const form = page.locator('form');
    const nombre = page.getByLabel('Nombre', { exact: true });
    await nombre.waitFor();
    const pizzas = categorias.find((c) => c.tiene_medidas)!;
    await page.getByLabel('Categoría').selectOption({ label: pizzas.nombre });
    await expect
      .poll(() => form.getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(['Datos básicos', 'Precios por tamaño', 'Adiciones', 'Imagen', 'Sedes']);
    await screenshot(page, 'product-register-cards-desktop');
    await expectAccessible(page);

    // A drink named as one of its category, in other case: refused, and said under 'Nombre'.
    const taken = productos.find((p) => {
      const categoria = categorias.find((c) => c.id === p.categoria);
      return categoria && !categoria.tiene_medidas && p.precio !== null;
    })!;
    const categoria = categorias.find((c) => c.id === taken.categoria)!;
    await page.getByLabel('Categoría').selectOption({ label: categoria.nombre });
    await nombre.fill(taken.nombre.toUpperCase());
    await page.getByLabel('Precio', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Registrar producto' }).click();
    await expect.poll(() => nombre.getAttribute('aria-invalid')).toBe('true');
    const described = (await nombre.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      described
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(messages).toContain(CATALOG_MESSAGES.productNameTaken);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await nombre.getAttribute('id'));
    expect(page.url()).toMatch(/\/productos\/registrar$/);
    await screenshot(page, 'product-register-name-taken-desktop');
    await page.context().close();
  });

  it('sorts the product list by price from the cheapest first, then the dearest', async () => {
    // The cashier reads prices as text (no inline editor).
    const page = await newPage(browser, DESKTOP);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl('/productos/listado', 'admin'));
    const header = page.getByRole('columnheader', { name: /^Precio/ });
    await header.waitFor();
    const column = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.findIndex((c) => c.textContent?.trim().startsWith('Precio')));
    const prices = async () =>
      (
        await page
          .getByRole('row')
          .locator(`:scope > :nth-child(${column + 1})`)
          .allInnerTexts()
      )
        .slice(1)
        .map(firstAmount);

    await header.getByRole('button', { name: /Precio/ }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await prices();
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await screenshot(page, 'products-sorted-by-price-ascending');

    await header.getByRole('button', { name: /Precio/ }).click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
    await page.context().close();
  });

  describe('on a tablet', () => {
    // 12:31 on a server of its own (the demo seeded at noon, its clock moved): the demo's
    // branches close at night, 'in 9 h 29 min', one of the longest a status says.
    let server: ExtraServer;
    beforeAll(async () => {
      server = await startExtraServerMovedTo('2026-11-25T12:31:00-05:00');
    });
    afterAll(() => server?.stop());

    it("keeps each branch's status, 'cierra en 9 h 29 min' included, on one line on a tablet", async () => {
      const page = await newPage(browser, TABLET);
      await page.clock.setFixedTime(new Date('2026-11-25T12:31:00-05:00'));
      await staffLogin(page, ADMIN, server.url('/login', 'admin'));
      await page.waitForURL(/\/seleccionar-sede$/);
      await page.getByRole('button', { name: /Horno Chapinero/ }).click();
      await page.waitForURL(/\/pedidos\/gestionar$/);
      await page.getByRole('link', { name: 'Sedes' }).first().click();
      const cards = page.getByRole('list', { name: 'Sedes', exact: true }).getByRole('listitem');
      await cards.first().waitFor();
      const changes = page.getByText(/^(cierra|abre) en \d+ h \d+ min$/);
      await expect.poll(() => changes.count()).toBe(await cards.count());
      await screenshot(page, 'branches-status-one-line-820');
      for (const change of await changes.all()) {
        // The change and the status it follows: one line high, side by side in one pill.
        const box = await change.evaluate((el) => {
          const pill = el.parentElement!;
          const status = pill.children[1]!;
          return {
            line: parseFloat(getComputedStyle(el).lineHeight),
            text: el.getBoundingClientRect().height,
            top: el.getBoundingClientRect().top,
            statusTop: status.getBoundingClientRect().top,
          };
        });
        expect(box.text, JSON.stringify(box)).toBeLessThan(box.line * 1.5);
        expect(Math.abs(box.top - box.statusTop), JSON.stringify(box)).toBeLessThan(box.line / 2);
      }
      await expectAccessible(page);
      await page.context().close();
    });
  });
});
