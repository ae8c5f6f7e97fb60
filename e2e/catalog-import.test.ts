// Issue 29: a manager loads the menu from a spreadsheet. The template downloaded, filled and
// uploaded on a laptop; the preview read; the import applied; a new product ordered by a guest
// at its price. On a server of its own: it adds products.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCOP } from '@horno/domain/money';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { E2E_NOW } from './support/server';

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the menu from a spreadsheet', () => {
  let browser: Browser;
  let server: ExtraServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startExtraServer(E2E_NOW)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is previewed, imported, and its new product ordered at its price', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await staffLogin(page, ADMIN, server.url('/login', 'admin'));
    await page.waitForURL(/seleccionar-sede/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/pedidos/);
    await page.getByRole('button', { name: 'Productos' }).click();
    await page.getByRole('link', { name: 'Importar productos' }).click();
    await page.getByRole('heading', { name: 'Importar productos' }).waitFor();
    await expectAccessible(page);

    // The template, filled in as a manager would (prices as people write them).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar plantilla (CSV)' }).click(),
    ]);
    const [header] = parse(readFileSync((await download.path())!), { bom: true }) as string[][];
    const row = (values: Record<string, string>) => header!.map((column) => values[column] ?? '');
    const file = join(tmpdir(), `menu-${Date.now()}.csv`);
    writeFileSync(
      file,
      stringify([
        header!,
        row({
          categoria: 'Bebidas',
          nombre: 'Limonada de mango biche',
          descripcion: 'Con sal y limón',
          precio: '$ 9.500',
          activo: 'sí',
          sede_horno_chapinero: 'sí',
        }),
        row({
          categoria: 'Pizzas Tradicionales',
          nombre: 'Pizza de plátano maduro',
          precio_personal: '18.900',
          precio_mediana: '32900',
          precio_familiar: '$ 52.900',
          admite_mitades: 'sí',
          adiciones: 'Queso mozzarella:4000',
          activo: 'sí',
          sede_horno_chapinero: 'sí',
          sede_horno_usaquen: 'sí',
        }),
      ]),
    );
    await page.locator('input[type=file]').setInputFiles(file);
    await expect
      .poll(async () => squash((await page.getByRole('status').first().textContent()) ?? ''))
      .toContain('2 para crear, 0 para actualizar');
    const table = page.getByRole('table', { name: 'Filas del archivo' });
    await expect.poll(() => table.getByText('Crear', { exact: true }).count()).toBe(2);
    await screenshot(page, 'catalog-import-preview-laptop');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('Se crearon 2 productos.').first().waitFor();
    await context.close();

    // A guest orders the new drink at Chapinero, at the file's price.
    const sedes = await server.apiGet<{ id: number; nombre: string }[]>('/api/locations/sedes/');
    const chapinero = sedes.find((s) => s.nombre === 'Horno Chapinero')!;
    const guest = await (await newContext(browser, { viewport: PHONE })).newPage();
    await guest.goto(server.url('/terminos-y-condiciones'));
    await guest.evaluate((sedeId) => {
      localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
    }, chapinero.id);
    await guest.goto(server.url(`/menu?sede=${chapinero.id}`));
    await guest
      .getByRole('button', { name: 'Agregar Limonada de mango biche', exact: true })
      .click();
    const dialog = guest.getByRole('dialog', { name: 'Limonada de mango biche' });
    const add = dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });
    await expect.poll(async () => squash(await add.innerText())).toContain(squash(formatCOP(9500)));
    await add.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await guest.goto(server.url('/pedidos/finalizar-pedido'));
    await guest.getByRole('radio', { name: 'Recoger en sede' }).check();
    await guest.getByLabel('Nombre').fill('Camila Hoja');
    await guest.getByLabel('Celular').fill('3012223344');
    await guest.getByRole('button', { name: 'Realizar pedido' }).click();
    await guest.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle/.exec(guest.url())![1]);
    expect(id).toBeGreaterThan(0);
    await guest.getByText('Limonada de mango biche').first().waitFor();
    await expect
      .poll(async () => squash(await guest.locator('main').innerText()))
      .toContain(squash(formatCOP(9500)));
    await guest.context().close();
  });
});
