// How an order is paid (issue 14): cash, saying what it is paid with so the change comes along,
// from the checkout to the board, the order's page and the printed receipt.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { cashSuggestions } from '@horno/domain/payments';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  newPage,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { sizedProductCart } from './support/cart';
import { E2E_NOW } from './support/server';
import { toast } from './support/toasts';

const PHONE_TOUCH = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The value next to a term of a definition list ('Valor total', 'Cambio'…). */
const amount = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
const pesos = (text: string) => Number(text.replace(/\D/g, ''));

describe('paying in cash with change', () => {
  let browser: Browser;
  let chapinero: Sede;

  beforeAll(async () => {
    browser = await launchBrowser();
    chapinero = (await apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Chapinero',
    )!;
  });
  afterAll(() => browser?.close());

  it('a guest pays $50.000 for a pick-up order: board, order page and receipt show the change', async () => {
    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const context = await newContext(browser, PHONE_TOUCH);
    const guest = await context.newPage();
    await guest.clock.setFixedTime(new Date(E2E_NOW));
    await guest.goto(appUrl('/terminos-y-condiciones'));
    await guest.evaluate(
      ([sedeId, lines]) => {
        localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
        localStorage.setItem('cart-storage', JSON.stringify({ state: { lines }, version: 1 }));
      },
      [chapinero.id, sizedProductCart(productos)] as const,
    );
    await guest.goto(appUrl('/pedidos/finalizar-pedido'));
    await guest.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();
    await guest.getByRole('radio', { name: 'Recoger en sede' }).check();
    await guest.getByLabel('Nombre').fill('Sofía Efectivo');
    await guest.getByLabel('Celular').fill('3015556677');
    await expect.poll(async () => pesos(await amount(guest, 'Valor total'))).toBeGreaterThan(0);
    const total = pesos(await amount(guest, 'Valor total'));
    expect(total).toBeLessThan(50_000);

    // Cash is the default; an amount under the total is refused before anything is sent.
    expect(await guest.getByRole('radio', { name: 'Efectivo' }).isChecked()).toBe(true);
    const paysWith = guest.getByLabel('¿Con cuánto pagas?');
    await paysWith.fill(String(total - 1000));
    await paysWith.blur();
    const below = `Debe ser al menos el total del pedido (${formatCOP(total)})`;
    await guest.getByText(below, { exact: true }).first().waitFor();
    await guest.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(guest, below).waitFor();
    expect(await paysWith.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(guest.url()).toMatch(/\/pedidos\/finalizar-pedido$/);

    // A quick bill: the first round amount above the total, with its change.
    const bills = guest.getByRole('group', { name: 'Billetes frecuentes' });
    const [bill] = cashSuggestions(total);
    const quick = bills.getByRole('button', { name: formatCOP(bill!), exact: true });
    await quick.tap();
    expect(await paysWith.inputValue()).toBe(String(bill));
    expect(await quick.getAttribute('aria-pressed')).toBe('true');
    await guest.getByText(`Cambio: ${formatCOP(bill! - total)}.`).waitFor();
    // The amount under the total it replaced is no longer a problem.
    expect(await paysWith.getAttribute('aria-invalid')).toBeNull();

    // Pasted as the customer writes it.
    await paysWith.fill('$ 50.000');
    expect(await paysWith.inputValue()).toBe('50000');
    await guest.getByText(`Cambio: ${formatCOP(50_000 - total)}.`).waitFor();
    await screenshot(guest, 'payment-cash-checkout-390');
    await expectAccessible(guest);
    await guest.getByRole('button', { name: 'Realizar pedido' }).tap();
    await guest.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle/.exec(guest.url())![1]);
    expect(pesos(await amount(guest, 'Paga con'))).toBe(50_000);
    expect(pesos(await amount(guest, 'Cambio'))).toBe(50_000 - total);
    expect(squash(await amount(guest, 'Forma de pago'))).toBe('Efectivo');
    await context.close();

    // The board's card says what to bring back.
    const admin = await newPage(browser, { width: 1366, height: 900 });
    await admin.clock.setFixedTime(new Date(E2E_NOW));
    await staffLogin(admin, ADMIN);
    await admin.waitForURL(/\/seleccionar-sede$/);
    await admin.getByRole('button', { name: /Horno Chapinero/ }).click();
    await admin.waitForURL(/\/pedidos\/gestionar$/);
    const card = admin.getByRole('article', {
      name: `Pedido #${formatOrderNumber(id)}`,
      exact: true,
    });
    await card.waitFor();
    const summary = squash(
      `Efectivo · paga con ${formatCOP(50_000)} · cambio ${formatCOP(50_000 - total)}`,
    );
    expect(squash(await card.innerText())).toContain(summary);
    await screenshot(admin, 'payment-cash-board-1366');
    await admin.context().close();

    // The receipt, as printed.
    const login = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/recibos/${id}/pdf`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = squash((await extractText(pdf, { mergePages: true })).text);
    expect(text).toContain(squash(`TOTAL ${formatCOP(total)}`));
    expect(text).toContain('Pago Efectivo');
    expect(text).toContain(squash(`Paga con ${formatCOP(50_000)}`));
    expect(text).toContain(squash(`Cambio ${formatCOP(50_000 - total)}`));
  });
});
