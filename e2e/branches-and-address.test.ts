import type { HorarioSede, Sede } from '@horno/domain/branches';
import { bogotaParts, bogotaWeek } from '@horno/domain/bogota-time';
import { WEEKDAY_NAMES, weekSchedule } from '@horno/domain/branch-schedule';
import { type CartLine, cartLineKey } from '@horno/domain/cart';
import type { Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  appUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser';
import { E2E_NOW } from './support/server';
import { toast } from './support/toasts';

const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';
const FAR_AWAY = 'Calle 170 # 7-10';
const OUTSIDE =
  'Esta dirección se encuentra fuera de nuestra área de entrega para la sede seleccionada.';

interface Suggestion {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

const locationDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Seleccionar sede y dirección' });

/** Opens 'Seleccionar sede y dirección' from the top bar. */
async function openLocationDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /Sede:/ }).click();
  await locationDialog(page).waitFor();
  return locationDialog(page);
}

describe('branch and delivery address in a browser', () => {
  let browser: Browser;
  let page: Page;
  let sedes: Sede[];
  let chapinero: Sede;
  let galerias: Sede;

  beforeAll(async () => {
    browser = await launchBrowser();
    sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.id === 1)!;
    galerias = sedes.find((s) => s.id === 3)!;
  });
  afterAll(() => browser.close());

  /** Opens `path` with the browser's clock at the server's pinned instant. */
  const open = async (path: string, viewport = DESKTOP, cart?: CartLine[]) => {
    page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    if (cart) {
      const stored = JSON.stringify({ state: { lines: cart }, version: 1 });
      await page.addInitScript((value) => localStorage.setItem('cart-storage', value), stored);
    }
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  };

  it('picks branch 1 and a covered address, shows the fee and keeps it in the top bar', async () => {
    const [suggestion] = (await apiGet<Suggestion[]>(
      `/api/directions/?input_text=${encodeURIComponent(ADDRESS)}&sede_id=${chapinero.id}`,
    )) as [Suggestion];
    const quote = await apiGet<{ costo_domicilio: number }>(
      `/api/calculate-distance/?lat=${suggestion.lat}&lon=${suggestion.lng}&sede_id=${chapinero.id}`,
    );

    await open('/menu');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.innerText()).toContain('Agregar dirección');
    const dialog = await openLocationDialog(page);
    await dialog.getByLabel('Sede').selectOption(String(chapinero.id));

    const confirm = dialog.getByRole('button', { name: 'Confirmar selección' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Dirección de entrega').fill(ADDRESS);
    const list = dialog.getByRole('list', { name: 'Sugerencias de dirección' });
    await list.getByRole('button', { name: SUGGESTION }).click();
    await dialog.getByText(`Domicilio ${formatCOP(quote.costo_domicilio)}`).waitFor();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await screenshot(page, 'branches-address-fee-desktop');
    await expectAccessible(page);

    await confirm.click();
    await toast(page, 'Sede y dirección seleccionadas correctamente.').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => banner.innerText()).toContain(SUGGESTION);
    expect(await banner.innerText()).toContain(chapinero.nombre);
    expect(await banner.getByRole('button', { name: /Sede:/ }).innerText()).toContain('Cambiar');

    // The choice is remembered: reloading keeps the address for the branch.
    await page.reload();
    await expect.poll(() => banner.innerText()).toContain(SUGGESTION);
    await page.context().close();
  });

  it("shows the address strip on phones under /menu ('Entregar en:')", async () => {
    await open(`/menu?sede=${chapinero.id}`, PHONE);
    const strip = page.getByRole('button', { name: 'Seleccionar dirección de entrega' });
    await strip.click();
    const dialog = locationDialog(page);
    await dialog.getByLabel('Dirección de entrega').fill(ADDRESS);
    await dialog.getByRole('button', { name: SUGGESTION }).click();
    await dialog.getByText(/Domicilio \$/).waitFor();
    await screenshot(page, 'branches-address-fee-phone');
    await dialog.getByRole('button', { name: 'Confirmar selección' }).click();
    await page.getByRole('button', { name: /Entregar en: .*Calle 70 # 11-20, Bogotá/ }).waitFor();
    await page.context().close();
  });

  it('says when an address is outside the delivery area and does not let it be confirmed', async () => {
    await open(`/menu?sede=${chapinero.id}`);
    const dialog = await openLocationDialog(page);
    await dialog.getByLabel('Dirección de entrega').fill(FAR_AWAY);
    await dialog.getByText(OUTSIDE).waitFor();
    const suggestion = dialog.getByRole('button', { name: /Calle 170 # 7-10, Bogotá/ });
    expect(await suggestion.isDisabled()).toBe(true);
    expect(await suggestion.innerText()).toContain('Fuera del área de entrega');
    expect(await dialog.getByRole('button', { name: 'Confirmar selección' }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'branches-address-outside');
    await expectAccessible(page);
    await page.context().close();
  });

  it("lists the branch's week, Monday to Sunday, with '(Festivo)' only on holidays", async () => {
    const horarios = await apiGet<HorarioSede[]>(
      `/api/locations/horarios-sede/?sede_id=${chapinero.id}`,
    );
    const festivos = await apiGet<string[]>('/api/locations/festivos-semana/');
    const now = new Date(E2E_NOW);
    const expected = weekSchedule(horarios, bogotaWeek(now), festivos, bogotaParts(now).ymd);

    await open(`/menu?sede=${chapinero.id}`);
    const dialog = await openLocationDialog(page);
    await dialog.getByRole('button', { name: 'Ver horario' }).click();
    const schedule = page.getByRole('dialog', { name: `Horarios de ${chapinero.nombre}` });
    const days = schedule.getByRole('list', { name: 'Horario de la semana' }).getByRole('listitem');
    await days.first().waitFor();

    expect(await days.count()).toBe(7);
    const texts = await days.allInnerTexts();
    texts.forEach((text, i) => {
      expect(text).toContain(WEEKDAY_NAMES[i]);
      expect(text).toContain(expected[i]!.horario);
      expect(text.includes('(Festivo)')).toBe(festivos.includes(expected[i]!.ymd));
    });
    // The pinned week (23 to 29 November 2026) has no holiday.
    expect(texts.filter((text) => text.includes('(Festivo)'))).toEqual([]);
    const today = schedule.locator('[aria-current="date"]');
    expect(await today.innerText()).toContain('Miércoles');
    await screenshot(page, 'branches-schedule');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => schedule.isVisible()).toBe(false);
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('asks before changing to a branch that does not sell a product in the cart', async () => {
    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const missing = productos.find((p) => !galerias.productos.includes(p.id) && p.precio !== null);
    const kept = productos.find((p) => galerias.productos.includes(p.id) && p.precio !== null);
    expect(missing && kept).toBeTruthy();
    const cartLine = (p: Producto): CartLine => {
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
        cantidad: 1,
        selecciones: [],
        precio: p.precio ?? 0,
      };
    };
    const cart = [cartLine(missing!), cartLine(kept!)];

    await open(`/menu?sede=${chapinero.id}`, DESKTOP, cart);
    const dialog = await openLocationDialog(page);
    const branchField = dialog.getByLabel('Sede');
    await branchField.selectOption(String(galerias.id));
    const confirmation = page.getByRole('alertdialog', { name: `¿Cambiar a ${galerias.nombre}?` });
    await confirmation.waitFor();
    const listed = confirmation.getByRole('list', { name: 'Productos que se quitarán' });
    expect(await listed.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining(missing!.nombre),
    ]);
    await screenshot(page, 'branches-change-confirmation');
    await expectAccessible(page);

    // Cancel keeps the branch and the cart.
    await confirmation.getByRole('button', { name: 'Conservar sede actual' }).click();
    await expect.poll(() => confirmation.isVisible()).toBe(false);
    expect(await branchField.inputValue()).toBe(String(chapinero.id));
    expect(page.url()).toContain(`sede=${chapinero.id}`);
    const storedCart = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as unknown);
    expect(await storedCart()).toMatchObject({ state: { lines: cart } });

    // Confirming removes the product and changes the branch.
    await branchField.selectOption(String(galerias.id));
    await confirmation.getByRole('button', { name: /Cambiar y quitar/ }).click();
    // Said in the modal too: the toast behind it is hidden from screen readers while it is open.
    await dialog
      .getByRole('status')
      .filter({
        hasText: `Ubicación cambiada a ${galerias.nombre}. 1 producto(s) removido(s) del carrito.`,
      })
      .waitFor();
    await expect.poll(() => page.url()).toContain(`sede=${galerias.id}`);
    expect(await storedCart()).toMatchObject({ state: { lines: [cart[1]] } });
    expect(await dialog.getByLabel('Sede').inputValue()).toBe(String(galerias.id));
    await page.context().close();
  });

  it('opens the WhatsApp chat of the chosen branch after confirming', async () => {
    const { telefono } = await apiGet<{ telefono: string }>(
      `/api/locations/sedes/${chapinero.id}/obtener_telefono/`,
    );
    await open(`/menu?sede=${chapinero.id}`);
    await page.getByRole('button', { name: `Escribir a ${chapinero.nombre} por WhatsApp` }).click();
    const ask = page.getByRole('alertdialog', { name: 'Abrir WhatsApp' });
    await ask.waitFor();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();

    // The chat page fetches the phone and goes on to wa.me (answered here: no network in tests).
    page = await newPage(browser, PHONE);
    await page.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.route('**/obtener_telefono/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(appUrl(`/chat-whatsapp/${chapinero.id}`));
    await page.getByText('Cargando...').waitFor();
    await page.waitForURL(`https://wa.me/57${telefono}`);
    await page.context().close();
  });

  it('shows the privacy policy and the terms, also under their short addresses', async () => {
    await open('/politica-de-privacidad', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
    const privacy = await page.getByRole('article').innerText();
    for (const text of ['1 de enero de 2025', '1581 de 2012', '1377 de 2013', 'Suprimir']) {
      expect(privacy).toContain(text);
    }
    await screenshot(page, 'branches-privacy-phone');
    await expectAccessible(page);

    await page.goto(appUrl('/terminos'));
    await page.waitForURL(/\/terminos-y-condiciones$/);
    await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();
    expect(await page.getByRole('article').innerText()).toContain('Ley 1480 de 2011');
    await expectAccessible(page);

    // The footer loads as the page nears it (the menu's first load does not carry it).
    await page.keyboard.press('End');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(sedes[0]!.direccion).waitFor();
    for (const sede of sedes) expect(await footer.innerText()).toContain(sede.direccion);
    for (const [name, href] of [
      ['Menú', '/menu'],
      ['Política de privacidad', '/politica-de-privacidad'],
      ['Términos y condiciones', '/terminos-y-condiciones'],
    ] as const) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    await page.goto(appUrl('/privacidad'));
    await page.waitForURL(/\/politica-de-privacidad$/);
    await page.context().close();
  });
});
