import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const CHAPINERO = 1;

// The list's 'Activo' switch (DESIGN.md: active is editable in place), for both kinds of product.
describe(`activating products from the list (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;
  let cashier: Record<string, string>;

  const login = async (email: string, password: string) => {
    const res = await t0.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Token ${res.json<{ token: string }>().token}` };
  };
  const patch = (url: string, payload: unknown, headers = admin) =>
    t0.app.inject({ method: 'PATCH', url, headers, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
  });
  afterAll(() => t0.close());

  it('activates a duplicated (inactive) copy of a regular product and it reaches the menu', async () => {
    const original = (await t0.app.inject({ url: `/api/productos/?sede=${CHAPINERO}` })).json<
      Producto[]
    >()[0]!;
    const copy = await t0.app.inject({
      method: 'POST',
      url: `/api/productos/${original.id}/duplicar/`,
      headers: admin,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<{ id: number }>().id;
    const menuIds = async () =>
      (await t0.app.inject({ url: `/api/productos/?sede=${CHAPINERO}` }))
        .json<Producto[]>()
        .map((p) => p.id);
    expect(await menuIds()).not.toContain(copyId);

    const on = await patch(`/api/productos/${copyId}/`, { activo: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Producto>().activo).toBe(true);
    expect(await menuIds()).toContain(copyId);
  });

  it('activates and deactivates a special product; only gestionar_productos may', async () => {
    const especiales = (
      await t0.app.inject({ url: `/api/productos-especiales/?sede=${CHAPINERO}` })
    ).json<ProductoEspecial[]>();
    const especial = especiales[0]!;
    const read = async () =>
      (await t0.app.inject({ url: `/api/productos-especiales/`, headers: admin }))
        .json<ProductoEspecial[]>()
        .find((e) => e.id === especial.id)!.activo;

    const off = await patch(`/api/productos-especiales/${especial.id}/`, { activo: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: especial.id, activo: false });
    expect(await read()).toBe(false);
    const menu = (
      await t0.app.inject({ url: `/api/productos-especiales/?sede=${CHAPINERO}` })
    ).json<ProductoEspecial[]>();
    expect(menu.map((e) => e.id)).not.toContain(especial.id);

    const on = await patch(`/api/productos-especiales/${especial.id}/`, { activo: true });
    expect(on.json()).toEqual({ id: especial.id, activo: true });
    expect(await read()).toBe(true);

    const who = await t0.app.inject({ url: '/api/users/profile/', headers: cashier });
    expect(who.statusCode).toBe(200);
    const refused = await patch(
      `/api/productos-especiales/${especial.id}/`,
      { activo: false },
      cashier,
    );
    expect(refused.statusCode).toBe(403);
    expect(await read()).toBe(true);
  });

  it('refuses a bad body, a bad id and an unknown special product in Spanish', async () => {
    const bad = await patch('/api/productos-especiales/1/', { activo: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ activo: ['Indica si el producto queda activo'] });
    expect((await patch('/api/productos-especiales/0/', { activo: true })).statusCode).toBe(400);
    const unknown = await patch('/api/productos-especiales/999999/', { activo: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Producto especial no encontrado' });
  });
});
