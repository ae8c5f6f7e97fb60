// The customer app when every branch is closed, on a second server whose clock starts at 5 a.m.
// on a Wednesday in Bogotá (the demo's branches open at 11:30 or noon).
import type { EstadoSede, HorarioSede, Sede } from '@horno/domain/branches';
import { bogotaParts, bogotaWeek } from '@horno/domain/bogota-time';
import { WEEKDAY_NAMES, weekSchedule } from '@horno/domain/branch-schedule';
import type { Producto } from '@horno/domain/catalog';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { toast } from './support/toasts';

/** Before opening time: every demo branch is closed. */
const CLOSED_AT = '2026-11-25T05:00:00-05:00';
const ALL_CLOSED = 'Todas nuestras sedes están cerradas en este momento';
const CLOSED_HINT = 'Puedes ver los horarios o el menú de cualquiera de nuestras sedes';
const NOT_OPEN = 'La sede no está abierta en este momento';
/** 'Cerrado', or a 12-hour range such as '12:00 p. m. - 10:00 p. m.'. */
const HOURS = /^(Cerrado|\d{1,2}:\d{2}\s[ap]\. m\.\s-\s\d{1,2}:\d{2}\s[ap]\. m\.)$/;

const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });

describe('when every branch is closed', () => {
  let server: ExtraServer;
  let browser: Browser;
  let sedes: Sede[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(CLOSED_AT), launchBrowser()]);
    sedes = await server.apiGet<Sede[]>('/api/locations/sedes/');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `path` on the closed server, with the browser's clock at the server's instant. */
  const open = async (path: string, viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(CLOSED_AT));
    await page.goto(server.url(path));
    return page;
  };

  it('the server says so', async () => {
    const estados = await server.apiGet<EstadoSede[]>('/api/locations/estado-sedes/');
    expect(estados.map((e) => e.id).sort()).toEqual(sedes.map((s) => s.id).sort());
    expect(estados.every((e) => !e.abierta)).toBe(true);
  });

  it("shows the closed-branches modal, each branch's week and its menu, but takes no products", async () => {
    const page = await open('/menu', DESKTOP);
    const modal = page.getByRole('dialog', { name: ALL_CLOSED });
    await modal.waitFor();
    expect(await modal.innerText()).toContain(CLOSED_HINT);
    for (const sede of sedes) {
      await modal.getByRole('button', { name: `Ver horario de ${sede.nombre}` }).waitFor();
      await modal.getByRole('button', { name: `Ver menú de ${sede.nombre}` }).waitFor();
    }
    await screenshot(page, 'closed-branches-desktop');
    await expectAccessible(page);

    // 'Ver horario': Monday to Sunday of this week, 'Cerrado' or 12-hour ranges, today marked.
    const festivos = await server.apiGet<string[]>('/api/locations/festivos-semana/');
    const now = new Date(CLOSED_AT);
    for (const sede of sedes) {
      const horarios = await server.apiGet<HorarioSede[]>(
        `/api/locations/horarios-sede/?sede_id=${sede.id}`,
      );
      const expected = weekSchedule(horarios, bogotaWeek(now), festivos, bogotaParts(now).ymd);
      await modal.getByRole('button', { name: `Ver horario de ${sede.nombre}` }).click();
      const schedule = page.getByRole('dialog', { name: `Horarios de ${sede.nombre}` });
      const days = schedule
        .getByRole('list', { name: 'Horario de la semana' })
        .getByRole('listitem');
      await days.first().waitFor();
      expect(await days.count()).toBe(7);
      const texts = await days.allInnerTexts();
      texts.forEach((text, i) => {
        expect(text).toContain(WEEKDAY_NAMES[i]);
        const horario = text.split('\n').at(-1)!.trim();
        expect(horario).toMatch(HOURS);
        expect(horario).toBe(expected[i]!.horario);
      });
      expect(await schedule.locator('[aria-current="date"]').innerText()).toContain('Miércoles');
      if (sede.nombre === 'Horno Usaquén') {
        // Closed on Mondays.
        expect(texts[0]).toContain('Cerrado');
        await screenshot(page, 'closed-branches-schedule');
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => schedule.count()).toBe(0);
      expect(await modal.isVisible()).toBe(true);
    }

    // 'Ver menú' chooses the branch and shows its menu.
    const sede = sedes[0]!;
    await modal.getByRole('button', { name: `Ver menú de ${sede.nombre}` }).click();
    await toast(page, `Ahora puedes ver el menú de ${sede.nombre}`).waitFor();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => page.url()).toContain(`sede=${sede.id}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`Sede: ${sede.nombre}`) })
      .waitFor();
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${sede.id}`);
    const producto = productos.find((p) => p.precios_por_medida.length === 0 && p.precio)!;
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: producto.nombre, exact: true }).waitFor();

    // 'Seleccionar sede y dirección' marks every branch closed and asks for no address.
    await page.getByRole('banner').getByRole('button', { name: /Sede:/ }).click();
    const location = page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
    await location.waitFor();
    const branchOptions = await location.getByLabel('Sede').locator('option').allInnerTexts();
    expect(branchOptions).toEqual(sedes.map((s) => `${s.nombre} (cerrado)`));
    expect(await location.getByLabel('Dirección de entrega').count()).toBe(0);
    expect(await location.getByRole('button', { name: 'Confirmar selección' }).count()).toBe(0);
    await location.getByRole('button', { name: 'Ver menú' }).click();
    await expect.poll(() => location.count()).toBe(0);

    // Nothing can be added: the cart button is disabled and says why, and so is the product's.
    await expect.poll(() => cartButton(page).isDisabled()).toBe(true);
    const describedBy = await cartButton(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(NOT_OPEN);
    expect(await page.getByText(NOT_OPEN).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: producto.nombre });
    await dialog.waitFor();
    expect(await dialog.getByText(NOT_OPEN).count()).toBe(1);
    expect(await addButton(dialog).isDisabled()).toBe(true);
    await screenshot(page, 'closed-branches-product-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Abrir carrito (0 productos)');
    await page.context().close();
  });

  it("on a phone: 'Ver menú' of another branch, and 'Arma tu pizza' cannot add either", async () => {
    const page = await open('/', PHONE);
    await page.waitForURL(/\/menu/);
    const modal = page.getByRole('dialog', { name: ALL_CLOSED });
    await modal.waitFor();
    const sede = sedes.at(-1)!;
    await modal.getByRole('button', { name: `Ver menú de ${sede.nombre}` }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => page.url()).toContain(`sede=${sede.id}`);
    await screenshot(page, 'closed-branches-menu-phone');
    await expect.poll(() => cartButton(page).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Armar mi pizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arma tu pizza' });
    await dialog.getByLabel('Sabor 1').waitFor();
    expect(await dialog.getByText(NOT_OPEN).count()).toBe(1);
    // Even with both halves chosen.
    const flavors = dialog.getByLabel('Sabor 1').locator('option:not([value=""])');
    await dialog.getByLabel('Sabor 1').selectOption((await flavors.nth(0).getAttribute('value'))!);
    await dialog.getByLabel('Sabor 2').selectOption((await flavors.nth(1).getAttribute('value'))!);
    expect(await addButton(dialog).isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });

  it(`refuses an order sent straight to the API with 422 '${ORDER_MESSAGES.branchClosed}'`, async () => {
    const sede = sedes[0]!;
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${sede.id}`);
    const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
    const { status, body } = await server.api<{ error?: string; detail?: string }>(
      '/api/pedidos/',
      {
        body: {
          productosPedidos: [
            {
              producto: producto.id,
              cantidad: 1,
              medida: producto.precios_por_medida[0]!.medida.id,
            },
          ],
          tipo_pedido: 'RECOGER',
          sede: sede.id,
          invitado: { nombre: 'Noé Madrugador', numero: '3009998877' },
        },
      },
    );
    expect(status).toBe(422);
    expect(body.error ?? body.detail).toBe('La sede seleccionada está cerrada en este momento');
  });
});
