// Orders for later (issue 32) as a customer places them on a phone, and as a cashier takes one
// by phone. This spec starts a second server whose clock starts at 5 a.m. on a Wednesday in
// Bogotá, when every demo branch is closed, and later moves that clock to the evening the
// delivery was scheduled for (support/server.ts: `moveClock`).
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Order } from '@horno/domain/orders';
import { DEFAULT_SLOT_SETTINGS, type SlotSettings } from '@horno/domain/time-slots';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CAJERO,
  COCINA,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { outboxMessages } from './support/outbox';
import { toast } from './support/toasts';

const CLOSED_AT = '2026-11-25T05:00:00-05:00';
const ALL_CLOSED = 'Todas nuestras sedes están cerradas en este momento';
/** Thursday 26 November 2026 in Bogotá: 7:00, 7:15 and 7:30 p. m. */
const SEVEN = '2026-11-27T00:00:00.000Z';
const SEVEN_FIFTEEN = '2026-11-27T00:15:00.000Z';
/** Wednesday 25 November 2026, 8:30 p. m. in Bogotá. */
const EIGHT_THIRTY = '2026-11-26T01:30:00.000Z';
const SCHEDULED_SEVEN = 'Programado para el jueves 26 de noviembre, 7:00 p. m.';
/** A delivery is prepared in 35 minutes (the default): the 7:00 p. m. one enters at 6:25. */
const THURSDAY_SIX = '2026-11-26T18:00:00-05:00';
const KITCHEN_TIME = '2026-11-26T18:25:00-05:00';
const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';
const SCHEDULED_SEVEN_THIRTY = 'Programado para el jueves 26 de noviembre, 7:30 p. m.';
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 900 };
/** The cashier's branch (the demo's Chapinero). */
const CHAPINERO = 1;

const cartButton = (page: Page) =>
  page.getByRole('button', { name: /^Abrir carrito/, includeHidden: true });
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });
const slotChip = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

