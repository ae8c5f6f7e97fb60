import type { Producto } from '@horno/domain/catalog';
import type { Agotados } from '@horno/domain/catalog-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const CHAPINERO = 1;

// Behind a load balancer a manager's change lands on one instance and a customer's menu read on
// another: the other instance's cached menu and sold-out list must follow.
describe(`catalog changes reach every instance (${testEngine})`, () => {
  let t0: TestApp;
  let other: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t0 = await buildTestApp();
    other = await buildTestApp({ db: t0.db });
    const res = await t0.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
    });
    admin = { authorization: `Token ${res.json<{ token: string }>().token}` };
  });
  afterAll(async () => {
    await other.app.close();
    await t0.close();
  });

  const menuThere = async () =>
    (await other.app.inject({ url: `/api/productos/?sede=${CHAPINERO}` })).json<Producto[]>();
  const soldOutThere = async () =>
    (
      await other.app.inject({ url: `/api/locations/sedes/${CHAPINERO}/agotados/` })
    ).json<Agotados>();

  it("shows a price changed on one instance in the other instance's menu", async () => {
    const before = await menuThere();
    const product = before.find((p) => p.precio !== null && p.precios_por_medida.length === 0)!;
    const nuevo = product.precio! + 1100;
    const patch = await t0.app.inject({
      method: 'PATCH',
      url: `/api/productos/${product.id}/`,
      headers: admin,
      payload: { precio: nuevo },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await vi.waitFor(
      async () => expect((await menuThere()).find((p) => p.id === product.id)?.precio).toBe(nuevo),
      { timeout: 3000 },
    );
  });

  it('shows a product marked sold out on one instance as sold out on the other', async () => {
    const product = (await menuThere())[0]!;
    // Read once so the other instance has the branch's list cached.
    expect((await soldOutThere()).productos).not.toContain(product.id);
    const mark = await t0.app.inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { producto: product.id, agotado: true },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    await vi.waitFor(async () => expect((await soldOutThere()).productos).toContain(product.id), {
      timeout: 3000,
    });
  });
});
