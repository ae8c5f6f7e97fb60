import type { Rol } from '@horno/domain/auth';
import type { Sede } from '@horno/domain/branches';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessHtml } from '../bench/data-table-harness.mjs';
import {
  ADMIN,
  appUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { keyboardDragReady } from './support/drag';

/**
 * Staff for the users list: enough for two pages, names that sort with accents, two roles and
 * the three branches. Their e-mails all hold 'tabla', so a search for it shows only them on this
 * worker's server (other spec files add users of their own).
 */
const STAFF: ReadonlyArray<[first: string, last: string, roles: string[], sedes: string[]]> = [
  ['José', 'Quintero', ['Cocina'], ['Horno Chapinero']],
  ['Álvaro', 'Zambrano', ['Cajero'], ['Horno Usaquén']],
  ['Beatriz', 'Quintero', ['Cocina'], ['Horno Galerías']],
  ['Zoe', 'Ortega', ['Cajero'], ['Horno Chapinero', 'Horno Usaquén']],
  ['Camilo', 'Ibáñez', ['Cocina', 'Cajero'], ['Horno Galerías']],
  ['Diana', 'Ortega', ['Cajero'], ['Horno Chapinero']],
  ['Esteban', 'Quintero', ['Cocina'], ['Horno Usaquén']],
  ['Fabiola', 'Zambrano', ['Cajero'], ['Horno Galerías']],
  ['Gustavo', 'Ibáñez', ['Cocina'], ['Horno Chapinero']],
  ['Hilda', 'Ortega', ['Cajero'], ['Horno Usaquén']],
  ['Iván', 'Zambrano', ['Cocina'], ['Horno Galerías']],
  ['Julia', 'Ibáñez', ['Cajero'], ['Horno Chapinero']],
];
const CAJEROS = STAFF.filter(([, , roles]) => roles.includes('Cajero')).length; // 7

/** Focuses the element and presses the key, as a keyboard user would. */
async function pressOn(page: Page, locator: Locator, key: string): Promise<void> {
  await locator.focus();
  await page.keyboard.press(key);
}

async function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers STAFF through the API, as the admin. */
async function registerStaff(): Promise<void> {
  const { token } = await api<{ token: string }>('/api/users/login/', ADMIN);
  const [roles, sedes] = await Promise.all([
    api<Rol[]>('/api/users/roles/', undefined, token),
    api<Sede[]>('/api/locations/sedes/', undefined, token),
  ]);
  const idOf = <T extends { id: number }>(list: T[], name: (item: T) => string, wanted: string) =>
    list.find((item) => name(item) === wanted)!.id;
  for (const [i, [first_name, last_name, roleNames, sedeNames]] of STAFF.entries()) {
    await api(
      '/api/users/register/',
      {
        first_name,
        last_name,
        email: `tabla${i + 1}@horno.co`,
        numero: `31055501${String(i).padStart(2, '0')}`,
        password: 'TablaHorno2026',
        roles: roleNames.map((name) => idOf(roles, (r) => r.rol, name)),
        sedes: sedeNames.map((name) => idOf(sedes, (s) => s.nombre, name)),
      },
      token,
    );
  }
}

describe('the data table on the users list', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [browser] = await Promise.all([launchBrowser(), registerStaff()]);
  });
  afterAll(() => browser.close());

  const openUsers = async (viewport: { width: number; height: number }) => {
    page = await newPage(browser, viewport);
    await staffLogin(page, ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl('/usuarios/listado', 'admin'));
    // The demo's accounts come first; the ones registered above are on a later page.
    await expect.poll(() => table().getByRole('row').count()).toBeGreaterThan(1);
  };
  const table = () => page.getByRole('table', { name: 'Usuarios' });
  const footer = (text: string) => page.getByText(text, { exact: true }).count();
  const search = () => page.getByPlaceholder('Buscar...').first();
  const filterButton = (column: string) =>
    page.getByRole('button', { name: new RegExp(`^Filter column ${column}`) });
  const popup = (column: string) => page.getByRole('dialog', { name: `Filtrar ${column}` });
  const firstName = () => table().getByRole('row').nth(1).getByRole('cell').first().innerText();
  const focusedName = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? el?.getAttribute('placeholder') ?? el?.textContent;
    });
  const press = (locator: Locator, key: string) => pressOn(page, locator, key);

  it('searches without minding accents, filters and sorts from the headers, and pages', async () => {
    await openUsers(DESKTOP);

    // 'jose' finds 'José'.
    await search().fill('jose');
    await expect.poll(() => table().getByText('José Quintero').count()).toBe(1);
    expect(await table().getByText('Beatriz Quintero').count()).toBe(0);

    await search().fill('tabla');
    await expect.poll(() => footer(`Mostrando 10 de ${STAFF.length} filas`)).toBe(1);
    expect(await footer('Página 1 de 2')).toBe(1);

    // The Roles filter, by keyboard: Enter opens it with the focus in its own search box.
    await press(filterButton('Roles'), 'Enter');
    await expect.poll(() => popup('Roles').isVisible()).toBe(true);
    await expect.poll(focusedName).toBe('Buscar...');
    await page.keyboard.type('coc');
    await expect.poll(() => popup('Roles').getByRole('checkbox').count()).toBe(1);
    await page.keyboard.press('Tab'); // 'Seleccionar todos': the values the search shows
    expect(await focusedName()).toBe('Seleccionar todos');
    await page.keyboard.press('Enter');
    const cocina = STAFF.length - CAJEROS + 1; // Camilo is both
    await expect.poll(() => footer(`Mostrando ${cocina} de ${cocina} filas`)).toBe(1);
    expect(await popup('Roles').getByRole('checkbox', { name: 'Cocina' }).isChecked()).toBe(true);
    await screenshot(page, 'data-table-filter-desktop');
    await expectAccessible(page);

    await page.keyboard.press('Tab'); // 'Deseleccionar todos'
    await page.keyboard.press('Enter');
    await expect.poll(() => footer(`Mostrando 10 de ${STAFF.length} filas`)).toBe(1);

    // Space ticks one value; the header says how many are chosen.
    await popup('Roles').getByPlaceholder('Buscar...').fill('');
    await press(popup('Roles').getByRole('checkbox', { name: 'Cajero' }), 'Space');
    await expect.poll(() => footer(`Mostrando ${CAJEROS} de ${CAJEROS} filas`)).toBe(1);
    expect(await table().getByText('José Quintero').count()).toBe(0);
    // Escape closes it and gives the focus back to its header's button.
    await page.keyboard.press('Escape');
    await expect.poll(() => popup('Roles').count()).toBe(0);
    expect(await filterButton('Roles').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(focusedName).toBe('Filter column Roles (1 valor elegido)');

    // Order from the Nombre popup: accents do not push 'Álvaro' to the end.
    const nombre = page.getByRole('columnheader', { name: /^Nombre/ });
    await filterButton('Nombre').click();
    await popup('Nombre').getByRole('button', { name: 'Ascendente' }).click();
    await expect.poll(firstName).toContain('Álvaro Zambrano');
    expect(await nombre.getAttribute('aria-sort')).toBe('ascending');
    await popup('Nombre').getByRole('button', { name: 'Descendente' }).click();
    await expect.poll(firstName).toContain('Zoe Ortega');
    expect(await nombre.getAttribute('aria-sort')).toBe('descending');
    await popup('Nombre').getByRole('button', { name: 'Limpiar orden' }).click();
    await expect.poll(() => nombre.getAttribute('aria-sort')).toBeNull();
    await page.keyboard.press('Escape');

    // Rows per page and the page buttons.
    await page.getByLabel('Filas por página').selectOption('5');
    await expect.poll(() => footer(`Mostrando 5 de ${CAJEROS} filas`)).toBe(1);
    expect(await footer('Página 1 de 2')).toBe(1);
    expect(await page.getByRole('button', { name: 'Página anterior' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => footer('Página 2 de 2')).toBe(1);
    expect(await footer(`Mostrando ${CAJEROS - 5} de ${CAJEROS} filas`)).toBe(1);
    expect(await page.getByRole('button', { name: 'Última página' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Primera página' }).click();
    await expect.poll(() => footer('Página 1 de 2')).toBe(1);
    await page.getByRole('button', { name: 'Última página' }).click();
    await expect.poll(() => footer('Página 2 de 2')).toBe(1);

    // 'Limpiar filtros' brings every searched row back; a search that finds nothing says so.
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => footer(`Mostrando 5 de ${STAFF.length} filas`)).toBe(1);
    expect(await footer('Página 1 de 3')).toBe(1);
    await search().fill('tabla pizza');
    await expect.poll(() => page.getByText('No hay resultados').count()).toBe(1);
    expect(await footer('Página 1 de 1')).toBe(1);
    await page.context().close();
  });

  it('on a phone, offers the filters of the folded columns above the rows', async () => {
    await openUsers(PHONE);
    await search().fill('tabla');
    // 'Sedes' folds into the first cell: its filter moves next to the search box.
    const sedes = filterButton('Sedes');
    await expect.poll(() => sedes.isVisible()).toBe(true);
    expect(
      await table()
        .getByRole('button', { name: /^Filter column Sedes/ })
        .count(),
    ).toBe(0);
    await sedes.click();
    await popup('Sedes').getByRole('checkbox', { name: 'Horno Galerías' }).click();
    await expect.poll(() => footer('Mostrando 4 de 4 filas')).toBe(1);
    // The rows changed and the columns were measured again: the popup stayed open.
    expect(await popup('Sedes').isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'data-table-filter-phone');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await screenshot(page, 'data-table-filtered-phone');
    await page.context().close();
  });
});

describe('the data table with reordering and selection (bench/data-table-harness.tsx)', () => {
  let browser: Browser;
  let page: Page;
  const ORIGIN = 'http://harness.test';
  const press = (locator: Locator, key: string) => pressOn(page, locator, key);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const openHarness = async (query: string) => {
    const html = await harnessHtml({ css: true });
    page = await newPage(browser, DESKTOP);
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await page.goto(`${ORIGIN}/${query}`);
    await page.waitForFunction(() => (window as { harness?: { ready: boolean } }).harness?.ready);
  };
  const order = () =>
    page.evaluate(
      () => (window as unknown as { harness: { order: number[] | null } }).harness.order,
    );
  const names = () =>
    page
      .getByRole('table', { name: 'Personas' })
      .locator('tbody tr td:nth-child(2)')
      .allInnerTexts();

  it('moves a row with the keyboard, tells a screen reader, and stops while sorted', async () => {
    await openHarness('?rows=5&reorder');
    const before = await names();
    const handle = page.getByRole('button', { name: `Arrastrar para reordenar ${before[0]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText(/^Tomaste /).count()).toBe(1);
    await keyboardDragReady(page);
    // Each step is told before the next key (a person waits for it too).
    for (const position of [2, 3]) {
      await page.keyboard.press('ArrowDown');
      const told = `${before[0]} pasa a la posición ${position} de 5.`;
      await expect.poll(() => page.getByText(told).count()).toBe(1);
    }
    await page.keyboard.press('Space');
    await expect.poll(order).toEqual([2, 3, 1, 4, 5]);
    await expect.poll(names).toEqual([before[1], before[2], before[0], before[3], before[4]]);
    expect(await page.getByText(`Dejaste ${before[0]} en la posición 3 de 5.`).count()).toBe(1);
    await screenshot(page, 'data-table-reordered-desktop');
    await expectAccessible(page);

    // Escape puts a row back where it was.
    await page.getByRole('button', { name: `Arrastrar para reordenar ${before[3]}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(`Tomaste ${before[3]}, `).count()).toBe(1);
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowUp');
    const told = `${before[3]} pasa a la posición 3 de 5.`;
    await expect.poll(() => page.getByText(told).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText(/^Movimiento cancelado/).count()).toBe(1);
    expect(await order()).toEqual([2, 3, 1, 4, 5]);

    // Sorted, the handles are off and say why.
    await page.getByRole('button', { name: /^Filter column Nombre/ }).click();
    await page.getByRole('button', { name: 'Ascendente' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => handle.isDisabled()).toBe(true);
    expect(await page.getByText('Para reordenar arrastrando, quita el orden').count()).toBe(1);
    await page.context().close();
  });

  it('selects rows one by one or the whole page, for the toolbar', async () => {
    await openHarness('?rows=30&select');
    const all = page.getByRole('checkbox', { name: 'Seleccionar todas' });
    await page.getByRole('checkbox', { name: 'Seleccionar fila 2' }).click();
    await expect.poll(() => page.getByText('1 fila seleccionada').count()).toBe(1);
    expect(await all.getAttribute('aria-checked')).toBe('mixed');
    await press(all, 'Space');
    await expect.poll(() => page.getByText('10 filas seleccionadas').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Desactivar seleccionadas' }).isEnabled()).toBe(
      true,
    );
    // The next page's header box is its own; the selection stays.
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => all.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('checkbox', { name: 'Seleccionar fila 11' }).click();
    await expect.poll(() => page.getByText('11 filas seleccionadas').count()).toBe(1);
    await screenshot(page, 'data-table-selection-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Quitar selección' }).click();
    await expect.poll(() => page.getByText('0 filas seleccionadas').count()).toBe(1);
    await page.context().close();
  });
});
