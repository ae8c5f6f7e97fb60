// Staff mode (back-office.md §1): a cashier takes orders from the back office's menu while the
// branch is closed to customers, on a second server whose clock is at 5 a.m. in Bogotá.
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { Order } from '@horno/domain/orders';
import type { Mesa } from '@horno/domain/tables';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAJERO,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { toast } from './support/toasts';

/** Before opening time: every demo branch is closed to customers. */
const CLOSED_AT = '2026-11-25T05:00:00-05:00';
const CHAPINERO = 1;
const ADDRESS = 'Calle 70 # 11-20';
const SUGGESTION = 'Calle 70 # 11-20, Bogotá';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Abrir carrito/ });
const addButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^Agregar( al carrito)? ·/ });

describe('staff mode on the menu', () => {
  let server: ExtraServer;
  let browser: Browser;
  let productos: Producto[];
  let mesas: Mesa[];
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(CLOSED_AT), launchBrowser()]);
    productos = await server.apiGet<Producto[]>(`/api/productos/?sede=${CHAPINERO}`);
    const login = await server.api<{ token: string }>('/api/users/login/', { body: CAJERO });
    token = login.body.token;
    mesas = await staffGet<Mesa[]>(`/api/locations/mesas/?sede_id=${CHAPINERO}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A call with the cashier's session, which must succeed. */
  async function staffGet<T>(path: string): Promise<T> {
    const res = await fetch(server.url(path).replace('localhost', '127.0.0.1'), {
      headers: { Authorization: `Token ${token}` },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  /** A call with the cashier's session: the status and the parsed body. */
  async function staffPost<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(server.url(path).replace('localhost', '127.0.0.1'), {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** The cashier, logged in on the back office, with the browser's clock at the server's. */
  const cashier = async (viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await page.clock.setFixedTime(new Date(CLOSED_AT));
    await staffLogin(page, CAJERO, server.url('/login', 'admin'));
    await page.waitForURL(/\/pedidos\/gestionar$/);
    return page;
  };

  /** Adds the first product sold by size, from the menu, through its product dialog. */
  const addProduct = async (page: Page): Promise<Producto> => {
    const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
    await page.getByRole('button', { name: `Agregar ${producto.nombre}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: producto.nombre });
    await dialog.waitFor();
    // The branch is closed, yet staff can add.
    await expect.poll(() => addButton(dialog).isEnabled()).toBe(true);
    await addButton(dialog).click();
    await expect.poll(() => dialog.count()).toBe(0);
    return producto;
  };

  it('takes a table order while the branch is closed; it reaches the board as Aceptado', async () => {
    const page = await cashier(DESKTOP);

    await page.getByRole('link', { name: 'Iniciar pedido' }).click();
    await page.waitForURL(/\/menu$/);
    await page.getByRole('heading', { name: 'Nuevo pedido' }).waitFor();
    await page.getByText('La sede está cerrada para los clientes').waitFor();
    const producto = await addProduct(page);
    // Not the customer app: no WhatsApp button, no active-order banner.
    expect(await page.getByRole('button', { name: /WhatsApp/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Pedido en curso' }).count()).toBe(0);
    await screenshot(page, 'staff-menu-desktop');
    await expectAccessible(page);

    const panel = page.getByRole('dialog', { name: /Carrito/ });
    if (!(await panel.isVisible())) await cartButton(page).click();
    await panel.getByRole('button', { name: 'Ir a finalizar pedido' }).click();
    await page.waitForURL(/\/pedidos\/finalizar-pedido$/);
    await page.getByRole('heading', { name: 'Finalizar pedido' }).waitFor();

    // A table order without its table is refused, saying what is missing.
    await page.getByRole('radio', { name: 'Mesa' }).check();
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(page, ORDER_MESSAGES.incomplete).waitFor();
    await page.getByText('Elige la mesa del pedido.').waitFor();

    await page.getByRole('button', { name: 'Seleccionar mesa' }).click();
    const picker = page.getByRole('dialog', { name: 'Seleccionar mesa' });
    const mesa = mesas[2]!;
    await picker.getByRole('button', { name: new RegExp(`^${mesa.nombre}\\b`) }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await page.getByText(mesa.nombre, { exact: true }).waitFor();
    await screenshot(page, 'staff-checkout-desktop');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(page, ORDER_MESSAGES.created).waitFor();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle$/.exec(page.url())![1]);
    await page.getByRole('heading', { name: `Pedido #${formatOrderNumber(id)}` }).waitFor();
    // The incomplete-fields toast went away with the placed order.
    await expect.poll(() => toast(page, ORDER_MESSAGES.incomplete).count()).toBe(0);

    const order = await staffGet<Order>(`/api/pedidos/${id}/`);
    expect(order).toMatchObject({
      estado: 'ACEPTADO',
      tipo_pedido: 'MESA',
      creado_desde_admin: true,
      mesa: { id: mesa.id, nombre: mesa.nombre },
      usuario: null,
      invitado: null,
      sede: { id: CHAPINERO },
    });
    expect(order.productos_pedidos.map((l) => l.producto?.id)).toEqual([producto.id]);

    // On the board, among today's active orders, marked as created from the back office.
    await page.goto(server.url('/pedidos/gestionar', 'admin'));
    const card = page.getByRole('article', { name: `Pedido #${formatOrderNumber(id)}` });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Aceptado');
    expect(text).toContain(mesa.nombre);
    expect(text).toContain(formatCOP(order.total_pedido));
    // The cart is empty again for the next order.
    expect(await cartButton(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Iniciar pedido' }).click();
    await expect
      .poll(() => cartButton(page).getAttribute('aria-label'))
      .toBe('Abrir carrito (0 productos)');
    await page.context().close();
  });

  it("on a phone: a delivery by phone needs the customer's name and phone", async () => {
    const page = await cashier(PHONE);
    await page.getByRole('link', { name: 'Iniciar pedido' }).click();
    await page.getByRole('heading', { name: 'Nuevo pedido' }).waitFor();
    await addProduct(page);
    await cartButton(page).click();
    await page
      .getByRole('dialog', { name: /Carrito/ })
      .getByRole('button', { name: 'Ir a finalizar pedido' })
      .click();
    await page.waitForURL(/\/pedidos\/finalizar-pedido$/);

    await page.getByRole('radio', { name: 'Domicilio' }).check();
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await toast(page, ORDER_MESSAGES.incomplete).waitFor();
    await page.getByText('Escribe el nombre del cliente.').waitFor();
    await page.getByText('Escribe un celular o un fijo de 10 dígitos.').waitFor();

    await page.getByLabel('Dirección de entrega').fill(ADDRESS);
    await page.getByRole('button', { name: SUGGESTION, exact: true }).click();
    await page.getByText('Entregar en').waitFor();
    await page.getByLabel('Nombre del cliente').fill('Camilo Rojas');
    await page.getByLabel('Celular').fill('3001234567');
    await expect.poll(() => page.getByText('Escribe el nombre del cliente.').count()).toBe(0);
    await screenshot(page, 'staff-checkout-phone');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+\/detalle$/);
    const id = Number(/\/pedidos\/(\d+)\/detalle$/.exec(page.url())![1]);
    const order = await staffGet<Order>(`/api/pedidos/${id}/`);
    expect(order).toMatchObject({
      estado: 'ACEPTADO',
      tipo_pedido: 'DOMICILIO',
      creado_desde_admin: true,
      invitado: { nombre: 'Camilo Rojas', numero: '3001234567' },
      direccion: { direccion_entrega: SUGGESTION },
    });
    expect(order.costo_domicilio).toBeGreaterThan(0);
    await page.getByText('Camilo Rojas').first().waitFor();
    await page.context().close();
  });

  it('shows a long list of finished orders a page at a time', async () => {
    const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
    const line = {
      producto: producto.id,
      medida: producto.precios_por_medida[0]!.medida.id,
      cantidad: 1,
    };
    for (let i = 0; i < 50; i++) {
      const created = await staffPost<Order>('/api/pedidos/', {
        tipo_pedido: 'RECOGER',
        sede: CHAPINERO,
        creado_desde_admin: true,
        invitado: { nombre: `Cliente ${i + 1}` },
        productosPedidos: [line],
      });
      expect(created.status).toBe(201);
      const delivered = await staffPost(`/api/pedidos/${created.body.id}/cambiar_estado/`, {
        estado: 'ENTREGADO',
      });
      expect(delivered.status).toBe(200);
    }

    const page = await cashier(DESKTOP);
    const finished = page.getByRole('region', { name: /Pedidos finalizados/ });
    await finished.getByRole('article').first().waitFor();
    expect(await finished.getByRole('article').count()).toBe(48);
    await finished.getByText('Mostrando 48 de 50').waitFor();
    await finished.getByRole('button', { name: 'Mostrar 2 más' }).click();
    await expect.poll(() => finished.getByRole('article').count()).toBe(50);
    expect(await finished.getByRole('button', { name: /^Mostrar \d+ más$/ }).count()).toBe(0);
    await page.context().close();
  });
});
