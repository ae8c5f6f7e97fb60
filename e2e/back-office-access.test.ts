// Accounts whose access changes while someone works: a permission taken from an open session,
// the last administrator kept, a user kept with at least one role (issue 17, items 13, 15, 18).
// On a server of its own: the roles changed here must not leak into the other specs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
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
import { E2E_NOW } from './support/server';

const CONNECTION = 'Revisa tu conexión';

interface Rol {
  id: number;
  rol: string;
  permisos: { id: number; clave: string }[];
}
interface Usuario {
  id: number;
  email: string;
  roles: { id: number; rol: string }[];
  sedes: { id: number }[];
}

/** A toast (react-hot-toast renders each one as a polite status). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

describe('back-office access that changes during a session', () => {
  let server: ExtraServer;
  let browser: Browser;
  let adminToken: string;

  /** A call to the API as the administrator: status and body. */
  const asAdmin = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: {
        Authorization: `Token ${adminToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const role = async (name: string) => {
    const { body } = await asAdmin<Rol[]>('GET', '/api/users/roles/');
    return body.find((r) => r.rol === name)!;
  };
  /** Takes one permission key from a role, through the API. */
  const revoke = async (roleName: string, clave: string) => {
    const current = await role(roleName);
    const res = await asAdmin<Rol>('PATCH', `/api/users/roles/${current.id}/`, {
      permisos: current.permisos.filter((p) => p.clave !== clave).map((p) => p.id),
    });
    expect(res.status).toBe(200);
  };

  /** The Cajero role's permissions as seeded, so a retried test starts from them again. */
  let cajeroPermisos: number[];
  /** The cashier's branches as seeded. */
  let cajeroSedes: number[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(E2E_NOW), launchBrowser()]);
    const login = await server.api<{ token: string }>('/api/users/login/', { body: ADMIN });
    adminToken = login.body.token;
    cajeroPermisos = (await role('Cajero')).permisos.map((p) => p.id);
    const { body: users } = await asAdmin<Usuario[]>('GET', '/api/users/usuarios/');
    cajeroSedes = users.find((u) => u.email === CAJERO.email)!.sedes.map((s) => s.id);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const logIn = async (account: { email: string; password: string }) => {
    const page = await newPage(browser, DESKTOP);
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await staffLogin(page, account, server.url('/login', 'admin'));
    return page;
  };

  it('takes a revoked permission from an open session: on reload, and after a 403', async () => {
    const cajero = await role('Cajero');
    expect(
      (await asAdmin('PATCH', `/api/users/roles/${cajero.id}/`, { permisos: cajeroPermisos }))
        .status,
    ).toBe(200);
    const page = await logIn(CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    // A reload of the back office on a loaded machine can take more than poll's default second.
    const board = () => page.getByRole('heading', { name: 'Gestionar los pedidos' }).count();
    await expect.poll(board, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => sidebar(page).getByRole('link', { name: 'Mesas' }).count(), { timeout: 10_000 })
      .toBe(1);

    // Tables taken from the Cajero role: after F5 the entry is gone (permissions re-read).
    await revoke('Cajero', 'gestionar_mesas');
    await page.reload();
    await expect.poll(board, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Mesas' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link', { name: 'Pedidos' }).count()).toBe(1);

    // Orders taken while the board is open: the next call is refused with 403; the screen says
    // the permission is missing, not the connection, and the entry leaves the sidebar.
    await revoke('Cajero', 'gestionar_pedidos');
    await page
      .getByRole('group', { name: 'Rango de fechas' })
      .getByRole('button', { name: 'Ayer' })
      .click();
    await expect.poll(() => page.getByText(/No tienes permiso para/).count()).toBeGreaterThan(0);
    expect(await page.getByText(CONNECTION).count()).toBe(0);
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Pedidos' }).count()).toBe(0);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }).count(),
      )
      .toBe(1);
    await screenshot(page, 'admin-permission-lost-desktop');
    await expectAccessible(page);
    await page.context().close();
  });

  it("says a refused board is a missing permission, not the connection's fault", async () => {
    // Orders back for the Cajero role, but the cashier loses their branch: the board's own call
    // is refused (403) while the role still shows it.
    const cajero = await role('Cajero');
    const pedidos = (await role('Administrador')).permisos.find(
      (p) => p.clave === 'gestionar_pedidos',
    )!;
    await asAdmin('PATCH', `/api/users/roles/${cajero.id}/`, {
      permisos: [...cajero.permisos.map((p) => p.id), pedidos.id],
    });
    const { body: users } = await asAdmin<Usuario[]>('GET', '/api/users/usuarios/');
    const cashier = users.find((u) => u.email === CAJERO.email)!;
    // A retry finds the cashier without branches (set below): the seeded one comes back first.
    if (cashier.sedes.length === 0) {
      expect(
        (await asAdmin('PATCH', `/api/users/usuarios/${cashier.id}/`, { sedes: cajeroSedes }))
          .status,
      ).toBe(200);
    }
    const page = await logIn(CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Gestionar los pedidos' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(
      (await asAdmin('PATCH', `/api/users/usuarios/${cashier.id}/`, { sedes: [] })).status,
    ).toBe(200);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los pedidos' });
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
    expect(await alert.innerText()).toContain('No tienes permiso para ver esta información');
    expect(await page.getByText(CONNECTION).count()).toBe(0);
    await screenshot(page, 'admin-board-forbidden-desktop');
    await page.context().close();
  });

  it('asks before the admin empties their own role, and the server keeps an administrator', async () => {
    const page = await logIn(ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    const admin = await role('Administrador');
    await page.goto(server.url(`/roles/asignar-permisos/${admin.id}`, 'admin'));
    const all = page.getByRole('checkbox', { name: 'Seleccionar todos' });
    await expect.poll(() => all.isChecked()).toBe(true);
    await all.click();
    await page.getByRole('button', { name: 'Asignar permisos' }).click();

    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() =>
        dialog
          .getByRole('heading', { name: '¿Quitar permisos de tu propio rol Administrador?' })
          .count(),
      )
      .toBe(1);
    expect(await dialog.innerText()).toContain('no podrás devolvérselos tú mismo');
    await screenshot(page, 'admin-confirm-own-role-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-confirm-own-role-phone');
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Quitar permisos' }).click();

    // Refused with the reason, at the field and in one toast; nothing contradicts it.
    await expect.poll(() => toast(page, 'Hubo un error al asignar los permisos').count()).toBe(1);
    await expect
      .poll(() => page.getByText(/nadie podría volver a administrar usuarios/).count())
      .toBeGreaterThan(0);
    expect(await toast(page, 'actualizados').count()).toBe(0);
    expect(await toast(page, 'Error al cargar el rol').count()).toBe(0);
    expect(page.url()).toMatch(/\/roles\/asignar-permisos\/\d+$/);
    expect((await role('Administrador')).permisos).toHaveLength(admin.permisos.length);
    await screenshot(page, 'admin-last-administrator-desktop');

    // Cancelling the question saves nothing.
    await page.getByRole('button', { name: 'Asignar permisos' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await page.context().close();
  });

  it('keeps at least one role when assigning roles', async () => {
    const page = await logIn(ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: /Horno Chapinero/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    const { body: users } = await asAdmin<Usuario[]>('GET', '/api/users/usuarios/');
    const cashier = users.find((u) => u.email === CAJERO.email)!;
    await page.goto(server.url(`/usuarios/asignar-roles/${cashier.id}`, 'admin'));
    const cajero = page.getByRole('checkbox', { name: /^Cajero/ });
    await expect.poll(() => cajero.isChecked()).toBe(true);
    await cajero.click();
    await page.getByRole('button', { name: 'Asignar roles' }).click();
    await expect.poll(() => page.getByText('Selecciona al menos un rol').count()).toBe(1);
    expect(await toast(page, /actualizados/).count()).toBe(0);
    expect(page.url()).toMatch(/\/usuarios\/asignar-roles\/\d+$/);
    await screenshot(page, 'admin-assign-roles-none-desktop');
    await expectAccessible(page);
    const { body: after } = await asAdmin<Usuario>('GET', `/api/users/usuarios/${cashier.id}/`);
    expect(after.roles.map((r) => r.rol)).toEqual(['Cajero']);
    await page.context().close();
  });
});
