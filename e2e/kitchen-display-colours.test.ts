// The kitchen display (issue 31) full, on a 10-inch tablet: eight tickets at once, each in the
// colour of its minutes in the kitchen. Tickets must have different ages by the server's clock,
// so this spec starts a server of its own and moves its clock (support/server.ts: `moveClock`),
// and the tablet's clock with it (the page learned its offset to the server's clock at load),
// instead of waiting minutes of real time.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import type { Estacion } from '@horno/domain/kitchen';
import type { CreatedOrder } from '@horno/domain/orders';
import type { Browser, Page } from 'playwright-core';
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
import { LIVE_WITHIN_MS, PORTRAIT, TABLET, ticketOf } from './support/kitchen';
import { E2E_NOW } from './support/server';

type Headers = { authorization: string };
type Mesa = { id: number; estado: string; pedidos_abiertos: unknown[] };

describe('the kitchen display, full', () => {
  let server: ExtraServer;
  let browser: Browser;
  let cashier: Headers;
  let admin: Headers;

  /** A JSON call to this spec's server that must answer `status`: its parsed answer. */
  const call = async <T = unknown>(
    method: string,
    path: string,
    headers: Partial<Headers>,
    body?: unknown,
    status = 200,
  ): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const auth = async (account: { email: string; password: string }): Promise<Headers> => {
    const { token } = await call<{ token: string }>('POST', '/api/users/login/', {}, account);
    return { authorization: `Token ${token}` };
  };
  /** The server's clock, now. */
  const serverNow = async () =>
    Date.parse((await server.apiGet<{ ahora: string }>('/api/hora/')).ahora);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(E2E_NOW), launchBrowser()]);
    [cashier, admin] = await Promise.all([auth(CAJERO), auth(ADMIN)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows eight tickets at once on a lying tablet, in the colours of their minutes', async () => {
    const chapinero = (await server.apiGet<Sede[]>('/api/locations/sedes/')).find(
      (s) => s.nombre === 'Horno Chapinero',
    )!;
    // A station of its own whose ticket turns amber after one minute and red after two.
    await call<Estacion>(
      'POST',
      `/api/locations/sedes/${chapinero.id}/estaciones/`,
      admin,
      { nombre: 'Pase', expedidor: true, minutos_ambar: 1, minutos_rojo: 2 },
      201,
    );
    const productos = await server.apiGet<Producto[]>(
      `/api/productos/?sede=${chapinero.id}&solo_activos=true`,
    );
    const pizza = productos.find(
      (p) => p.precios_por_medida.length > 0 && p.categoria_nombre.startsWith('Pizzas'),
    )!;
    const drink = productos.find((p) => p.categoria_nombre === 'Bebidas')!;
    const halves = productos.filter((p) => p.precios_por_medida.some((m) => m.admite_mitades));
    const first = halves[0]!;
    const half = first.precios_por_medida.find((m) => m.admite_mitades)!.medida.id;
    const second = halves.find(
      (p) =>
        p.id !== first.id &&
        p.precios_por_medida.some((m) => m.medida.id === half && m.admite_mitades),
    )!;
    const extra = productos.find(
      (p) => p.posibles_adiciones.length > 0 && p.precios_por_medida.length > 0,
    )!;
    const [mesa] = (
      await call<Mesa[]>('GET', `/api/locations/mesas/?sede_id=${chapinero.id}`, cashier)
    ).filter((m) => m.estado === 'LIBRE' && m.pedidos_abiertos.length === 0);
    expect(mesa, 'a free table at Chapinero').toBeDefined();
    const sized = (p: Producto, i = 0) => ({
      producto: p.id,
      medida: p.precios_por_medida[i]!.medida.id,
    });
    /** Three kinds of order, accepted now. */
    const batch = async (n: number) => {
      const orders: CreatedOrder[] = [];
      const guest = (lines: unknown[], extraFields: object = {}) =>
        call<CreatedOrder>(
          'POST',
          '/api/pedidos/',
          {},
          {
            sede: chapinero.id,
            tipo_pedido: 'RECOGER',
            invitado: {
              nombre: ['Valentina Ruiz', 'Andrés Gómez', 'Camila Torres'][n]!,
              numero: '3001234567',
            },
            productosPedidos: lines,
            ...extraFields,
          },
          201,
        );
      orders.push(
        await guest([
          { ...sized(first), producto_mitad: second.id, medida: half, cantidad: 1 },
          { producto: drink.id, cantidad: 2 },
        ]),
        await guest(
          [
            {
              ...sized(extra, extra.precios_por_medida.length - 1),
              cantidad: 1,
              adiciones: [{ ingrediente: extra.posibles_adiciones[0]!.ingrediente.id }],
              observaciones: 'Sin cebolla, por favor',
            },
          ],
          { tipo_pedido: 'DOMICILIO', direccion: { direccion_entrega: 'Calle 70 # 11-20' } },
        ),
      );
      for (const order of orders)
        await call('POST', `/api/pedidos/${order.id}/cambiar_estado/`, cashier, {
          estado: 'ACEPTADO',
        });
      // A table's order, taken by the cashier, starts in the kitchen.
      const table = await call<CreatedOrder>(
        'POST',
        '/api/pedidos/',
        cashier,
        {
          sede: chapinero.id,
          tipo_pedido: n === 1 ? 'MESA' : 'RECOGER',
          ...(n === 1 ? { mesaId: mesa!.id } : { invitado: { nombre: 'Mostrador' } }),
          creado_desde_admin: true,
          productosPedidos: [
            { ...sized(pizza), cantidad: 2 },
            { producto: drink.id, cantidad: 1 },
          ],
        },
        201,
      );
      return [...orders, table].map((o) => o.id);
    };

    const page: Page = await newPage(browser, TABLET);
    // The tablet's clock reads the server's and runs on; it is moved with the server's below.
    await page.clock.install({ time: new Date(await serverNow()) });
    /** `ms` pass at once, for the server and for the tablet. */
    const timePasses = async (ms: number) => {
      await server.moveClock(new Date((await serverNow()) + ms).toISOString());
      await page.clock.fastForward(ms);
    };
    await staffLogin(page, COCINA, server.url('/login', 'admin'));
    await page.waitForURL(/\/cocina$/);
    await page.getByRole('button', { name: /^Pase/ }).click();
    await page.getByRole('heading', { name: 'Pase', level: 1 }).waitFor();
    await page.locator('[data-live-state="open"]').waitFor();

    // Three batches 50 s apart; 35 s after the last, the first three have been in the kitchen
    // over two minutes (red), the next three over one (amber), the last three under one.
    const red = await batch(0);
    await timePasses(50_000);
    const amber = await batch(1);
    await timePasses(50_000);
    const green = await batch(2);
    for (const id of green) await ticketOf(page, id).waitFor({ timeout: LIVE_WITHIN_MS });
    await timePasses(35_000);
    const tones = async (ids: number[]) =>
      Promise.all(ids.map((id) => ticketOf(page, id).getAttribute('data-tone')));
    await expect.poll(() => tones(red)).toEqual(['red', 'red', 'red']);
    expect(await tones(amber)).toEqual(['amber', 'amber', 'amber']);
    expect(await tones(green)).toEqual(['ok', 'ok', 'ok']);

    // The first eight in arrival order are whole on the screen, without scrolling.
    const tickets = page.getByRole('article');
    expect(await tickets.count()).toBe(9);
    for (let i = 0; i < 8; i++) {
      const box = (await tickets.nth(i).boundingBox())!;
      expect(box.y + box.height, `ticket ${i + 1}`).toBeLessThanOrEqual(TABLET.height);
      expect(box.x + box.width, `ticket ${i + 1}`).toBeLessThanOrEqual(TABLET.width);
      expect(box.height, `ticket ${i + 1}`).toBeGreaterThan(250);
    }
    const allDay = await page.getByRole('region', { name: 'Todo el día' }).innerText();
    expect(allDay).toContain(`${drink.nombre} × 9`);
    await screenshot(page, 'kitchen-display-tablet');
    await expectAccessible(page);

    await page.setViewportSize(PORTRAIT);
    await expect
      .poll(
        async () =>
          (await tickets.nth(7).boundingBox())!.y + (await tickets.nth(7).boundingBox())!.height,
      )
      .toBeLessThanOrEqual(PORTRAIT.height);
    await screenshot(page, 'kitchen-display-portrait');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'kitchen-display-phone');
    await page.context().close();
  });
});
