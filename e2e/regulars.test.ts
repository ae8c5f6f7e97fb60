import type { Producto } from '@horno/domain/catalog';
import { formatOrderNumber } from '@horno/domain/dates';
import type { CreatedOrder } from '@horno/domain/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAuth,
  apiCall,
  apiGet,
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from './support/browser';
import { toast } from './support/toasts';

const SEDE = 1;

/** A customer registered through the API, unique per attempt (a retried test starts afresh). */
async function newRegular(first: string, last: string) {
  const attempt = Date.now().toString().slice(-8);
  const customer = {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${attempt}@example.com`,
    numero: `31${attempt}`,
    password: 'PizzaDeSiempre2026',
  };
  const { token } = await apiCall<{ token: string }>(
    'POST',
    '/api/users/register/',
    {},
    customer,
    201,
  );
  return { ...customer, headers: { authorization: `Token ${token}` } };
}

/** Signs in through the customer's login form on `page`. */
async function signIn(page: Page, customer: { email: string; password: string }) {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Correo electrónico').fill(customer.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).tap();
  await toast(page, 'Sesión iniciada correctamente').waitFor();
}

describe("regulars on a phone: 'Mis pedidos', 'Pedir de nuevo' and 'Mi cuenta'", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a regular finds an order and orders it again, told what is no longer sold', async () => {
    const customer = await newRegular('Rosa', 'Habitual');
    const asCustomer = customer.headers;
    const productos = await apiGet<Producto[]>(`/api/productos/?sede=${SEDE}&solo_activos=true`);
    const pizza = productos.find((p) => p.precios_por_medida.length > 1)!;
    const single = productos.find((p) => p.precios_por_medida.length === 0 && p.precio !== null)!;
    const mediana = pizza.precios_por_medida[1]!.medida;
    const place = (productosPedidos: object[]) =>
      apiCall<CreatedOrder>(
        'POST',
        '/api/pedidos/',
        asCustomer,
        { sede: SEDE, tipo_pedido: 'RECOGER', productosPedidos },
        201,
      );
    const regular = await place([
      { producto: pizza.id, medida: mediana.id, cantidad: 2, observaciones: 'Bien asada' },
      { producto: single.id, cantidad: 1 },
    ]);
    const latest = await place([{ producto: single.id, cantidad: 3 }]);

    // Today the branch has run out of the second line's product.
    const admin = await apiAuth();
    const soldOut = (agotado: boolean) =>
      apiCall('POST', `/api/locations/sedes/${SEDE}/agotados/`, admin, {
        producto: single.id,
        agotado,
      });
    await soldOut(true);
    try {
      const context = await newContext(browser, {
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await signIn(page, customer);

      await page.getByRole('button', { name: 'Menú de Rosa Habitual' }).tap();
      await page.getByRole('menuitem', { name: 'Mis pedidos' }).tap();
      await page.waitForURL(/\/mis-pedidos$/);
      const orders = page.getByRole('heading', { level: 2, name: /^Pedido #/ });
      await orders.first().waitFor();
      // Newest first, each with its branch, state and total.
      expect(await orders.allTextContents()).toEqual([
        `Pedido #${formatOrderNumber(latest.id)}`,
        `Pedido #${formatOrderNumber(regular.id)}`,
      ]);
      const card = page
        .getByRole('listitem')
        .filter({ hasText: `Pedido #${formatOrderNumber(regular.id)}` });
      await card.getByText(`2 × ${pizza.nombre} · ${mediana.label}`, { exact: false }).waitFor();
      await screenshot(page, 'my-orders-phone');
      await expectAccessible(page);

      await card.getByRole('button', { name: 'Pedir de nuevo' }).tap();
      const outcome = page.getByRole('status').filter({ hasText: 'Agregamos' });
      await outcome
        .getByText(
          `Agregamos 2 productos del pedido #${formatOrderNumber(regular.id)} a tu carrito.`,
        )
        .waitFor();
      await outcome.getByText(/No están disponibles hoy en/).waitFor();
      expect(await outcome.getByRole('listitem').allTextContents()).toEqual([single.nombre]);
      await screenshot(page, 'my-orders-reordered-phone');

      // The cart holds the pizza as it was ordered, and nothing else.
      const cart = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('cart-storage') ?? '{}') as {
            state: { lines: { id: number; cantidad: number; observaciones: string }[] };
          },
      );
      expect(cart.state.lines).toEqual([
        expect.objectContaining({ id: pizza.id, cantidad: 2, observaciones: 'Bien asada' }),
      ]);
      await outcome.getByRole('link', { name: 'Finalizar pedido' }).tap();
      await page.waitForURL(/finalizar-pedido/);
      await page.getByText(pizza.nombre).first().waitFor();

      // Back returns to the list, which still shows both orders.
      await page.goBack();
      await page.waitForURL(/\/mis-pedidos$/);
      await expect.poll(() => orders.count()).toBe(2);
      await context.close();
    } finally {
      await soldOut(false);
    }
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(appUrl('/mis-pedidos'));
    await page.getByText('Inicia sesión para ver tus pedidos').waitFor();
    await page.getByRole('link', { name: 'Iniciar Sesión' }).last().tap();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("changes their name and password from 'Mi cuenta'", async () => {
    const customer = await newRegular('Tomás', 'Cuenta');
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, customer);
    await page.getByRole('button', { name: 'Menú de Tomás Cuenta' }).tap();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).tap();
    await page.waitForURL(/\/mi-cuenta$/);

    const nombre = page.getByLabel('Nombre', { exact: true });
    await nombre.fill('Tomás Andrés');
    await page.getByRole('button', { name: 'Guardar datos' }).tap();
    await toast(page, 'Datos actualizados').waitFor();
    // The top bar's menu says the new name at once.
    await page.getByRole('button', { name: 'Menú de Tomás Andrés Cuenta' }).waitFor();

    await page.getByLabel('Contraseña actual').fill('NoEsMiClave1');
    await page.getByLabel('Nueva contraseña').fill('ClaveNuevaDeTomas1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).tap();
    await page.getByText('La contraseña actual no es correcta', { exact: true }).waitFor();
    await screenshot(page, 'my-account-phone');
    await expectAccessible(page);
    await page.getByLabel('Contraseña actual').fill(customer.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).tap();
    await toast(page, 'Contraseña actualizada. Las demás sesiones se cerraron.').waitFor();
    await apiCall(
      'POST',
      '/api/users/login/',
      {},
      {
        email: customer.email,
        password: 'ClaveNuevaDeTomas1',
      },
    );
    await context.close();
  });
});
