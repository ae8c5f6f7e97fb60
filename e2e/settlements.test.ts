// Settling a rider's shift (issue 33, "Cash that adds up"): Diana's shift, set up through the API
// (a cash delivery paying with $ 100.000 delivered, a card one brought back), is settled by the
// cashier on a laptop from Despacho › Turnos: 'A entregar' is the cash order's total; $ 2.000
// short without a note is refused at 'Nota', with one it closes, and the closing prints alone.
// The same screens are looked at on a tablet and a phone. The spec files of a worker share one
// server, so the shift is found by its id, never by being the only one.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import {
  type Dispatch,
  type RiderScreen,
  type Settlement,
  SETTLEMENT_MESSAGES,
} from '@horno/domain/deliveries';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiCall as call,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import {
  chapineroAndPizza,
  cleanUpDeliveries,
  guestDelivery,
  type Headers,
  RIDER2,
  RIDER2_NAME,
} from './support/deliveries';
import { recordToasts, toast, waitForToastSeen } from './support/toasts';

// Diana, not Julián: deliveries.test.ts runs Julián's shift on the same server.
// Julián is the deliveries spec's rider: this one settles Diana's shift.
const RIDER = RIDER2;
const RIDER_NAME = RIDER2_NAME;
const LAPTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SHORT_BY = 2_000;
/** As the order board's test: the push, not the machine, is what this bounds. */
const LIVE_WITHIN_MS = 5_000;

/** Counts the calls to `window.print()`, which would open the browser's dialog. */
const countPrints = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { prints: number }).prints);

