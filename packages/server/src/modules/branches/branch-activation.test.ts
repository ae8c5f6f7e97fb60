import type { EstadoSede, Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import { RETIREMENT_MESSAGES, type SedeInactiva } from '@horno/domain/retirement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

/** The demo's second branch: the admin works there, the cashier does not. */
const SEDE = 2;

describe(`deactivating and activating a branch (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let nombre: string;
  const { call, ok, login } = jsonClient(() => t0.app);

  const listed = async () =>
    (await ok<Sede[]>('GET', '/api/locations/sedes/', {})).map((s) => s.id);
  const statuses = async () =>
    (await ok<EstadoSede[]>('GET', '/api/locations/estado-sedes/', {})).map((s) => s.id);
  const mine = async (headers: Headers) =>
    (await ok<{ id: number }[]>('GET', '/api/locations/sedes/por_usuario/', headers)).map(
      (s) => s.id,
    );
  const deactivate = (id: number, headers = admin) =>
    call('POST', `/api/locations/sedes/${id}/desactivar/`, headers);
  const activate = (id: number, headers = admin) =>
    call('POST', `/api/locations/sedes/${id}/activar/`, headers);
  /** A line of a sized product the branch sells (read while its menu is there to read). */
  let line: { producto: number; medida: number; cantidad: number };
  const order = async (sede: number, headers: Headers = {}) =>
    call('POST', '/api/pedidos/', headers, {
      tipo_pedido: 'RECOGER',
      sede,
      invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
      productosPedidos: [line],
      ...(headers.authorization ? { creado_desde_admin: true } : {}),
    });
  const guestOrder = (sede: number) => order(sede);

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    nombre = (await ok<Sede>('GET', `/api/locations/sedes/${SEDE}/`, {})).nombre;
    const menu = await ok<Producto[]>('GET', `/api/productos/?sede=${SEDE}`, {});
    const p = menu.find((x) => x.precios_por_medida.length > 0)!;
    line = { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 };
  });
  afterAll(() => t0.close());

  it('needs gestionar_sedes: the cashier gets a 403 and nothing changes', async () => {
    for (const res of [await deactivate(SEDE, cashier), await activate(SEDE, cashier)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    }
    expect(await listed()).toContain(SEDE);
  });

  it('answers 404 for a well-formed unknown branch and 400 for a bad id', async () => {
    for (const res of [await deactivate(999_999), await activate(999_999)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: RETIREMENT_MESSAGES.branchNotFound });
    }
    expect((await deactivate(0)).statusCode).toBe(400);
  });

  it('refuses while the branch has active orders, saying how many, and changes nothing', async () => {
    const first = await guestOrder(SEDE);
    const second = await guestOrder(SEDE);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);

    const refused = await deactivate(SEDE);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      error: `No se puede desactivar la sede ${nombre}: todavía tiene 2 pedidos activos. Entrégalos o cancélalos primero.`,
    });
    expect(await listed()).toContain(SEDE);
    expect(await statuses()).toContain(SEDE);
    expect(await ok<SedeInactiva[]>('GET', '/api/locations/sedes/inactivas/', admin)).toEqual([]);

    // One delivered, one switched off (inactive): neither is active any more.
    const [a, b] = [first.json<{ id: number }>().id, second.json<{ id: number }>().id];
    await ok('POST', `/api/pedidos/${a}/cambiar_estado/`, admin, { estado: 'ENTREGADO' });
    const stillOne = await deactivate(SEDE);
    expect(stillOne.statusCode).toBe(409);
    expect(stillOne.json().error).toBe(RETIREMENT_MESSAGES.branchHasActiveOrders(nombre, 1));
    expect(stillOne.json().error).toContain('todavía tiene 1 pedido activo.');
    await ok('POST', `/api/pedidos/${b}/cambiar_estado_activo/`, admin);
  });

  it('deactivates it: gone from every customer list and menu, its orders kept', async () => {
    const orders = await ok<{ id: number; sede: number }[]>(
      'GET',
      `/api/pedidos/?sede=${SEDE}`,
      admin,
    );
    expect(orders.length).toBe(2);

    const done = await deactivate(SEDE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      id: SEDE,
      nombre,
      activa: false,
      mensaje: RETIREMENT_MESSAGES.branchDeactivated(nombre),
    });

    expect(await listed()).not.toContain(SEDE);
    expect(await statuses()).not.toContain(SEDE);
    expect((await call('GET', `/api/locations/sedes/${SEDE}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/productos/?sede=${SEDE}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/productos-especiales/?sede=${SEDE}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/categoria-productos/?sede=${SEDE}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/locations/horarios-sede/?sede_id=${SEDE}`)).statusCode).toBe(
      404,
    );
    // Nobody orders there any more, not even staff; nobody picks it in the back office.
    for (const refused of [await guestOrder(SEDE), await order(SEDE, admin)]) {
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toEqual({ error: 'Sede no encontrada' });
    }
    expect(await mine(admin)).not.toContain(SEDE);
    expect(await mine(admin)).toContain(1);

    // Its orders stay, on the board and on their own pages.
    expect(
      (await ok<{ id: number }[]>('GET', `/api/pedidos/?sede=${SEDE}`, admin)).map((o) => o.id),
    ).toEqual(orders.map((o) => o.id));
    for (const order of orders) {
      expect((await ok<{ id: number }>('GET', `/api/pedidos/${order.id}/`, admin)).id).toBe(
        order.id,
      );
    }

    // The staff list offers it back to those who work there (not to Chapinero's cashier).
    expect(await ok<SedeInactiva[]>('GET', '/api/locations/sedes/inactivas/', admin)).toEqual([
      expect.objectContaining({ id: SEDE, nombre }),
    ]);
    expect(await ok<SedeInactiva[]>('GET', '/api/locations/sedes/inactivas/', cashier)).toEqual([]);
    // Twice is a 409 that changes nothing.
    const again = await deactivate(SEDE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: RETIREMENT_MESSAGES.branchAlreadyInactive });
  });

  it('activates it again, as it was', async () => {
    const done = await activate(SEDE);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      id: SEDE,
      nombre,
      activa: true,
      mensaje: RETIREMENT_MESSAGES.branchActivated(nombre),
    });
    expect(await listed()).toContain(SEDE);
    expect(await statuses()).toContain(SEDE);
    expect(await mine(admin)).toContain(SEDE);
    expect(
      (await ok<Producto[]>('GET', `/api/productos/?sede=${SEDE}`, {})).length,
    ).toBeGreaterThan(0);
    expect(await ok<SedeInactiva[]>('GET', '/api/locations/sedes/inactivas/', admin)).toEqual([]);
  });
});
