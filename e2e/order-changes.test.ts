// Changing a placed order from the board (issue 31, part 4), on a 10-inch tablet lying on the
// counter: the cashier opens 'Modificar pedido', takes a drink away, removes the pizza and adds a
// dessert from the staff menu; the server prices it again and keeps the history; the customer
// hears the new total on WhatsApp; and the kitchen's displays show the ticket 'Modificado', the
// dessert 'Nuevo' and the pizza struck through. What the test places it cancels.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiCall,
  apiGet,
  appUrl,
  CAJERO,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { outboxMessages } from './support/outbox';

const TABLET = { width: 1280, height: 800 };
const COCINA = { email: 'cocina@horno.co', password: 'HornoCocina2026' };
const GUEST_PHONE = '3007770011';

type Headers = { authorization: string };
const call = apiCall;

describe('changing a placed order', () => {
  let browser: Browser;
  let cashier: Headers;
  let chapinero: Sede;
  let pizza: Producto;
  let drink: Producto;
  let dessert: Producto;
  let order: CreatedOrder;

  /** The cook's tablet at `nombre`'s screen. */
  const cookAt = async (nombre: string): Promise<Page> => {
    const page = await newPage(browser, TABLET);
    await staffLogin(page, COCINA);
    await page.waitForURL(/\/cocina$/);
    await page.getByRole('button', { name: new RegExp(`^${nombre}`) }).click();
    await page.getByRole('heading', { name: nombre, level: 1 }).waitFor();
    await page.locator('[data-live-state="open"]').waitFor();
    return page;
  };
  const ticketOf = (page: Page) =>
    page.getByRole('article', { name: `Pedido #${formatOrderNumber(order.id)}`, exact: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    cashier = await apiAuth(CAJERO);
    chapinero = (await apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Chapinero',
    )!;
    const productos = await apiGet<Producto[]>(
      `/api/productos/?sede=${chapinero.id}&solo_activos=true`,
    );
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.categoria_nombre.startsWith('Pizzas'),
    )!;
    drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
    dessert = productos.find((p) => p.categoria_nombre === 'Postres')!;
    order = await call<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      {},
      {
        sede: chapinero.id,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Tomás Cambios', numero: GUEST_PHONE },
        productosPedidos: [
          {
            producto: pizza.id,
            medida: pizza.precios_por_medida[0]!.medida.id,
            cantidad: 1,
            observaciones: 'Bien tostada',
          },
          { producto: drink.id, cantidad: 2 },
        ],
      },
      201,
    );
    await call('POST', `/api/pedidos/${order.id}/cambiar_estado/`, cashier, {
      estado: 'ACEPTADO',
    });
  });
  afterAll(async () => {
    await call('POST', `/api/pedidos/${order.id}/cambiar_estado/`, cashier, {
      estado: 'CANCELADO',
    }).catch(() => undefined);
    await browser?.close();
  });

  it("re-prices the changed order, keeps its history, tells the customer, and the kitchen sees 'Modificado'", async () => {
    const [drinks, pizzas] = await Promise.all([cookAt('Bebidas y postres'), cookAt('Pizzas')]);
    await ticketOf(drinks).waitFor();
    await ticketOf(pizzas).waitFor();

    const page = await newPage(browser, TABLET);
    await staffLogin(page, CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl(`/pedidos/${order.id}/detalle`, 'admin'));
    await page.getByRole('link', { name: 'Modificar pedido' }).click();
    await page
      .getByRole('heading', { name: `Modificar pedido #${formatOrderNumber(order.id)}` })
      .waitFor();

    // One drink fewer: 'Editar' opens the product with its quantity, the line keeps its place.
    await page.getByRole('button', { name: `Editar ${drink.nombre}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Quitar una unidad' }).click();
    await dialog.getByRole('button', { name: /^Guardar cambios/ }).click();
    await page.getByRole('heading', { name: new RegExp(`x 1\\s*${drink.nombre}`) }).waitFor();
    // The pizza goes.
    await page.getByRole('button', { name: new RegExp(`^Quitar ${pizza.nombre}`) }).click();
    // A dessert from the staff menu, which says an order is being changed.
    await page.getByRole('link', { name: 'Agregar más productos' }).click();
    await page.getByText(`Estás modificando el pedido #${formatOrderNumber(order.id)}`).waitFor();
    await page
      .getByRole('button', { name: new RegExp(dessert.nombre) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Agregar al carrito/ })
      .click();
    await page.getByRole('button', { name: /^Abrir carrito/ }).click();
    await page.getByRole('button', { name: 'Ir a finalizar pedido' }).click();
    await page.waitForURL(new RegExp(`/pedidos/${order.id}/modificar$`));

    const total = drink.precio! + dessert.precio!;
    const summary = page.getByRole('definition').filter({ hasText: formatCOP(total) });
    await summary.first().waitFor();
    await page.getByText('Total anterior').waitFor();
    await screenshot(page, 'order-change-tablet');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();

    // The order's detail: the new lines and total, and what changed, by whom.
    await page.waitForURL(new RegExp(`/pedidos/${order.id}/detalle$`));
    const changes = page.locator('section, div').filter({
      has: page.getByRole('heading', { name: 'Cambios' }),
    });
    await page.getByRole('heading', { name: 'Cambios' }).waitFor();
    const history = await changes.last().innerText();
    expect(history).toContain(`Cambió la cantidad de ${drink.nombre}: 2 → 1`);
    expect(history).toContain(`Quitó ${pizza.nombre}`);
    expect(history).toContain(`Agregó ${dessert.nombre} × 1`);
    const saved = await call<Order>('GET', `/api/pedidos/${order.id}/`, cashier);
    expect(saved.total_pedido).toBe(total);
    await screenshot(page, 'order-changed-detail-tablet');

    // The customer hears of the new total.
    await expect
      .poll(() =>
        outboxMessages().some(
          (m) => m.to.endsWith(GUEST_PHONE) && m.body.includes(`Nuevo total: ${formatCOP(total)}`),
        ),
      )
      .toBe(true);

    // The kitchen: 'Modificado', what is new, what was before, and what went, struck through.
    const drinkTicket = ticketOf(drinks);
    await drinkTicket.getByText('Modificado').waitFor();
    await drinkTicket
      .getByRole('button', { name: new RegExp(`Nuevo\\s*${dessert.nombre}`) })
      .waitFor();
    expect(
      await drinkTicket.getByRole('button', { name: new RegExp(drink.nombre) }).innerText(),
    ).toMatch(/1×\s*antes\s*2|1×\s*2/);
    await screenshot(drinks, 'kitchen-ticket-modified-tablet');
    const pizzaTicket = ticketOf(pizzas);
    await pizzaTicket.getByText('Modificado').waitFor();
    await pizzaTicket.getByText(`Quitado: ${pizza.nombre}`).waitFor();
    await expectAccessible(drinks);

    // The same page on a phone, for the record: nothing runs off the screen.
    const phone = await newPage(browser, PHONE);
    await staffLogin(phone, CAJERO);
    await phone.waitForURL(/\/pedidos\/gestionar$/);
    await phone.goto(appUrl(`/pedidos/${order.id}/modificar`, 'admin'));
    await phone.getByRole('heading', { name: /^Modificar pedido/ }).waitFor();
    await screenshot(phone, 'order-change-phone');
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await phone.getByRole('button', { name: 'Descartar cambios' }).click();
    await phone.waitForURL(new RegExp(`/pedidos/${order.id}/detalle$`));
  });
});