describe('settlements', () => {
  let browser: Browser;
  let cashier: Headers;
  let rider: Headers;
  let chapinero: Sede;
  let pizza: Producto;
  const placed: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [cashier, rider] = await Promise.all([apiAuth(CAJERO), apiAuth(RIDER)]);
    ({ chapinero, pizza } = await chapineroAndPizza());
    // A shift left open by an earlier run would refuse a new one.
    await call('POST', '/api/repartos/turno/terminar/', rider).catch(() => undefined);
  });

  afterAll(async () => {
    // What came back is cancelled; the shift ended with its settlement, or ends here.
    await cleanUpDeliveries(cashier, [rider], placed);
    await browser?.close();
  });

  /** A guest's delivery at Chapinero, accepted. */
  const acceptedDelivery = (nombre: string, numero: string, direccion: string, pago: object) =>
    guestDelivery(
      { sede: chapinero.id, pizza, cashier, placed },
      { nombre, numero, direccion, pago, estados: ['ACEPTADO'] },
    );

  /** The cashier signed in on a page of its own, at `path` of the back office. */
  const cashierAt = async (viewport: { width: number; height: number }, path: string) => {
    const page = await newPage(browser, viewport);
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl(path, 'admin'));
    return page;
  };

  /** The page is as wide as the screen: nothing pushes it sideways. */
  const fitsWidth = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

  it("settles a rider's shift: the cash due, a shortfall explained, a receipt to print", async () => {
    // Diana starts a shift; two deliveries go into her trip, ready, and it leaves.
    const started = await call<RiderScreen>(
      'POST',
      '/api/repartos/turno/',
      rider,
      { sede: chapinero.id },
      201,
    );
    const shiftId = started.turno!.id;
    const cash = await acceptedDelivery('Laura Méndez', '3001112233', 'Calle 70 # 11-20', {
      metodo_pago: 'EFECTIVO',
      paga_con: 100_000,
    });
    const card = await acceptedDelivery('Tomás Rivera', '3004445566', 'Carrera 9 # 60-15', {
      metodo_pago: 'DATAFONO',
    });
    const board = await call<Dispatch>('GET', `/api/despacho/?sede=${chapinero.id}`, cashier);
    const diana = board.repartidores.find((r) => r.nombre === RIDER_NAME)!;
    let loaded = board;
    for (const order of [cash, card])
      loaded = await call<Dispatch>('POST', '/api/despacho/asignaciones/', cashier, {
        pedido: order.id,
        repartidor: diana.id,
      });
    for (const order of [cash, card])
      await call('POST', `/api/pedidos/${order.id}/cambiar_estado/`, cashier, {
        estado: 'PREPARADO',
      });
    const trip = loaded.repartidores.find((r) => r.id === diana.id)!.viaje!;
    await call('POST', `/api/despacho/viajes/${trip.id}/salio/`, cashier);
    const due = cash.total_pedido;
    const cashNo = `#${formatOrderNumber(cash.id)}`;
    const cardNo = `#${formatOrderNumber(card.id)}`;

    // While Diana is on the road her shift cannot be settled: the page says so, with no form.
    const laptop = await newPage(browser, LAPTOP);
    await recordToasts(laptop.context());
    await countPrints(laptop);
    await staffLogin(laptop, CAJERO);
    await laptop.waitForURL(/\/pedidos\/gestionar$/);
    await laptop.goto(appUrl(`/pedidos/despacho/turnos/${shiftId}`, 'admin'));
    await laptop.getByText(`${RIDER_NAME} aún tiene 2 pedidos por entregar o devolver.`).waitFor();
    expect(await laptop.getByLabel('Efectivo recibido').count()).toBe(0);
    await screenshot(laptop, 'settlements-pending-laptop');

    // The cash order is delivered; nobody answers at the card one. The open page hears of it.
    await call('POST', `/api/repartos/paradas/${cash.id}/entregado/`, rider);
    await call('POST', `/api/repartos/paradas/${card.id}/no-entregado/`, rider, {
      motivo: 'NO_CONTESTA',
      nota: 'Timbré dos veces',
    });
    await laptop.getByLabel('Efectivo recibido').waitFor({ timeout: LIVE_WITHIN_MS });

    // Despacho offers to settle Diana, back with nothing on the road; the cashier goes to Turnos.
    await laptop.getByRole('link', { name: 'Turnos' }).click();
    await laptop.waitForURL(/\/pedidos\/despacho\/turnos$/);
    await laptop.getByRole('main').getByRole('link', { name: 'Despacho' }).click();
    await laptop.getByRole('heading', { name: 'Despacho', level: 1 }).waitFor();
    const dianaCard = laptop.getByRole('article', { name: RIDER_NAME });
    expect(
      await dianaCard
        .getByRole('link', { name: `Liquidar turno de ${RIDER_NAME}` })
        .getAttribute('href'),
    ).toBe(`/pedidos/despacho/turnos/${shiftId}`);
    await screenshot(laptop, 'settlements-dispatch-laptop');
    await laptop.getByRole('main').getByRole('link', { name: 'Turnos' }).click();
    await laptop.waitForURL(/\/pedidos\/despacho\/turnos$/);
    await laptop.getByRole('heading', { name: 'Turnos', level: 1 }).waitFor();

    // Her shift: one delivered, one brought back, the cash order's total to hand in. A rider has
    // one open shift at a time, so 'En turno' tells hers from any earlier one.
    const row = laptop
      .getByRole('row')
      .filter({ hasText: RIDER_NAME })
      .filter({ hasText: 'En turno' });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await row.getByText(formatCOP(due), { exact: true }).waitFor();
    await expectAccessible(laptop);
    await screenshot(laptop, 'settlements-shifts-laptop');
    await row.getByRole('button', { name: `Acciones del turno de ${RIDER_NAME}` }).click();
    await laptop.getByRole('menuitem', { name: 'Liquidar turno' }).click();
    await laptop.waitForURL(new RegExp(`/pedidos/despacho/turnos/${shiftId}$`));

    // The settlement: the cash order with its change, the card one brought back, what is due.
    await laptop.getByRole('heading', { name: `Liquidación de ${RIDER_NAME}`, level: 1 }).waitFor();
    const cashSection = laptop.getByRole('region', { name: /^Efectivo/ });
    const cashRow = cashSection.getByRole('row').filter({ hasText: cashNo });
    await cashRow.getByText('Laura Méndez').waitFor();
    await cashRow.getByRole('cell', { name: formatCOP(100_000), exact: true }).waitFor();
    await cashRow
      .getByRole('cell', { name: formatCOP(100_000 - cash.total_pedido), exact: true })
      .waitFor();
    const returned = laptop.getByRole('region', { name: /^Devueltos/ });
    await returned.getByRole('row').filter({ hasText: cardNo }).getByText('No contesta').waitFor();
    expect(
      await laptop
        .getByRole('region', { name: /^Datáfono/ })
        .getByText(cardNo)
        .count(),
    ).toBe(0);
    const dueBox = laptop.getByRole('region', { name: 'A entregar' });
    await dueBox.getByText(formatCOP(due), { exact: true }).waitFor();

    // $ 2.000 short, without a note: the difference shows as it is typed, the server asks why.
    const received = laptop.getByLabel('Efectivo recibido');
    await received.fill(String(due + 1_000));
    await laptop.getByText(`Sobran ${formatCOP(1_000)}`).waitFor();
    await received.fill(String(due));
    await laptop.getByText('Cuadra', { exact: true }).waitFor();
    await received.fill(String(due - SHORT_BY));
    await laptop.getByText(`Faltan ${formatCOP(SHORT_BY)}`).waitFor();
    await laptop.getByRole('button', { name: 'Liquidar turno' }).click();
    const note = laptop.getByLabel('Nota');
    await laptop.getByText(SETTLEMENT_MESSAGES.noteRequired, { exact: true }).waitFor();
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => note.evaluate((el) => el === document.activeElement)).toBe(true);
    // What was typed stays.
    expect(await received.inputValue()).toBe(String(due - SHORT_BY));
    await expectAccessible(laptop);
    await screenshot(laptop, 'settlements-note-required-laptop');
    // The error's toast, bottom right, leaves the form's buttons clear.
    const refused = (await toast(laptop, 'No se pudo liquidar el turno').boundingBox())!;
    const submit = (await laptop.getByRole('button', { name: 'Liquidar turno' }).boundingBox())!;
    expect(refused.y > submit.y + submit.height || refused.x > submit.x + submit.width).toBe(true);

    // The same screen, still open, on a tablet and a phone.
    const others = [
      [TABLET, 'tablet'],
      [PHONE, 'phone'],
    ] as const;
    for (const [viewport, name] of others) {
      const other = await cashierAt(viewport, '/pedidos/despacho/turnos');
      await other
        .getByRole('row')
        .filter({ hasText: RIDER_NAME })
        .filter({ hasText: 'En turno' })
        .waitFor();
      await fitsWidth(other, viewport.width);
      await screenshot(other, `settlements-shifts-${name}`);
      await other.goto(appUrl(`/pedidos/despacho/turnos/${shiftId}`, 'admin'));
      await other.getByLabel('Efectivo recibido').waitFor();
      await fitsWidth(other, viewport.width);
      await screenshot(other, `settlements-form-${name}`);
      await expectAccessible(other);
      await other.context().close();
    }

    // With a note it closes: the shift ends, the closing says who, when and what was missing.
    await note.fill('Faltaron dos mil del cambio; los repone mañana');
    await laptop.getByRole('button', { name: 'Liquidar turno' }).click();
    const closing = laptop.getByRole('region', { name: 'Liquidación cerrada' });
    await closing.waitFor();
    expect(await waitForToastSeen(laptop, `Turno de ${RIDER_NAME} liquidado`)).toContain(
      `Turno de ${RIDER_NAME} liquidado`,
    );
    await closing.getByText(`Faltan ${formatCOP(SHORT_BY)}`).waitFor();
    await closing.getByText(formatCOP(due - SHORT_BY), { exact: true }).waitFor();
    await closing.getByText('Faltaron dos mil del cambio; los repone mañana').waitFor();
    await closing
      .getByText(/^[a-zé]+, \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\.$/)
      .waitFor();
    expect(await laptop.getByLabel('Efectivo recibido').count()).toBe(0);
    const settled = await call<Settlement>(
      'GET',
      `/api/despacho/turnos/${shiftId}/liquidacion/`,
      cashier,
    );
    expect(settled.cierre).toMatchObject({
      efectivo_recibido: due - SHORT_BY,
      diferencia: -SHORT_BY,
    });
    expect(settled.turno.fin).not.toBeNull();
    await screenshot(laptop, 'settlements-closed-laptop');
    await expectAccessible(laptop);

    // 'Imprimir' prints the page as a receipt: the settlement alone, without the app around it.
    await laptop.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(laptop)).toBe(1);
    await laptop.emulateMedia({ media: 'print' });
    expect(await laptop.getByRole('complementary', { name: 'Barra lateral' }).isVisible()).toBe(
      false,
    );
    expect(await laptop.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await closing.isVisible()).toBe(true);
    expect(await dueBox.isVisible()).toBe(true);
    await screenshot(laptop, 'settlements-print-laptop');
    await laptop.emulateMedia({ media: 'screen' });

    // Turnos says it was settled, and what was missing.
    await laptop.getByRole('link', { name: 'Turnos' }).click();
    const settledRow = laptop
      .getByRole('row')
      .filter({ hasText: RIDER_NAME })
      .filter({ hasText: `Faltan ${formatCOP(SHORT_BY)}` });
    await settledRow.getByText('Liquidado', { exact: true }).waitFor();

    // Settled, on a tablet and a phone.
    for (const [viewport, name] of others) {
      const other = await cashierAt(viewport, `/pedidos/despacho/turnos/${shiftId}`);
      await other.getByRole('region', { name: 'Liquidación cerrada' }).waitFor();
      await fitsWidth(other, viewport.width);
      await screenshot(other, `settlements-closed-${name}`);
      await expectAccessible(other);
      await other.context().close();
    }
    await laptop.context().close();
  });
});
