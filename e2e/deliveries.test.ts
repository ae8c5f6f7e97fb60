// Deliveries (issue 33): a rider starts a shift on a phone; the cashier, at Despacho on a laptop,
// puts two ready deliveries into the rider's trip (one dragged onto the rider, one from its
// 'Asignar' menu), reorders it and marks 'Salió'; the rider's phone shows the trip live with
// what to collect, one stop is delivered and the other comes back to dispatch ('No contesta'),
// goes out again and is delivered; the rider's settlement shows the cash to hand in.
// While the trip is under way the rider's phone (a faked geolocation riding down a street)
// shares where it is: the first customer's page shows the rider coming, and WhatsApp says once
// 'está llegando'. What the test creates it closes: the shift ends and the returned order is
// cancelled.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { Dispatch, RiderScreen } from '@horno/domain/deliveries';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiCall as call,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newContext,
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
  RIDER,
  RIDER_NAME,
  RIDER2,
  RIDER2_NAME,
} from './support/deliveries';
import { outboxMessages } from './support/outbox';
import { recordToasts, waitForToastSeen } from './support/toasts';

const LAPTOP = { width: 1366, height: 900 };
const TABLET = { width: 820, height: 1180 };
const SMALL_PHONE = { width: 360, height: 640 };
/** As the order board's test: the push, not the machine, is what this bounds. */
const LIVE_WITHIN_MS = 5_000;

/** Counts the notes the page's new-order chime starts (Web Audio), to hear it without speakers. */
const countChimes = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { chimes: number };
    w.chimes = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.chimes += 1;
      return create.call(this);
    };
  });
const chimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { chimes: number }).chimes);

