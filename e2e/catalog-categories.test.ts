import type { CategoriaProducto } from '@horno/domain/catalog';
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
  newPage,
  PHONE,
  screenshot,
  staffLogin,
  type StoredSession,
  storedSession,
} from './support/browser';
import { toast } from './support/toasts';
import { keyboardDragReady } from './support/drag';

/** A counter PC (the brief's desktop size for the back office). */
const COUNTER = { width: 1366, height: 900 };

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** Logs the administrator in at Horno Chapinero. */
async function adminAt(page: Page): Promise<void> {
  await staffLogin(page, ADMIN);
  await page.waitForURL(/\/seleccionar-sede$/);
  await page.getByRole('button', { name: /Horno Chapinero/ }).click();
  await page.waitForURL(/\/pedidos\/gestionar$/);
}

/** Opens a back-office path by its address. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(path, 'admin'));
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Looks at `path` on a phone too: screenshot and axe, in a page of its own, signed in with the
 * administrator's `session` (the counter page's login at Chapinero).
 */
async function onPhone(
  browser: Browser,
  session: StoredSession,
  path: string,
  name: string,
): Promise<void> {
  const phone = await (
    await newContext(browser, { viewport: PHONE, storageState: session })
  ).newPage();
  await open(phone, path);
  await phone.getByRole('heading', { level: 1 }).waitFor();
  await phone.waitForLoadState('networkidle');
  await screenshot(phone, `${name}-phone`);
  await expectAccessible(phone);
  await phone.context().close();
}

