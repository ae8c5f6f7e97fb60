// Issue 17, item 3: a phone pasted into 'Celular' at checkout was cut to 10 characters before it
// was cleaned ('+57 300 123 4567' became '5730012') and a number nobody answers went through.
// On a touch phone, real pastes (Ctrl+V from the clipboard) now give the number's 10 digits.
import type { Sede } from '@horno/domain/branches';
import type { CartLine } from '@horno/domain/cart';
import type { Producto } from '@horno/domain/catalog';
import type { Order } from '@horno/domain/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import { sizedProductCart } from './support/cart';

const NOT_MOBILE = 'Ingrese un número de celular válido (10 dígitos, empieza por 3)';

describe('pasting a phone number at checkout on a touch phone', () => {
  let browser: Browser;
  let sede: Sede;
  let line: CartLine;

  beforeAll(async () => {
    browser = await launchBrowser();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    sede = sedes.find((s) => s.nombre === 'Horno Chapinero') ?? sedes[0]!;
    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${sede.id}&solo_activos=true`);
    line = sizedProductCart(productos)[0]!;
  });
  afterAll(() => browser.close());

  /** The checkout of a guest picking up one pizza, on a touch phone that may use the clipboard. */
  async function openCheckout(): Promise<Page> {
    const context = await newContext(browser, {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(appUrl('/terminos-y-condiciones'));
    await page.evaluate(
      (entries) => {
        for (const [key, value] of Object.entries(entries)) {
          localStorage.setItem(key, JSON.stringify(value));
        }
      },
      {
        'cart-storage': { state: { lines: [line] }, version: 1 },
        'horno-sede': { state: { sedeId: sede.id }, version: 0 },
        'horno-entrega': {
          state: { tipoPedido: 'RECOGER', address: null, instrucciones: '', mesa: null },
          version: 1,
        },
      },
    );
    await page.goto(appUrl('/pedidos/finalizar-pedido'));
    await page.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();
    return page;
  }

  /** Puts `text` on the clipboard and pastes it over whatever the field held, as a person does. */
  async function paste(page: Page, label: string, text: string): Promise<void> {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    const field = page.getByLabel(label);
    await field.tap();
    await field.press('ControlOrMeta+A');
    await field.press('ControlOrMeta+V');
  }

  it("keeps the whole number and places the order with '+57 300 123 4567'", async () => {
    const page = await openCheckout();
    const celular = page.getByLabel('Celular');
    await page.getByLabel('Nombre').fill('Lucía Pegado');

    // Each way the issue pasted a number ends as its 10 digits, nothing cut.
    for (const pasted of ['300 123 4567', '573001234567']) {
      await paste(page, 'Celular', pasted);
      expect(await celular.inputValue()).toBe('3001234567');
    }

    // A number nobody answers is refused at the field, and the order does not go out.
    await paste(page, 'Celular', '0000000000');
    await page.getByLabel('Nombre').tap();
    await page.getByText(NOT_MOBILE).waitFor();
    expect(await celular.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Realizar pedido' }).tap();
    await page.getByText(NOT_MOBILE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pedidos/finalizar-pedido');

    await paste(page, 'Celular', '+57 300 123 4567');
    expect(['300 123 4567', '3001234567']).toContain(await celular.inputValue());
    await page.getByLabel('Nombre').tap();
    await page.getByText(NOT_MOBILE).waitFor({ state: 'detached' });
    await screenshot(page, 'checkout-phone-pasted');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Realizar pedido' }).tap();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    await page.getByText('+57 300 123 4567').waitFor();
    const id = Number(/\/pedidos\/(\d+)\/detalle/.exec(page.url())![1]);
    const stored = await page.evaluate(() => localStorage.getItem('horno-pedidos'));
    const placed = (JSON.parse(stored!) as { id: number; token: string }[]).find(
      (o) => o.id === id,
    );
    const order = await apiGet<Order>(`/api/pedidos/token/${placed!.token}/`);
    expect(order.invitado).toEqual({ nombre: 'Lucía Pegado', numero: '3001234567' });
    await page.context().close();
  });
});