describe('deliveries', () => {
  let browser: Browser;
  let cashier: Headers;
  let rider: Headers;
  let rider2: Headers;
  let chapinero: Sede;
  let pizza: Producto;
  const placed: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    [cashier, rider, rider2] = await Promise.all([
      apiAuth(CAJERO),
      apiAuth(RIDER),
      apiAuth(RIDER2),
    ]);
    ({ chapinero, pizza } = await chapineroAndPizza());
  });

  afterAll(async () => {
    // The shift ends (its trip is over) and what came back is cancelled.
    await cleanUpDeliveries(cashier, [rider, rider2], placed);
    await browser?.close();
  });

  /** A guest's delivery at Chapinero, accepted and ready in the kitchen. */
  const readyDelivery = (nombre: string, numero: string, direccion: string, pago: object) =>
    guestDelivery(
      { sede: chapinero.id, pizza, cashier, placed },
      { nombre, numero, direccion, pago, estados: ['ACEPTADO', 'PREPARADO'] },
    );

  it("goes from 'Por despachar' to the rider's phone, stop by stop, and back when nobody answers", async () => {
    const cash = await readyDelivery('Laura Méndez', '3001112233', 'Calle 70 # 11-20', {
      metodo_pago: 'EFECTIVO',
      paga_con: 100_000,
    });
    const card = await readyDelivery('Tomás Rivera', '3004445566', 'Carrera 9 # 60-15', {
      metodo_pago: 'DATAFONO',
    });
    const cashNo = `#${formatOrderNumber(cash.id)}`;
    const cardNo = `#${formatOrderNumber(card.id)}`;

    // The rider, on a touch phone, lands on Repartos and starts the shift.
    const phoneContext = await newContext(browser, {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      // The phone's GPS, moved along the street below; the browser asks once, the rider allows.
      geolocation: { latitude: 4.66, longitude: -74.06 },
      permissions: ['geolocation'],
    });
    const phone = await phoneContext.newPage();
    await countChimes(phone);
    await staffLogin(phone, RIDER);
    await phone.waitForURL(/\/repartos$/);
    await phone.getByRole('heading', { name: 'Inicia tu turno' }).waitFor();
    await screenshot(phone, 'deliveries-rider-start-phone');
    await expectAccessible(phone);
    await phone.getByRole('button', { name: 'Iniciar turno' }).tap();
    await phone.getByText('Sin viajes por ahora').waitFor();
    await phone.getByText(/En turno en Horno Chapinero desde/).waitFor();
    await phone.locator('[data-live-state="open"]').waitFor();
    await screenshot(phone, 'deliveries-rider-waiting-phone');

    /** The cashier's dispatch on another device. */
    const dispatchAt = async (viewport: { width: number; height: number }) => {
      const page = await newPage(browser, viewport);
      await staffLogin(page, CAJERO);
      await page.waitForURL(/\/pedidos\/gestionar$/);
      await page.goto(appUrl('/pedidos/despacho', 'admin'));
      await page.getByRole('heading', { name: 'Despacho', level: 1 }).waitFor();
      return page;
    };

    // The cashier opens Despacho from the order board.
    const laptop = await newPage(browser, LAPTOP);
    await recordToasts(laptop.context());
    await staffLogin(laptop, CAJERO);
    await laptop.waitForURL(/\/pedidos\/gestionar$/);
    await laptop.getByRole('main').getByRole('link', { name: 'Despacho' }).click();
    await laptop.waitForURL(/\/pedidos\/despacho$/);
    await laptop.getByRole('heading', { name: 'Despacho', level: 1 }).waitFor();
    const riderCard = laptop.getByRole('article', { name: RIDER_NAME });
    await riderCard.getByText('Libre').waitFor();
    const waiting = (number: string) =>
      laptop.getByRole('article', { name: `Pedido ${number}`, exact: true });
    await waiting(cashNo).waitFor();
    await waiting(cardNo).waitFor();
    await screenshot(laptop, 'deliveries-dispatch-laptop');
    await expectAccessible(laptop);

    // The cash order is dragged onto the rider with the mouse.
    const from = (await waiting(cashNo).getByText('Laura Méndez').boundingBox())!;
    const to = (await riderCard.boundingBox())!;
    await laptop.mouse.move(from.x + 5, from.y + from.height / 2);
    await laptop.mouse.down();
    await laptop.mouse.move(from.x + 25, from.y + 20, { steps: 4 });
    await laptop.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await laptop.mouse.up();
    const stops = laptop
      .getByRole('list', { name: `Paradas de ${RIDER_NAME}` })
      .getByRole('listitem');
    await expect.poll(() => stops.count()).toBe(1);
    expect(await waiting(cashNo).count()).toBe(0);

    // The rider's phone hears of the new trip: a chime, an announcement, 'Tu próximo viaje'.
    await phone
      .getByRole('heading', { name: 'Tu próximo viaje' })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    await phone.getByText('Espera a que el despacho marque la salida').waitFor();
    expect(
      await phone.getByRole('status').filter({ hasText: 'Nuevo viaje: 1 pedido' }).count(),
    ).toBe(1);
    await expect.poll(() => chimes(phone)).toBeGreaterThan(0);

    // The card order goes from its 'Asignar' menu.
    await waiting(cardNo)
      .getByRole('button', { name: `Asignar el pedido ${cardNo}` })
      .click();
    await laptop.getByRole('menuitem', { name: new RegExp(RIDER_NAME) }).click();
    await expect.poll(() => stops.count()).toBe(2);
    // Dispatch suggests the nearest first; the stops read in that order.
    const numbers = [cashNo, cardNo];
    const loaded = (await stops.allInnerTexts()).map((text) =>
      numbers.find((n) => text.includes(n))!,
    );
    expect(loaded.toSorted()).toEqual(numbers.toSorted());
    const [nearest, farthest] = loaded as [string, string];
    await riderCard.getByText('Cargando').waitFor();

    // The same screen on a tablet and a phone.
    for (const [viewport, name] of [
      [TABLET, 'tablet'],
      [PHONE, 'phone'],
    ] as const) {
      const other = await dispatchAt(viewport);
      const card = other.getByRole('article', { name: RIDER_NAME });
      await card.getByText('Cargando').waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await screenshot(other, `deliveries-dispatch-${name}`);
      await expectAccessible(other);
      await other.context().close();
    }

    // The cashier sends the farthest first instead, then the trip leaves.
    expect(
      await riderCard.getByRole('button', { name: `Subir el pedido ${nearest}` }).isDisabled(),
    ).toBe(true);
    await riderCard.getByRole('button', { name: `Bajar el pedido ${nearest}` }).click();
    await expect
      .poll(() => stops.allInnerTexts())
      .toEqual([expect.stringContaining(farthest), expect.stringContaining(nearest)]);
    await riderCard.getByRole('button', { name: 'Ordenar por cercanía' }).waitFor();
    await screenshot(laptop, 'deliveries-dispatch-loaded-laptop');
    // The rider's GPS, 2 km from the first stop when the trip leaves.
    const firstOrder = farthest === cashNo ? cash : card;
    const firstPhone = farthest === cashNo ? '3001112233' : '3004445566';
    const { viaje } = await call<RiderScreen>('GET', '/api/repartos/', rider);
    const home = viaje!.paradas.find((p) => p.pedido === firstOrder.id)!;
    /** The rider's GPS, `meters` north of the first stop's address (0.009° ≈ 1 km). */
    const rideTo = (meters: number) =>
      phoneContext.setGeolocation({
        latitude: home.lat! + (meters / 1000) * 0.009,
        longitude: home.lng!,
      });
    await rideTo(2000);
    await riderCard.getByRole('button', { name: `Salió el viaje de ${RIDER_NAME}` }).click();
    await riderCard.getByText(/^En camino desde \d{1,2}:\d{2} [ap]\. m\.$/).waitFor();

    // The rider's phone shows the trip under way, in the new order, with what to collect.
    await phone
      .getByRole('heading', { name: 'Viaje en camino' })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    const first = phone.getByRole('article', { name: `Parada 1: pedido ${farthest}` });
    const second = phone.getByRole('article', { name: `Parada 2: pedido ${nearest}` });
    const cashStop = phone.getByRole('article', { name: new RegExp(`pedido ${cashNo}$`) });
    const cardStop = phone.getByRole('article', { name: new RegExp(`pedido ${cardNo}$`) });
    await first.waitFor();
    await second.waitFor();
    await cardStop.getByText(/^Datáfono: cobrar \$\s[\d.]+$/).waitFor();
    await cashStop
      .getByText(/^Cobrar \$\s[\d.]+ en efectivo · paga con \$\s100\.000 · cambio \$\s[\d.]+$/)
      .waitFor();
    await cashStop.getByText('Calle 70 # 11-20').waitFor();
    expect(await cashStop.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe(
      'tel:+573001112233',
    );
    expect(await cashStop.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/573001112233',
    );
    expect(await cashStop.getByRole('link', { name: 'Google Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    expect(await cashStop.getByRole('link', { name: 'Waze' }).getAttribute('href')).toMatch(
      /^https:\/\/waze\.com\/ul\?(ll=-?[\d.]+,-?[\d.]+|q=[^&]+)&navigate=yes$/,
    );
    // Under way, and only then, the phone shares where it is.
    await phone.getByText('Compartiendo ubicación').waitFor();
    await screenshot(phone, 'deliveries-rider-trip-phone');
    await expectAccessible(phone);

    // The first stop's customer follows the rider on their phone, by the order's tracking link.
    const customer = await newPage(browser, PHONE);
    await customer.goto(appUrl(`/buscar-estado-pedido/${firstOrder.token}`));
    const coming = customer.getByRole('region', { name: /^Julián (va en camino|está llegando)/ });
    await coming.getByRole('heading', { name: 'Julián va en camino con tu pedido' }).waitFor();
    await coming.getByText(/^A 2,0 km al norte de tu dirección$/).waitFor({ timeout: 20_000 });
    await coming.getByText(/^Llega en unos \d+ minutos$/).waitFor();
    await screenshot(customer, 'deliveries-customer-coming-phone');
    await expectAccessible(customer);
    const arriving = () =>
      outboxMessages().filter((m) => m.to.endsWith(firstPhone) && m.body.includes('está llegando'));
    expect(arriving()).toEqual([]);
    // A few seconds on (one position per 5 s is kept), 200 m away: about two minutes out.
    await new Promise((r) => setTimeout(r, 5_500));
    await rideTo(200);
    await coming
      .getByRole('heading', { name: 'Julián está llegando' })
      .waitFor({ timeout: 20_000 });
    await coming.getByText('Llega en unos dos minutos').waitFor();
    await expect.poll(() => arriving().length, { timeout: 10_000 }).toBe(1);
    expect(arriving()[0]!.body).toMatch(
      /^Hola \S+, tu pedido #\d{5} de Horno Chapinero está llegando: Julián está a unos dos minutos\./,
    );
    await screenshot(customer, 'deliveries-customer-arriving-phone');
    // Closer still: no second message.
    await new Promise((r) => setTimeout(r, 5_500));
    await rideTo(50);
    await expect
      .poll(async () => (await customer.locator('[aria-live]').allInnerTexts()).join(' '))
      .toContain('50 m');
    expect(arriving()).toHaveLength(1);
    await phone.setViewportSize(SMALL_PHONE);
    await screenshot(phone, 'deliveries-rider-trip-small-phone');
    await phone.setViewportSize(PHONE);

    // The first stop is delivered, after a confirmation.
    await first.getByRole('button', { name: 'Entregado' }).tap();
    const confirm = phone.getByRole('alertdialog', { name: `¿Entregaste el pedido ${farthest}?` });
    await confirm.getByText(farthest === cashNo ? /^Cobrar \$/ : /^Datáfono: cobrar/).waitFor();
    await screenshot(phone, 'deliveries-rider-confirm-phone');
    await confirm.getByRole('button', { name: 'Sí, entregado' }).tap();
    await first.getByText(/^Entregado \d{1,2}:\d{2} [ap]\. m\.$/).waitFor();
    await phone.getByText('Falta 1 entrega').waitFor();
    // Delivered: the customer's page no longer shows the rider.
    await coming.waitFor({ state: 'detached', timeout: 20_000 });
    await customer.context().close();

    // Nobody answers at the second: it goes back to the branch.
    await second.getByRole('button', { name: 'No se pudo entregar' }).tap();
    const dialog = phone.getByRole('dialog', { name: 'No se pudo entregar' });
    // Sent without a reason, it says to choose one.
    await dialog.getByRole('button', { name: 'Devolver a la sede' }).tap();
    await dialog.getByText('Elige por qué no se pudo entregar').waitFor();
    await dialog.getByRole('radio', { name: 'No contesta' }).check();
    await dialog.getByLabel('Nota para la sede (opcional)').fill('Timbré dos veces y llamé');
    await screenshot(phone, 'deliveries-rider-failed-phone');
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Devolver a la sede' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    // The trip is over: the rider waits for the next, and no longer shares where they are.
    await phone.getByText('Sin viajes por ahora').waitFor();
    expect(await phone.getByText('Compartiendo ubicación').count()).toBe(0);
    await expect(
      call('POST', '/api/repartos/posicion/', rider, { lat: home.lat, lng: home.lng }),
    ).rejects.toThrow(/: 409 /);

    // Dispatch sees it back, marked, and the rider free.
    await waiting(nearest).getByText('Devuelto: No contesta').waitFor({ timeout: LIVE_WITHIN_MS });
    await riderCard.getByText('Libre').waitFor();
    expect(await waiting(farthest).count()).toBe(0);
    await screenshot(laptop, 'deliveries-dispatch-returned-laptop');

    // The delivered order is Entregado for the branch.
    const deliveredId = farthest === cashNo ? cash.id : card.id;
    const delivered = await call<{ estado: string }>(
      'GET',
      `/api/pedidos/${deliveredId}/`,
      cashier,
    );
    expect(delivered.estado).toBe('ENTREGADO');

    // Another dispatcher gives the returned order to Diana while this screen has not heard yet:
    // assigning it here is refused with the server's reason, and the screen catches up.
    await call('POST', '/api/repartos/turno/', rider2, { sede: chapinero.id }, 201);
    const dianaCard = laptop.getByRole('article', { name: RIDER2_NAME });
    await dianaCard.waitFor({ timeout: LIVE_WITHIN_MS });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await laptop.route(/\/api\/despacho\/\?/, async (route) => {
      await held;
      await route.continue();
    });
    const returnedId = nearest === cashNo ? cash.id : card.id;
    const onShift = await call<Dispatch>('GET', `/api/despacho/?sede=${chapinero.id}`, cashier);
    const diana = onShift.repartidores.find((r) => r.nombre === RIDER2_NAME)!;
    await call('POST', '/api/despacho/asignaciones/', cashier, {
      pedido: returnedId,
      repartidor: diana.id,
    });
    await waiting(nearest)
      .getByRole('button', { name: `Asignar el pedido ${nearest}` })
      .click();
    await laptop.getByRole('menuitem', { name: new RegExp(RIDER_NAME) }).click();
    const refusal = `${RIDER2_NAME} ya tiene el pedido ${nearest}`;
    expect(await waitForToastSeen(laptop, refusal)).toContain(refusal);
    release();
    await waiting(nearest).waitFor({ state: 'detached' });
    await dianaCard.getByRole('listitem').filter({ hasText: nearest }).waitFor();
    await laptop.unroute(/\/api\/despacho\/\?/);
    // Diana has to go: 'Pasar a' gives it to Julián, before her trip leaves.
    await dianaCard
      .getByRole('button', { name: `Pasar a otro domiciliario el pedido ${nearest}` })
      .click();
    await laptop.getByRole('menuitem', { name: new RegExp(RIDER_NAME) }).click();
    await riderCard.getByRole('listitem').filter({ hasText: nearest }).waitFor();
    await dianaCard.getByText('Libre').waitFor();
    // 'Quitar' takes it back from Julián's trip, which has not left.
    await riderCard.getByRole('button', { name: `Quitar el pedido ${nearest}` }).click();
    await waiting(nearest).waitFor();
    await riderCard.getByText('Libre').waitFor();
    await call('POST', '/api/repartos/turno/terminar/', rider2);
    await dianaCard.waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });

    // The customer answers now: it goes out again with Julián, who delivers it.
    await waiting(nearest)
      .getByRole('button', { name: `Asignar el pedido ${nearest}` })
      .click();
    await laptop.getByRole('menuitem', { name: new RegExp(RIDER_NAME) }).click();
    await riderCard.getByRole('button', { name: `Salió el viaje de ${RIDER_NAME}` }).click();
    const again = phone.getByRole('article', { name: `Parada 1: pedido ${nearest}` });
    await again.waitFor({ timeout: LIVE_WITHIN_MS });
    await again.getByRole('button', { name: 'Entregado' }).tap();
    await phone
      .getByRole('alertdialog', { name: `¿Entregaste el pedido ${nearest}?` })
      .getByRole('button', { name: 'Sí, entregado' })
      .tap();
    await phone.getByText('Sin viajes por ahora').waitFor();
    await riderCard.getByText('Libre').waitFor({ timeout: LIVE_WITHIN_MS });

    // Julián's settlement: both delivered, the cash order's total is what he hands in.
    await riderCard.getByRole('link', { name: `Liquidar turno de ${RIDER_NAME}` }).click();
    const due = laptop.getByRole('region', { name: 'A entregar' });
    const cashTotal = (
      await call<{ total_pedido: number }>('GET', `/api/pedidos/${cash.id}/`, cashier)
    ).total_pedido;
    await due.getByText(formatCOP(cashTotal), { exact: true }).waitFor();
    await laptop.getByText('Devueltos (1)').waitFor();
    await screenshot(laptop, 'deliveries-settlement-laptop');
    await laptop.goBack();
    await riderCard.waitFor();

    // With no trip, the shift ends from the phone.
    await phone.getByRole('button', { name: 'Terminar turno' }).tap();
    await phone
      .getByRole('alertdialog', { name: '¿Terminar tu turno?' })
      .getByRole('button', { name: 'Terminar turno' })
      .tap();
    await phone.getByRole('heading', { name: 'Inicia tu turno' }).waitFor();
    await riderCard.waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
    await laptop.getByText('Ningún domiciliario en turno').waitFor();

    await phoneContext.close();
    await laptop.context().close();
    // The rider rides for real seconds (one position per 5 s is kept).
  }, 180_000);
});
