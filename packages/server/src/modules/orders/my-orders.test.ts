import type { Producto } from '@horno/domain/catalog';
import { type CreatedOrder, MY_ORDERS_PAGE, type MyOrders } from '@horno/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;

describe(`'Mis pedidos': a customer's own orders (${testEngine})`, () => {
  let t: TestApp;
  let pizza: Producto;
  const { call, ok } = jsonClient(() => t.app);

  const register = async (email: string, numero: string): Promise<Headers> => {
    const body = await ok<{ token: string }>(
      'POST',
      '/api/users/register/',
      {},
      { first_name: 'Marta', last_name: 'Regular', email, numero, password: 'ClaveSegura2026' },
      201,
    );
    return { authorization: `Token ${body.token}` };
  };
  const place = (headers: Headers, cantidad: number) =>
    ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      headers,
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad },
        ],
      },
      201,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
  });
  afterAll(() => t.close());

  it('lists only the caller’s orders, newest first, whole as the order page reads them', async () => {
    const marta = await register('marta.regular@example.com', '3105550101');
    const other = await register('otra.persona@example.com', '3105550102');
    const first = await place(marta, 1);
    await place(other, 5);
    const second = await place(marta, 2);

    const page = await ok<MyOrders>('GET', '/api/pedidos/mios/', marta);
    expect(page.pedidos.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(page.siguiente).toBeNull();
    const [newest] = page.pedidos;
    expect(newest!.sede.id).toBe(CHAPINERO);
    expect(newest!.estado).toBe(second.estado);
    expect(newest!.total_pedido).toBe(second.total_pedido);
    expect(newest!.productos_pedidos[0]!.cantidad).toBe(2);

    const theirs = await ok<MyOrders>('GET', '/api/pedidos/mios/', other);
    expect(theirs.pedidos).toHaveLength(1);
    expect(theirs.pedidos[0]!.productos_pedidos[0]!.cantidad).toBe(5);
  });

  it('reads in pages: `siguiente` is where the next one starts', async () => {
    const ana = await register('ana.pedidos@example.com', '3105550103');
    const placed: number[] = [];
    for (let i = 0; i < MY_ORDERS_PAGE + 1; i++) placed.push((await place(ana, 1)).id);
    const newestFirst = [...placed].reverse();

    const first = await ok<MyOrders>('GET', '/api/pedidos/mios/', ana);
    expect(first.pedidos.map((o) => o.id)).toEqual(newestFirst.slice(0, MY_ORDERS_PAGE));
    expect(first.siguiente).toBe(newestFirst[MY_ORDERS_PAGE - 1]);

    const next = await ok<MyOrders>('GET', `/api/pedidos/mios/?antes=${first.siguiente}`, ana);
    expect(next.pedidos.map((o) => o.id)).toEqual([placed[0]]);
    expect(next.siguiente).toBeNull();
  });

  it('needs a session and a well-formed cursor', async () => {
    expect((await call('GET', '/api/pedidos/mios/')).statusCode).toBe(401);
    const luis = await register('luis.cursor@example.com', '3105550104');
    const bad = await call('GET', '/api/pedidos/mios/?antes=abc', luis);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('antes');
  });
});