describe('categories and ingredients in the back office', () => {
  let browser: Browser;
  let page: Page;
  /** The administrator's session at Chapinero, for the phone's looks. */
  let session: StoredSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, COUNTER);
    await adminAt(page);
    session = await storedSession(page);
  });
  afterAll(() => browser.close());

  it('registers an ingredient category and an ingredient, then changes the ingredient', async () => {
    await open(page, '/ingredientes/categorias/agregar');
    await page.getByLabel('Nombre').fill('Hierbas frescas');
    await page.getByRole('checkbox', { name: 'Tiene medidas' }).click();
    await page.getByRole('button', { name: 'Registrar categoría' }).click();
    await toast(page, 'Categoría de ingredientes registrada correctamente').waitFor();
    await page.waitForURL(/\/ingredientes\/listado$/);

    await page.getByRole('link', { name: 'Agregar ingrediente' }).click();
    await page.waitForURL(/\/ingredientes\/registrar$/);
    const save = page.getByRole('button', { name: 'Registrar ingrediente' });
    // Saving waits for a name and a category (back-office.md §5).
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Nombre').fill('Eneldo');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Categoría').selectOption({ label: 'Hierbas frescas' });
    expect(await save.isEnabled()).toBe(true);
    await page.getByLabel('Descripción (opcional)').fill('Para la pizza de salmón');
    await screenshot(page, 'ingredient-form-desktop');
    await expectAccessible(page);
    await save.click();
    await toast(page, 'Ingrediente registrado correctamente').waitFor();
    await page.waitForURL(/\/ingredientes\/listado$/);

    await page.getByRole('searchbox', { name: /Buscar/ }).fill('eneldo');
    const row = rowOf(page, 'Ingredientes', 'Eneldo');
    await expect.poll(() => row.innerText()).toContain('Hierbas frescas');
    await page.getByRole('button', { name: 'Acciones de Eneldo' }).click();
    await page.getByRole('menuitem', { name: 'Modificar' }).click();
    await page.waitForURL(/\/ingredientes\/modificar\/\d+$/);
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('Eneldo');
    expect(await page.getByRole('link', { name: 'Volver' }).isVisible()).toBe(true);
    await page.getByLabel('Nombre').fill('Eneldo fresco');
    await page.getByRole('button', { name: 'Modificar', exact: true }).click();
    await toast(page, 'Ingrediente actualizado').waitFor();
    await page.waitForURL(/\/ingredientes\/listado$/);
    await page.getByRole('searchbox', { name: /Buscar/ }).fill('eneldo');
    await expect.poll(() => rowOf(page, 'Ingredientes', 'Eneldo fresco').count()).toBe(1);
    await screenshot(page, 'ingredients-list-desktop');
    await expectAccessible(page);

    // The same name in the same category: the server's answer lands under the field.
    await open(page, '/ingredientes/registrar');
    await page.getByLabel('Nombre').fill('eneldo FRESCO');
    await page.getByLabel('Categoría').selectOption({ label: 'Hierbas frescas' });
    await page.getByRole('button', { name: 'Registrar ingrediente' }).click();
    await page
      .getByText('Ya existe un ingrediente con ese nombre en esa categoría')
      .first()
      .waitFor();
    expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/ingredientes\/registrar$/);

    await onPhone(browser, session, '/ingredientes/registrar', 'ingredient-form');
    await onPhone(browser, session, '/ingredientes/listado', 'ingredients-list');
  });

  it('adds a product category last and changes it; its address follows the name', async () => {
    await open(page, '/productos/categorias/listado');
    await page.getByRole('link', { name: 'Agregar categoría' }).click();
    await page.waitForURL(/\/productos\/categorias\/agregar$/);
    await page.getByLabel('Nombre').fill('Postres de temporada');
    await page.getByText('En el menú: /menu/postres-de-temporada').waitFor();
    await page.getByRole('button', { name: 'Agregar categoría' }).click();
    await toast(page, 'Categoría de productos registrada correctamente').waitFor();
    await page.waitForURL(/\/productos\/categorias\/listado$/);
    const all = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    expect(all.at(-1)?.nombre).toBe('Postres de temporada');

    await page.getByRole('button', { name: 'Acciones de Postres de temporada' }).click();
    await page.getByRole('menuitem', { name: 'Modificar' }).click();
    await page.waitForURL(/\/productos\/categorias\/modificar\/\d+$/);
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('Postres de temporada');
    await page.getByLabel('Nombre').fill('Postres de la casa');
    await page.getByRole('checkbox', { name: 'Tiene medidas' }).click();
    await screenshot(page, 'category-form-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Modificar', exact: true }).click();
    await toast(page, 'Categoría actualizada correctamente').waitFor();
    await page.waitForURL(/\/productos\/categorias\/listado$/);
    const row = rowOf(page, 'Categorías de productos', 'Postres de la casa');
    await expect.poll(() => row.innerText()).toContain('postres-de-la-casa');
    expect(await row.innerText()).toContain('Sí');

    // A name whose address another category has is refused on the field.
    await open(page, '/productos/categorias/agregar');
    await page.getByLabel('Nombre').fill('POSTRES DE LA CASA');
    await page.getByRole('button', { name: 'Agregar categoría' }).click();
    await page.getByText('Ya existe una categoría con ese nombre').first().waitFor();
    expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');

    await open(page, '/productos/categorias/listado');
    await rowOf(page, 'Categorías de productos', 'Postres de la casa').waitFor();
    // 'Agregar sección a productos especiales' works where there are special products (its
    // dialog: e2e/catalog-specials.test.ts); elsewhere it is offered disabled, saying why.
    const withSpecials = all.find((c) => c.productos_especiales_por_categoria > 0)!;
    await page.getByRole('button', { name: `Acciones de ${withSpecials.nombre}` }).click();
    const addSection = page.getByRole('menuitem', {
      name: /Agregar sección a productos especiales/,
    });
    expect(await addSection.getAttribute('aria-disabled')).toBeNull();
    await screenshot(page, 'categories-menu-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Acciones de Postres de la casa' }).click();
    await page.getByRole('menuitem', { name: 'Modificar' }).waitFor();
    expect(await addSection.getAttribute('aria-disabled')).toBe('true');
    expect(await addSection.getAttribute('title')).toBe(
      'No hay productos especiales en esta categoría',
    );
    await page.keyboard.press('Escape');
    await screenshot(page, 'categories-list-desktop');
    await expectAccessible(page);
    await onPhone(browser, session, '/productos/categorias/listado', 'categories-list');
    await onPhone(browser, session, '/productos/categorias/agregar', 'category-form');
  });

  it('reorders the categories with the keyboard, and the customer menu follows', async () => {
    const sede = 1;
    const menuOrder = await apiGet<CategoriaProducto[]>(`/api/categoria-productos/?sede=${sede}`);
    const shown = menuOrder.filter(
      (c) => c.productos_por_categoria + c.productos_especiales_por_categoria > 0,
    );
    // The last category the customer sees goes first.
    const target = shown.at(-1)!;
    const steps = menuOrder.findIndex((c) => c.id === target.id);
    expect(steps).toBeGreaterThan(1);

    await open(page, '/productos/categorias/listado');
    await page.getByRole('link', { name: 'Ordenar categorías' }).click();
    await page.waitForURL(/\/productos\/categorias\/ordenar$/);
    const save = page.getByRole('button', { name: 'Guardar orden' });
    expect(await save.isDisabled()).toBe(true);
    const handle = page.getByRole('button', {
      name: `Arrastrar para reordenar ${target.nombre}`,
      exact: true,
    });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByText(`Tomaste ${target.nombre}, en la posición ${steps + 1}`).waitFor();
    await keyboardDragReady(page);
    // Each step is told to a screen reader before the next key, as a person would wait for it.
    for (let position = steps; position >= 1; position--) {
      await page.keyboard.press('ArrowUp');
      const told = `${target.nombre} pasa a la posición ${position} de ${menuOrder.length}.`;
      await expect.poll(() => page.getByText(told).count()).toBe(1);
    }
    await page.keyboard.press('Space');
    await page
      .getByText(`Dejaste ${target.nombre} en la posición 1 de ${menuOrder.length}.`)
      .waitFor();
    const rows = page.getByRole('table', { name: 'Orden de las categorías' }).getByRole('row');
    await expect.poll(() => rows.nth(1).innerText()).toContain(target.nombre);
    await screenshot(page, 'categories-order-desktop');
    await expectAccessible(page);

    await save.click();
    await toast(page, 'Orden de categorías actualizado').waitFor();
    await page.waitForURL(/\/productos\/categorias\/listado$/);
    const saved = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    expect(saved[0]?.id).toBe(target.id);
    expect(saved.map((c) => c.orden)).toEqual(saved.map((_, i) => i + 1));
    expect(saved.slice(1).map((c) => c.id)).toEqual(
      menuOrder.filter((c) => c.id !== target.id).map((c) => c.id),
    );

    const customer = await newPage(browser, COUNTER);
    await customer.goto(appUrl(`/menu?sede=${sede}`));
    const links = customer.getByRole('navigation', { name: 'Categorías' }).getByRole('link');
    await expect.poll(() => links.nth(1).innerText()).toBe(target.nombre);
    expect(await links.first().innerText()).toBe('Todos');
    await customer.context().close();

    await onPhone(browser, session, '/productos/categorias/ordenar', 'categories-order');
  });

  it('shows a cashier the lists without any of the write actions', async () => {
    const cashier = await newPage(browser, COUNTER);
    await staffLogin(cashier, CAJERO);
    await cashier.waitForURL(/\/pedidos\/gestionar$/);

    // The sidebar opens the group of the screen shown: only the reading links are in it.
    await open(cashier, '/ingredientes/listado');
    await rowOf(cashier, 'Ingredientes', 'Eneldo fresco').waitFor();
    await cashier.getByRole('link', { name: 'Ver ingredientes' }).waitFor();
    expect(await cashier.getByRole('link', { name: 'Registrar ingrediente' }).count()).toBe(0);
    expect(await cashier.getByRole('link', { name: 'Agregar ingrediente' }).count()).toBe(0);
    expect(await cashier.getByRole('button', { name: /^Acciones de / }).count()).toBe(0);

    await open(cashier, '/productos/categorias/listado');
    await rowOf(cashier, 'Categorías de productos', 'Postres de la casa').waitFor();
    await cashier.getByRole('link', { name: 'Ver categorías' }).waitFor();
    for (const name of [
      'Agregar categoría',
      'Ordenar categorías',
      'Nueva categoría de producto',
      'Nueva categoría de ingrediente',
    ]) {
      expect(await cashier.getByRole('link', { name }).count(), name).toBe(0);
    }
    expect(await cashier.getByRole('button', { name: /^Acciones de / }).count()).toBe(0);
    await screenshot(cashier, 'categories-list-cashier');

    // The write screens send a cashier to the board.
    for (const path of [
      '/productos/categorias/ordenar',
      '/productos/categorias/agregar',
      '/ingredientes/registrar',
      '/ingredientes/categorias/agregar',
    ]) {
      await cashier.goto(appUrl(path, 'admin'));
      await cashier.waitForURL(/\/pedidos\/gestionar$/);
    }
    await cashier.context().close();
  });
});
