// Delivery areas (issue 12): the administrator redraws Chapinero's areas on the map, smaller,
// and a customer's address that was inside gets the coverage message. The worker's server is
// shared with other files: the areas are put back at the end.
import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { pointInPolygon } from '@horno/domain/geo-areas';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
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
import { E2E_NOW } from './support/server';
import { toast } from './support/toasts';

const CHAPINERO = 1;
const USAQUEN = 2;
const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';
const NEAR_BRANCH = 'Calle 63 # 10-20';
const OUTSIDE =
  'Esta dirección se encuentra fuera de nuestra área de entrega para la sede seleccionada.';

interface Suggestion {
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

describe('delivery areas drawn in the back office', () => {
  let browser: Browser;
  let token: string;
  let saved: ZonaEntrega[];

  const api = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}${path}`, {
      method,
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBe(200);
    return (await res.json()) as T;
  };
  const firstSuggestion = async (text: string) =>
    (
      await apiGet<Suggestion[]>(
        `/api/directions/?input_text=${encodeURIComponent(text)}&sede_id=${CHAPINERO}`,
      )
    )[0]!;

  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await res.json()) as { token: string }).token;
    saved = await api<ZonaEntrega[]>(`/api/locations/sedes/${CHAPINERO}/zonas/`);
  });
  afterAll(async () => {
    // Chapinero's areas as they were, for the other files on this server.
    if (saved) {
      await api(`/api/locations/sedes/${CHAPINERO}/zonas/`, 'PUT', {
        zonas: saved.map(({ id: _id, sede: _sede, orden: _orden, ...zona }) => zona),
      });
    }
    await browser?.close();
  });

  /** The administrator at /sedes/1/zonas. */
  const editor = async (viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await staffLogin(page, ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl(`/sedes/${CHAPINERO}/zonas`, 'admin'));
    await page.getByRole('heading', { name: 'Zonas de entrega de Horno Chapinero' }).waitFor();
    return page;
  };
  const areaButton = (page: Page, name: string) =>
    page.getByRole('button', { name: new RegExp(`^${name}`) });

  it('shows the areas on a phone, usable without a map background', async () => {
    const page = await editor(PHONE);
    for (const name of ['Chapinero', 'Teusaquillo', 'El Nogal y Chicó']) {
      await areaButton(page, name).waitFor();
    }
    expect(await page.getByLabel('Latitud del punto 1 de Chapinero').inputValue()).toBe(
      String(saved[0]!.poligono[0]!.lat),
    );
    await screenshot(page, 'delivery-areas-phone');
    await expectAccessible(page);
    await page.context().close();
  });

  it('redraws Chapinero smaller on the map, and the address flow then says it is outside', async () => {
    expect((await firstSuggestion(ADDRESS)).out_of_coverage).toBe(false);

    const page = await editor(DESKTOP);
    await screenshot(page, 'delivery-areas-desktop');
    await expectAccessible(page);

    // Only the Chapinero area stays.
    for (const name of ['Teusaquillo', 'El Nogal y Chicó']) {
      await areaButton(page, name).click();
      await page.getByRole('button', { name: 'Eliminar zona' }).click();
      await areaButton(page, name).waitFor({ state: 'detached' });
    }
    await areaButton(page, 'Chapinero').click();
    await page.getByRole('button', { name: 'Borrar puntos' }).click();
    expect(await page.getByRole('button', { name: /Dibujando/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Four clicks on the map, a few blocks around the branch's label.
    const sede = await page.locator('.map-branch').boundingBox();
    const x = sede!.x + sede!.width / 2;
    const y = sede!.y + sede!.height / 2;
    for (const [dx, dy] of [
      [-30, -22],
      [30, -22],
      [30, 30],
      [-30, 30],
    ] as const) {
      await page.mouse.click(x + dx, y + dy);
    }
    await page.getByLabel('Longitud del punto 4 de Chapinero').waitFor();
    expect(await page.locator('.area-vertex').count()).toBe(4);

    // The keyboard's way: a fifth point typed in, then taken away again.
    await page.getByRole('button', { name: 'Agregar punto' }).click();
    await page.getByLabel('Latitud del punto 5 de Chapinero').fill('4,6480');
    await page.getByLabel('Longitud del punto 5 de Chapinero').fill('-74.0700');
    await expect.poll(() => page.locator('.area-vertex').count()).toBe(5);
    await page.getByRole('button', { name: 'Quitar el punto 5 de Chapinero' }).click();
    await expect.poll(() => page.locator('.area-vertex').count()).toBe(4);
    await screenshot(page, 'delivery-areas-redrawn');

    // Leaving now would lose the drawing: it asks first.
    await page.getByRole('button', { name: 'Volver' }).click();
    const leave = page.getByRole('alertdialog', { name: '¿Salir sin guardar las zonas?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await leave.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Guardar zonas' }).click();
    await toast(page, 'Zonas de entrega guardadas').waitFor();
    await page.context().close();

    // What was saved: one area around the branch that leaves Calle 70 out.
    const now = await api<ZonaEntrega[]>(`/api/locations/sedes/${CHAPINERO}/zonas/`);
    expect(now.map((z) => [z.nombre, z.poligono.length])).toEqual([['Chapinero', 4]]);
    const near = await firstSuggestion(NEAR_BRANCH);
    expect(pointInPolygon(near, now[0]!.poligono)).toBe(true);
    expect(near.out_of_coverage).toBe(false);
    expect((await firstSuggestion(ADDRESS)).out_of_coverage).toBe(true);

    // A customer choosing the address that used to be covered.
    const customer = await newPage(browser, DESKTOP);
    await customer.clock.setFixedTime(new Date(E2E_NOW));
    await customer.goto(appUrl(`/menu?sede=${CHAPINERO}`));
    await customer.getByRole('heading', { level: 1 }).first().waitFor();
    await customer.getByRole('banner').getByRole('button', { name: /Sede:/ }).click();
    const dialog = customer.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
    await dialog.getByLabel('Dirección de entrega').fill(ADDRESS);
    await dialog.getByText(OUTSIDE).waitFor();
    const suggestion = dialog.getByRole('button', { name: new RegExp(SUGGESTION) });
    expect(await suggestion.isDisabled()).toBe(true);
    expect(await suggestion.innerText()).toContain('Fuera del área de entrega');
    expect(await dialog.getByRole('button', { name: 'Confirmar selección' }).isDisabled()).toBe(
      true,
    );
    await screenshot(customer, 'delivery-areas-customer-outside');
    await customer.context().close();
  });

  it("tells the customer an area's fixed fee and minimum order (the demo's Cedritos)", async () => {
    const customer = await newPage(browser, PHONE);
    await customer.clock.setFixedTime(new Date(E2E_NOW));
    await customer.goto(appUrl(`/menu?sede=${USAQUEN}`));
    await customer.getByRole('heading', { level: 1 }).first().waitFor();
    await customer.getByRole('button', { name: 'Seleccionar dirección de entrega' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
    await dialog.getByLabel('Dirección de entrega').fill('Calle 145 # 12-30');
    await dialog.getByRole('button', { name: 'Calle 145 # 12-30, Bogotá' }).click();
    await dialog.getByText(`Domicilio ${formatCOP(7000)}`).waitFor();
    await dialog.getByText(/Pedido mínimo para domicilio en Cedritos/).waitFor();
    expect(await dialog.innerText()).toContain(formatCOP(45000));
    await screenshot(customer, 'delivery-areas-minimum-phone');
    await expectAccessible(customer);
    await customer.context().close();
  });
});
