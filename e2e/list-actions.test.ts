import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  staffLogin,
} from './support/browser';

const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

const LISTS = [
  {
    path: '/usuarios/listado',
    table: 'Usuarios',
    menu: /^Acciones de /,
    items: ['Asignar roles', 'Cambiar contraseña'],
    visibleText: 'Administrador',
  },
  {
    path: '/roles/listado',
    table: 'Roles',
    menu: /^Acciones del rol /,
    items: ['Asignar permisos', 'Modificar rol'],
    visibleText: 'Activo',
  },
  {
    path: '/permisos/listado',
    table: 'Permisos',
    menu: /^Acciones del permiso /,
    items: ['Modificar', 'Eliminar'],
    visibleText: 'Del sistema',
  },
] as const;

/** Nothing on the page, and nothing in the table's own box, scrolls sideways. */
async function sidewaysOverflow(page: Page, table: string) {
  return page.evaluate((name) => {
    const region = document.querySelector(`[role="region"][aria-label="${name}"]`);
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: region ? region.scrollWidth - region.clientWidth : -1,
    };
  }, table);
}

describe.each([
  ['tablet', TABLET],
  ['phone', PHONE],
])('back-office lists on a %s', (device, viewport) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, viewport);
    await staffLogin(page, ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
  });
  afterAll(() => browser.close());

  for (const list of LISTS) {
    it(`${list.path}: every row's menu is in view, without scrolling sideways`, async () => {
      await page.goto(appUrl(list.path, 'admin'));
      const table = page.getByRole('table', { name: list.table });
      const menus = table.getByRole('button', { name: list.menu });
      await expect.poll(() => menus.count(), { timeout: 15_000 }).toBeGreaterThan(1);
      expect(await sidewaysOverflow(page, list.table)).toEqual({ page: 0, table: 0 });

      const region = await page.getByRole('region', { name: list.table }).boundingBox();
      for (const menu of await menus.all()) {
        const box = await menu.boundingBox();
        expect(box, (await menu.getAttribute('aria-label')) ?? '').not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(region!.x);
        expect(box!.x + box!.width).toBeLessThanOrEqual(
          Math.min(viewport.width, region!.x + region!.width),
        );
      }
      // A badge is whole, not cut by the box's edge.
      const badge = await table.getByText(list.visibleText, { exact: true }).first().boundingBox();
      expect(badge!.x + badge!.width).toBeLessThanOrEqual(region!.x + region!.width);
      await screenshot(page, `list-actions-${list.table.toLowerCase()}-${device}`);

      await menus.first().click();
      for (const item of list.items) {
        await expect.poll(() => page.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
      }
      await screenshot(page, `list-actions-${list.table.toLowerCase()}-${device}-menu`);
      await page.keyboard.press('Escape');
      if (list.table === 'Usuarios') await expectAccessible(page);
    });
  }
});
