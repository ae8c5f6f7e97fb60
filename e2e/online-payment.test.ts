// 'Pago en línea' (issue 14): a guest pays through Wompi's checkout (a local fake speaking
// Wompi's shapes and signatures), comes back, and the order reaches the board only once
// Wompi's verified event says it is paid; a forged event changes nothing.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWompi, type FakeWompi } from '../packages/server/test/fake-wompi';
import {
  ADMIN,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  staffLogin,
} from './support/browser';
import { sizedProductCart } from './support/cart';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { E2E_NOW } from './support/server';

const PHONE_TOUCH = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('paying online with Wompi', () => {
  let browser: Browser;
  let wompi: FakeWompi;
  let server: ExtraServer;
  let chapinero: Sede;

  beforeAll(async () => {
    // Wompi's checkout refuses a payment whose time ran out: its clock keeps the server's.
    const since = Date.now();
    wompi = await startFakeWompi({ now: () => Date.parse(E2E_NOW) + Date.now() - since });
    [server, browser] = await Promise.all([startExtraServer(E2E_NOW, wompi.env), launchBrowser()]);
    chapinero = (await server.apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Chapinero',
    )!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await wompi?.close();
  });

  it('a guest pays on Wompi, and the order reaches the board as paid only after the event', async () => {
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const context = await newContext(browser, PHONE_TOUCH);
    const guest = await context.newPage();
    await guest.goto(server.url('/terminos-y-condiciones'));
    await guest.evaluate(
      ([sedeId, lines]) => {
        localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
        localStorage.setItem('cart-storage', JSON.stringify({ state: { lines }, version: 1 }));
      },
      [chapinero.id, sizedProductCart(productos)] as const,
    );
    await guest.goto(server.url('/pedidos/finalizar-pedido'));
    await guest.getByRole('heading', { name: 'Productos seleccionados' }).waitFor();
    await guest.getByRole('radio', { name: 'Recoger en sede' }).check();
    await guest.getByLabel('Nombre').fill('Tomás En Línea');
    await guest.getByLabel('Celular').fill('3017778899');
    const online = guest.getByRole('radio', { name: 'Pago en línea' });
    await online.check();
    await guest.getByText('Pagas con tarjeta, PSE o Nequi en Wompi').waitFor();
    expect(await guest.getByLabel('¿Con cuánto pagas?').count()).toBe(0);
    await screenshot(guest, 'payment-online-checkout-390');
    await expectAccessible(guest);

    // On to Wompi's checkout, with the server's amount, signed (the fake refuses a bad signature).
    await guest.getByRole('button', { name: 'Realizar pedido' }).tap();
    await guest.waitForURL((url) => url.origin === wompi.origin);
    await guest.getByRole('heading', { name: 'Wompi (pruebas)' }).waitFor();
    const reference = new URL(guest.url()).searchParams.get('reference')!;
    const id = Number(/^H(\d+)-/.exec(reference)![1]);
    const total = Number(new URL(guest.url()).searchParams.get('amount-in-cents')) / 100;
    expect(total).toBeGreaterThan(0);
    await guest.getByText(`$ ${total.toLocaleString('es-CO')}`).waitFor();
    await screenshot(guest, 'payment-online-wompi-390');

    // PSE: the bank takes its time; the customer is back before Wompi's event.
    await guest.getByRole('link', { name: 'Pagar con PSE (en proceso)' }).tap();
    await guest.waitForURL(new RegExp(`/pedidos/${id}/detalle`));
    await guest.getByRole('heading', { name: 'Esperando tu pago' }).waitFor();
    // The server asked Wompi for the transaction, and the id left the address.
    const tx = wompi.byReference(reference)!;
    await expect.poll(() => wompi.lookups.includes(tx.id)).toBe(true);
    await expect.poll(() => new URL(guest.url()).search).toBe('');
    expect(squash(await guest.getByText('Estado del pago').locator('..').innerText())).toContain(
      'Pago pendiente',
    );
    await screenshot(guest, 'payment-online-waiting-390');
    await expectAccessible(guest);

    // The board does not have it: it is not paid.
    const staffContext = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    const admin = await staffContext.newPage();
    await staffLogin(admin, ADMIN, server.url('/login', 'admin'));
    await admin.waitForURL(/\/seleccionar-sede$/);
    await admin.getByRole('button', { name: /Horno Chapinero/ }).click();
    await admin.waitForURL(/\/pedidos\/gestionar$/);
    const card = admin.getByRole('article', {
      name: `Pedido #${formatOrderNumber(id)}`,
      exact: true,
    });
    await admin
      .getByRole('heading', { name: /Pedidos/ })
      .first()
      .waitFor();
    expect(await card.count()).toBe(0);

    // A forged event (signed with another secret) is refused and changes nothing.
    const events = server.url('/api/pagos/wompi/eventos/');
    wompi.settle(tx.id, 'APPROVED');
    expect(await wompi.send(events, wompi.event(tx.id, 'test_events_NoEsElSecreto'))).toBe(401);
    await guest.reload();
    await guest.getByRole('heading', { name: 'Esperando tu pago' }).waitFor();
    expect(await card.count()).toBe(0);

    // Wompi's real event: paid; the board hears of it live, the customer's page too.
    expect(await wompi.send(events, wompi.event(tx.id))).toBe(200);
    await card.waitFor();
    expect(squash(await card.innerText())).toContain('Pago en línea · Pagado');
    await guest.getByRole('heading', { name: 'Pago aprobado' }).waitFor();
    await screenshot(guest, 'payment-online-paid-390');
    await screenshot(admin, 'payment-online-board-1366');
    // Sent again, it changes nothing.
    expect(await wompi.send(events, wompi.event(tx.id))).toBe(200);
    expect(await card.count()).toBe(1);

    // The staff's order detail says how it was paid, and that it is paid.
    await admin.goto(server.url(`/pedidos/${id}/detalle`, 'admin'));
    const paymentState = admin.getByText('Estado del pago', { exact: true }).locator('..');
    await paymentState.waitFor();
    expect(squash(await paymentState.innerText())).toBe('Estado del pago Pagado');
    expect(
      squash(await admin.getByText('Forma de pago', { exact: true }).locator('..').innerText()),
    ).toBe('Forma de pago Pago en línea');

    // The receipt says how it was paid.
    const login = await server.api<{ token: string }>('/api/users/login/', { body: ADMIN });
    const res = await fetch(server.url(`/api/recibos/${id}/pdf`), {
      headers: { Authorization: `Token ${login.body.token}` },
    });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = squash((await extractText(pdf, { mergePages: true })).text);
    expect(text).toContain(squash(`TOTAL ${formatCOP(total)}`));
    expect(text).toContain('Pago Pago en línea');
    expect(text).toContain('Estado del pago Pagado');
    await context.close();
    await staffContext.close();
  });

  it('a rejected card can be tried again from the order page', async () => {
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`);
    const context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(server.url('/terminos-y-condiciones'));
    await guest.evaluate(
      ([sedeId, lines]) => {
        localStorage.setItem('horno-sede', JSON.stringify({ state: { sedeId }, version: 0 }));
        localStorage.setItem('cart-storage', JSON.stringify({ state: { lines }, version: 1 }));
      },
      [chapinero.id, sizedProductCart(productos)] as const,
    );
    await guest.goto(server.url('/pedidos/finalizar-pedido'));
    await guest.getByRole('radio', { name: 'Recoger en sede' }).check();
    await guest.getByLabel('Nombre').fill('Carla Rechazo');
    await guest.getByLabel('Celular').fill('3017778800');
    await guest.getByRole('radio', { name: 'Pago en línea' }).check();
    await guest.getByRole('button', { name: 'Realizar pedido' }).click();
    await guest.waitForURL((url) => url.origin === wompi.origin);
    const first = new URL(guest.url()).searchParams.get('reference')!;
    await guest.getByRole('link', { name: 'Pagar con tarjeta (rechazada)' }).click();
    await guest.getByRole('heading', { name: 'Tu pago fue rechazado' }).waitFor();
    await screenshot(guest, 'payment-online-rejected-1366');

    await guest.getByRole('button', { name: /^Intentar de nuevo/ }).click();
    await guest.waitForURL((url) => url.origin === wompi.origin);
    const second = new URL(guest.url()).searchParams.get('reference')!;
    expect(second).not.toBe(first);
    // Paid in another browser (a bank's or Nequi's app): Wompi's return address is the order's
    // tracking page, which finds the order there too; approved at once, the lookup on return
    // applies it, before any event.
    const approve = await guest
      .getByRole('link', { name: 'Pagar con tarjeta (aprobada)' })
      .getAttribute('href');
    const elsewhere = await newContext(browser, PHONE_TOUCH);
    const returned = await elsewhere.newPage();
    await returned.goto(new URL(approve!, guest.url()).toString());
    await returned.waitForURL(/\/pedidos\/\d+\/detalle$/);
    await returned.getByRole('heading', { name: 'Pago aprobado' }).waitFor();
    expect(wompi.lookups.at(-1)).toBe(wompi.byReference(second)!.id);
    await screenshot(returned, 'payment-online-returned-elsewhere-390');
    await elsewhere.close();
    await context.close();
  });
});
