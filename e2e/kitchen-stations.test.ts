// A branch's kitchen stations in the back office (issue 31): the list under the branch, a station
// created, refused twice (a taken name, red before amber), changed and removed. What the test
// makes it removes, whatever happened.
import type { Sede } from '@horno/domain/branches';
import { type Estacion, KITCHEN_MESSAGES } from '@horno/domain/kitchen';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiGet,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
  staffLoginAt,
  thisWorkerServer,
} from './support/browser';
import { toast } from './support/toasts';

/** A counter PC. */
const COUNTER = { width: 1366, height: 900 };
const CHAPINERO = 'Horno Chapinero';
const DEMO_STATIONS = ['Pizzas', 'Cocina caliente', 'Bebidas y postres', 'Despacho'];
const PIZZAS = ['Pizzas Tradicionales', 'Pizzas Especiales', 'Pizzas Gourmet'];
const TABLE = 'Estaciones de cocina';

/** A station's row (not the header's, which says 'Despacho' too). */
const rowOf = (page: Page, text: string) =>
  page
    .getByRole('table', { name: TABLE })
    .getByRole('row')
    .filter({ hasText: text, hasNot: page.getByRole('columnheader') });

/** The page scrolls sideways: something is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("a branch's kitchen stations", () => {
  let browser: Browser;
  let page: Page;
  let sede: Sede;
  let base: string;
  let headers: { authorization: string };
  const stationsOf = async () =>
    (await (
      await fetch(`${base}/api/locations/sedes/${sede.id}/estaciones/`, { headers })
    ).json()) as Estacion[];

  beforeAll(async () => {
    base = `http://127.0.0.1:${thisWorkerServer().port}`;
    [browser, headers] = await Promise.all([launchBrowser(), apiAuth(ADMIN)]);
    sede = (await apiGet<Sede[]>('/api/locations/sedes/')).find((s) => s.nombre === CHAPINERO)!;
    page = await newPage(browser, COUNTER);
    await staffLoginAt(page, ADMIN, CHAPINERO);
  });
  afterAll(async () => {
    // The demo's stations are left as they were: only the ones this test made go.
    for (const station of await stationsOf()) {
      if (DEMO_STATIONS.includes(station.nombre)) continue;
      await fetch(`${base}/api/cocina/estaciones/${station.id}/`, { method: 'DELETE', headers });
    }
    await browser?.close();
  });

  it('creates a station, refuses a taken name and red before amber, changes and removes it', async () => {
    // Reached from the branch's menu, like its hours and its delivery areas.
    await page.goto(appUrl('/sedes', 'admin'));
    await page.getByRole('button', { name: `Acciones de ${CHAPINERO}` }).click();
    await page.getByRole('menuitem', { name: 'Estaciones de cocina' }).click();
    await page.waitForURL(new RegExp(`/sedes/${sede.id}/estaciones$`));
    await page.getByRole('heading', { name: `Estaciones de cocina de ${CHAPINERO}` }).waitFor();
    for (const nombre of DEMO_STATIONS) await rowOf(page, nombre).first().waitFor();
    expect(await rowOf(page, 'Despacho').innerText()).toContain('Pedidos completos');
    expect(await rowOf(page, 'Cocina caliente').innerText()).toMatch(/Entradas[\s\S]*Pastas/);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'kitchen-stations-list-1366');
    await expectAccessible(page);

    // 'Horno': the three pizza categories, amber at 6 and red at 10 minutes.
    await page.getByRole('link', { name: 'Agregar estación' }).click();
    await page.waitForURL(/\/estaciones\/agregar$/);
    await page.getByRole('heading', { name: `Agregar estación a ${CHAPINERO}` }).waitFor();
    const categorias = page.getByRole('group', { name: 'Categorías que prepara' });
    await page.getByLabel('Nombre').fill('Horno');
    for (const nombre of PIZZAS) {
      await categorias.getByRole('checkbox', { name: nombre, exact: true }).click();
    }
    // The counter sees whole orders: no categories while 'Despacho' is ticked, kept if untaken.
    const despacho = page.getByRole('checkbox', { name: /^Despacho/ });
    await despacho.click();
    await expect.poll(() => categorias.count()).toBe(0);
    await despacho.click();
    const gourmetBox = categorias.getByRole('checkbox', { name: 'Pizzas Gourmet', exact: true });
    expect(await gourmetBox.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Ámbar a los (minutos)').fill('6');
    await page.getByLabel('Rojo a los (minutos)').fill('10');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'kitchen-stations-form-1366');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Agregar estación' }).click();
    await toast(page, 'Estación Horno creada').waitFor();
    await page.waitForURL(new RegExp(`/sedes/${sede.id}/estaciones$`));
    const horno = rowOf(page, 'Horno');
    await expect.poll(() => horno.innerText()).toMatch(/Pizzas Gourmet/);
    expect(await horno.innerText()).toMatch(/6 min[\s\S]*10 min/);
    const created = (await stationsOf()).find((s) => s.nombre === 'Horno')!;
    expect(created).toMatchObject({ expedidor: false, minutos_ambar: 6, minutos_rojo: 10 });
    expect(created.categorias).toHaveLength(3);

    // The same name again: the server's refusal lands under the name.
    await page.getByRole('link', { name: 'Agregar estación' }).click();
    await page.waitForURL(/\/estaciones\/agregar$/);
    const nombre = page.getByLabel('Nombre');
    await nombre.fill('Horno');
    await categorias.getByRole('checkbox', { name: 'Bebidas', exact: true }).click();
    await page.getByRole('button', { name: 'Agregar estación' }).click();
    await page.getByText(KITCHEN_MESSAGES.nameTaken).first().waitFor();
    await expect.poll(() => nombre.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/estaciones\/agregar$/);

    // Red at or before amber: said under red, nothing sent.
    await nombre.fill('Barra fría');
    await page.getByLabel('Ámbar a los (minutos)').fill('10');
    await page.getByLabel('Rojo a los (minutos)').fill('10');
    await page.getByRole('button', { name: 'Agregar estación' }).click();
    await page.getByText(KITCHEN_MESSAGES.redAfterAmber).waitFor();
    expect(await page.getByLabel('Rojo a los (minutos)').getAttribute('aria-invalid')).toBe('true');
    expect((await stationsOf()).some((s) => s.nombre === 'Barra fría')).toBe(false);
    await screenshot(page, 'kitchen-stations-form-refused-1366');
    // Leaving the typed form asks first (decision 025).
    await page.getByRole('link', { name: 'Volver' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' })
      .getByRole('button', { name: 'Salir sin guardar' })
      .click();
    await page.waitForURL(new RegExp(`/sedes/${sede.id}/estaciones$`));

    // Changed: another name, one pizza category less, red later.
    await page.getByRole('button', { name: 'Acciones de Horno' }).click();
    await page.getByRole('menuitem', { name: 'Modificar' }).click();
    await page.waitForURL(new RegExp(`/estaciones/${created.id}/modificar$`));
    await expect.poll(() => nombre.inputValue()).toBe('Horno');
    const gourmet = categorias.getByRole('checkbox', { name: 'Pizzas Gourmet', exact: true });
    expect(await gourmet.getAttribute('aria-checked')).toBe('true');
    await nombre.fill('Horno de leña');
    await gourmet.click();
    await page.getByLabel('Rojo a los (minutos)').fill('14');
    await page.getByRole('button', { name: 'Modificar', exact: true }).click();
    await toast(page, 'Estación Horno de leña modificada').waitFor();
    await page.waitForURL(new RegExp(`/sedes/${sede.id}/estaciones$`));
    const changed = rowOf(page, 'Horno de leña');
    await expect.poll(() => changed.innerText()).toMatch(/14 min/);
    expect(await changed.innerText()).not.toContain('Pizzas Gourmet');
    expect((await stationsOf()).find((s) => s.id === created.id)?.categorias).toHaveLength(2);

    // Removed, after saying what changes.
    await page.getByRole('button', { name: 'Acciones de Horno de leña' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Eliminar la estación «Horno de leña»?',
    });
    await confirm.waitFor();
    await screenshot(page, 'kitchen-stations-delete-1366');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Estación Horno de leña eliminada').waitFor();
    await expect.poll(() => changed.count()).toBe(0);
    expect((await stationsOf()).map((s) => s.nombre)).toEqual(DEMO_STATIONS);
  });

  it('fits a phone: the list and the form', async () => {
    const phone = await newPage(browser, PHONE);
    await staffLoginAt(phone, ADMIN, CHAPINERO);
    await phone.goto(appUrl(`/sedes/${sede.id}/estaciones`, 'admin'));
    await rowOf(phone, 'Bebidas y postres').waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await screenshot(phone, 'kitchen-stations-list-390');
    await expectAccessible(phone);

    await phone.goto(appUrl(`/sedes/${sede.id}/estaciones/agregar`, 'admin'));
    await phone.getByRole('group', { name: 'Categorías que prepara' }).waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    await screenshot(phone, 'kitchen-stations-form-390');
    await expectAccessible(phone);
    await phone.context().close();
  });

  it('is not for a cashier', async () => {
    const cashier = await newPage(browser, COUNTER);
    // The cashier works at one branch: the app picks it by itself.
    await staffLogin(cashier, CAJERO);
    await cashier.waitForURL(/\/pedidos\/gestionar$/);
    await cashier.goto(appUrl(`/sedes/${sede.id}/estaciones`, 'admin'));
    await cashier.waitForURL((url) => !url.pathname.includes('/estaciones'));
    expect(await cashier.getByRole('heading', { name: /Estaciones de cocina/ }).count()).toBe(0);
    const refused = await fetch(`${base}/api/locations/sedes/${sede.id}/estaciones/`, {
      method: 'POST',
      headers: { ...(await apiAuth(CAJERO)), 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'De caja', expedidor: true }),
    });
    expect(refused.status).toBe(403);
    await cashier.context().close();
  });
});