describe('orders for later', () => {
  let server: ExtraServer;
  let browser: Browser;
  let sede: Sede;
  let producto: Producto;
  let adminToken: string;
  let page: Page;
  /** The delivery for tomorrow at 7:00 p. m. placed by the first test. */
  let delivery: number;
  /** The cashier's pick-up for tonight at 8:00 p. m. */
  let tonight: number;
  const settingsPath = () => `/api/locations/sedes/${sede.id}/programacion/`;

  /** A JSON call with the administrator's session: the status and the parsed body. */
  async function asAdmin<T>(method: string, path: string, body?: unknown) {
    const res = await fetch(server.url(path).replace('localhost', '127.0.0.1'), {
      method,
      headers: { Authorization: `Token ${adminToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(CLOSED_AT), launchBrowser()]);
    sede = (await server.apiGet<Sede[]>('/api/locations/sedes/'))[0]!;
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${sede.id}`);
    producto = productos.find((p) => p.precios_por_medida.length === 0 && p.precio)!;
    const login = await server.api<{ token: string }>('/api/users/login/', { body: ADMIN });
    adminToken = login.body.token;
    page = await newPage(browser, PHONE);
    await page.clock.setFixedTime(new Date(CLOSED_AT));
  });
  afterAll(async () => {
    // Put the branch's settings back, whatever happened.
    if (sede && adminToken) await asAdmin('PUT', settingsPath(), DEFAULT_SLOT_SETTINGS);
    await browser?.close();
    await server?.stop();
  });

  /** Adds the product from the menu, through its dialog. */
  async function addProduct() {
    await page.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: producto.nombre });
    await dialog.waitFor();
    await expect.poll(() => addButton(dialog).isEnabled()).toBe(true);
    await addButton(dialog).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }

  /** From the menu to the checkout as a guest, through the cart. */
  async function checkOut() {
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: /Carrito/ });
    await panel.getByRole('button', { name: 'Continuar como invitado' }).click();
    await page.waitForURL(/\/pedidos\/finalizar-pedido$/);
    await page.getByRole('heading', { name: '¿Cuándo?' }).waitFor();
  }

  /** Places the order and waits for its page; answers its id. */
  async function place(): Promise<number> {
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: `Pedido #${formatOrderNumber(id)}` }).waitFor();
    return id;
  }

  /** The placed order as the server has it, through this device's tracking token. */
  async function trackedOrder(id: number): Promise<Order> {
    const tracked = await page.evaluate(() => localStorage.getItem('horno-pedidos'));
    const { token } = (JSON.parse(tracked!) as { id: number; token: string }[]).find(
      (o) => o.id === id,
    )!;
    return server.apiGet<Order>(`/api/pedidos/token/${token}/`);
  }

  /** The same screen at a tablet's and a laptop's size, then back on the phone. */
  async function lookAtSizes(name: string) {
    for (const [size, viewport] of [
      ['tablet', TABLET],
      ['laptop', LAPTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `${name}-${size}`);
    }
    await page.setViewportSize(PHONE);
  }

  it("a guest schedules a delivery for tomorrow at 7:00 p. m. from 'Programar pedido'", async () => {
    await page.goto(server.url('/menu'));
    const modal = page.getByRole('dialog', { name: ALL_CLOSED });
    const schedule = modal.getByRole('button', { name: `Programar pedido en ${sede.nombre}` });
    await schedule.waitFor();
    await screenshot(page, 'scheduled-closed-modal-phone');
    await expectAccessible(page);
    await schedule.click();
    await toast(page, `Programa tu pedido en ${sede.nombre}`).waitFor();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => page.url()).toContain(`sede=${sede.id}`);

    // The closed branch's menu takes products for later, and says so.
    await page.getByText(`Pedido programado en ${sede.nombre}.`).waitFor();
    await expect.poll(() => cartButton(page).isEnabled()).toBe(true);
    await screenshot(page, 'scheduled-menu-phone');
    await addProduct();
    await checkOut();
    await page.getByRole('radio', { name: 'Domicilio' }).check();
    await page.getByLabel('Dirección de entrega').fill(ADDRESS);
    await page.getByRole('button', { name: SUGGESTION, exact: true }).click();
    await page.getByText('Entregar en').waitFor();

    // Closed now: 'Programar' is the only choice, already chosen, with today's and the next days.
    await page
      .getByText(`${sede.nombre} está cerrada en este momento: programa tu pedido`)
      .waitFor();
    expect(await page.getByRole('radio', { name: /^Lo antes posible/ }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^Programar/ }).isChecked()).toBe(true);
    const days = page.getByRole('group', { name: 'Día' }).getByRole('radio');
    await expect.poll(() => days.count()).toBeGreaterThan(2);
    expect(await days.nth(0).getAttribute('aria-label')).toBe('Hoy 25 nov');
    expect(await days.nth(1).getAttribute('aria-label')).toBe('Mañana 26 nov');
    expect(await days.nth(2).getAttribute('aria-label')).toBe('Viernes 27 nov');

    await page.getByRole('radio', { name: 'Mañana 26 nov' }).check();
    await slotChip(page, '7:00 p. m.').check();
    await page.getByText(SCHEDULED_SEVEN).waitFor();
    await page.getByLabel('Nombre').fill('Noé Madrugador');
    await page.getByLabel('Celular').fill('3009998877');
    await page.getByRole('heading', { name: '¿Cuándo?' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduled-checkout-phone');
    await expectAccessible(page);
    await lookAtSizes('scheduled-checkout');

    const id = await place();
    await page.getByText(SCHEDULED_SEVEN).waitFor();
    await screenshot(page, 'scheduled-order-phone');
    await lookAtSizes('scheduled-order');
    const order = await trackedOrder(id);
    delivery = id;
    expect(order.tipo_pedido).toBe('DOMICILIO');
    expect(order.direccion?.direccion_entrega).toBe(SUGGESTION);
    expect(Date.parse(order.programado_para!)).toBe(Date.parse(SEVEN));
    expect(Date.parse(order.entrega_estimada!)).toBe(Date.parse(SEVEN));
  });

  it("shows a full slot as 'Lleno', and a slot taken meanwhile on the card, keeping the rest", async () => {
    // One pick-up per slot, and someone has taken tomorrow's 7:00 p. m.
    const settings: SlotSettings = { ...DEFAULT_SLOT_SETTINGS, capacidad_recoger: 1 };
    expect((await asAdmin('PUT', settingsPath(), settings)).status).toBe(200);
    const pickUp = (nombre: string, programado_para: string) =>
      server.api('/api/pedidos/', {
        body: {
          productosPedidos: [{ producto: producto.id, cantidad: 1 }],
          tipo_pedido: 'RECOGER',
          sede: sede.id,
          invitado: { nombre, numero: '3105556677' },
          programado_para,
        },
      });
    expect((await pickUp('Primera Persona', SEVEN)).status).toBe(201);

    // A placed order leaves nothing chosen: the closed branch's menu asks again.
    await page.goto(server.url('/menu'));
    await page
      .getByRole('dialog', { name: ALL_CLOSED })
      .getByRole('button', { name: `Programar pedido en ${sede.nombre}` })
      .click();
    await page.getByText(`Pedido programado en ${sede.nombre}.`).waitFor();
    await addProduct();
    await checkOut();
    // The order type is remembered; the time starts again on 'Programar'.
    expect(await page.getByRole('radio', { name: 'Domicilio' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Recoger en sede' }).check();
    await page.getByRole('radio', { name: 'Mañana 26 nov' }).check();
    const full = slotChip(page, '7:00 p. m. Lleno');
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);
    await slotChip(page, '7:15 p. m.').check();
    await page.getByLabel('Nombre').fill('Inés Tardía');
    await page.getByLabel('Celular').fill('3001112233');
    await full.scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduled-full-slot-phone');

    // Someone else takes 7:15 p. m. before the customer taps 'Realizar pedido'.
    expect((await pickUp('Otra Persona', SEVEN_FIFTEEN)).status).toBe(201);
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'La franja elegida ya no está disponible.' });
    await refusal.waitFor();
    // Said on the card, brought into view: the button tapped is further down.
    await expect
      .poll(() =>
        refusal.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await refusal.innerText()).toMatch(/Próximas franjas libres: \d{1,2}:\d{2} [ap]\. m\./);
    await expect.poll(() => slotChip(page, '7:15 p. m. Lleno').isDisabled()).toBe(true);
    expect(page.url()).toMatch(/\/pedidos\/finalizar-pedido$/);
    expect(await page.getByLabel('Nombre').inputValue()).toBe('Inés Tardía');
    expect(await page.getByLabel('Celular').inputValue()).toMatch(/300\s?111\s?2233/);
    await screenshot(page, 'scheduled-slot-taken-phone');

    await slotChip(page, '7:30 p. m.').check();
    await expect.poll(() => refusal.count()).toBe(0);
    const id = await place();
    await page.getByText(SCHEDULED_SEVEN_THIRTY).waitFor();
    expect((await trackedOrder(id)).invitado?.nombre).toBe('Inés Tardía');
  });

  it("a cashier takes a phone order for tonight with the same '¿Cuándo?'", async () => {
    const staff = await newPage(browser, LAPTOP);
    await staff.clock.setFixedTime(new Date(CLOSED_AT));
    await staffLogin(staff, CAJERO, server.url('/login', 'admin'));
    await staff.waitForURL(/\/pedidos\/gestionar$/);
    await staff.getByRole('link', { name: 'Iniciar pedido' }).click();
    await staff.waitForURL(/\/menu$/);
    const productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${CHAPINERO}`);
    const pizza = productos.find((p) => p.precios_por_medida.length === 0 && p.precio)!;
    await staff.getByRole('button', { name: `Agregar ${pizza.nombre}`, exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: pizza.nombre });
    await addButton(dialog).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // From 768 px the cart opens by itself with the first item.
    const panel = staff.getByRole('dialog', { name: /Carrito/ });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Ir a finalizar pedido' }).click();
    await staff.waitForURL(/\/pedidos\/finalizar-pedido$/);

    // A table's order is now; a pick-up may be now (staff take orders while closed) or later.
    await staff.getByRole('radio', { name: 'Mesa' }).check();
    expect(await staff.getByRole('heading', { name: '¿Cuándo?' }).count()).toBe(0);
    await staff.getByRole('radio', { name: 'Recoger en sede' }).check();
    const now = staff.getByRole('radio', { name: /^Lo antes posible/ });
    await now.waitFor();
    expect(await now.isChecked()).toBe(true);
    await staff.getByRole('radio', { name: /^Programar/ }).check();
    await staff.getByRole('radio', { name: 'Hoy 25 nov' }).check();
    await slotChip(staff, '8:00 p. m.').check();
    await staff.getByLabel('Nombre del cliente').fill('Camilo Rojas');
    await staff.getByLabel('Celular (opcional)').fill('3014445566');
    await staff.getByRole('heading', { name: '¿Cuándo?' }).scrollIntoViewIfNeeded();
    await screenshot(staff, 'scheduled-staff-checkout-laptop');
    await expectAccessible(staff);

    await staff.getByRole('button', { name: 'Realizar pedido' }).click();
    await staff.waitForURL(/\/pedidos\/\d+\/detalle$/);
    tonight = Number(/\/pedidos\/(\d+)\/detalle$/.exec(staff.url())![1]);
    await staff.getByText('Programado para el miércoles 25 de noviembre, 8:00 p. m.').waitFor();
    await screenshot(staff, 'scheduled-staff-order-laptop');

    // The customer calls back: half an hour later. Changing the order moves its slot, and says so.
    await staff.getByRole('link', { name: 'Modificar pedido' }).click();
    await staff.getByRole('heading', { name: /^Modificar pedido/ }).waitFor();
    await staff.getByText('Programado para el miércoles 25 de noviembre, 8:00 p. m.').waitFor();
    await staff.getByRole('button', { name: 'Cambiar la hora' }).click();
    await slotChip(staff, '8:30 p. m.').check();
    await staff.getByRole('heading', { name: '¿Cuándo?' }).scrollIntoViewIfNeeded();
    await screenshot(staff, 'scheduled-order-edit-laptop');
    await staff.getByRole('button', { name: 'Guardar cambios' }).click();
    await staff.waitForURL(/\/pedidos\/\d+\/detalle$/);
    await staff.getByText('Programado para el miércoles 25 de noviembre, 8:30 p. m.').waitFor();
    const moved = await asAdmin<Order>('GET', `/api/pedidos/${tonight}/`);
    expect(Date.parse(moved.body.programado_para!)).toBe(Date.parse(EIGHT_THIRTY));
    await expect
      .poll(() => outboxMessages(server.serverLog).filter((m) => m.to.endsWith('3014445566')))
      .toContainEqual(
        expect.objectContaining({
          body: expect.stringContaining('cambió la hora de tu pedido'),
        }),
      );
    await staff.context().close();
  });

  it("keeps the delivery under 'Programados' until 6:25 p. m., then the board and the kitchen have it", async () => {
    expect(sede.id).toBe(CHAPINERO);
    await server.moveClock(THURSDAY_SIX);
    const board = await newPage(browser, LAPTOP);
    const kitchen = await newPage(browser, TABLET);
    // Each device's clock reads the server's and runs on; both are moved with it below.
    for (const device of [board, kitchen])
      await device.clock.install({ time: new Date(THURSDAY_SIX) });
    const card = (within: Page | Locator, id: number) =>
      within.getByRole('article', { name: `Pedido #${formatOrderNumber(id)}`, exact: true });

    await staffLogin(board, CAJERO, server.url('/login', 'admin'));
    await board.waitForURL(/\/pedidos\/gestionar$/);
    const programados = board.getByRole('region', { name: /^Programados/ });
    const activos = board.getByRole('region', { name: /^Pedidos activos/ });
    await card(programados, delivery).waitFor();
    expect(await card(activos, delivery).count()).toBe(0);
    await card(programados, delivery).scrollIntoViewIfNeeded();
    await screenshot(board, 'scheduled-board-waiting-laptop');

    await staffLogin(kitchen, COCINA, server.url('/login', 'admin'));
    await kitchen.waitForURL(/\/cocina$/);
    await kitchen.getByRole('button', { name: /^Despacho/ }).click();
    await kitchen.getByRole('heading', { name: 'Despacho', level: 1 }).waitFor();
    // Last night's pick-up has been in the kitchen since 8:10 p. m., and is still there.
    await card(kitchen, tonight).waitFor();
    expect(await card(kitchen, delivery).count()).toBe(0);

    // 6:25 p. m.: the server's sweep (every 15 s) puts the delivery in the kitchen, live.
    await server.moveClock(KITCHEN_TIME);
    for (const device of [board, kitchen]) {
      const ahead = Date.parse(KITCHEN_TIME) - (await device.evaluate(() => Date.now()));
      await device.clock.fastForward(ahead);
    }
    await card(kitchen, delivery).waitFor({ timeout: 30_000 });
    await card(activos, delivery).waitFor();
    expect(await card(programados, delivery).count()).toBe(0);
    await screenshot(kitchen, 'scheduled-kitchen-tablet');
    await screenshot(board, 'scheduled-board-due-laptop');
    await board.context().close();
    await kitchen.context().close();
  });
});
