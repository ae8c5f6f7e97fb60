// `npm run admin -- borrar-demo` on real databases: the demo with its month of orders, a second
// run, and who stays when nobody is asking.
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';
import { jsonClient } from '../../test/json-client';
import * as t from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { deleteDemoFromShell } from './delete-demo';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.rol === 'Administrador')!;

describe(`borrar-demo (${testEngine})`, () => {
  let current: TestApp | undefined;
  const client = jsonClient(() => current!.app);
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const run = async () => {
    const lines: string[] = [];
    const code = await deleteDemoFromShell(current!.db.database, (line) => lines.push(line));
    return { code, lines };
  };
  const rows = async (table: typeof t.pedidos | typeof t.invitados | typeof t.sedes) =>
    (await current!.app.db.select({ n: count() }).from(table))[0]!.n;

  it('removes the demo and its month of orders; a running server empties its menus', async () => {
    current = await buildTestApp({ config: { seedDemoOrders: true } });
    expect(await rows(t.pedidos)).toBeGreaterThan(1000);
    // The server has its branch list cached.
    expect((await client.ok<unknown[]>('GET', '/api/locations/sedes/', {})).length).toBe(3);

    const first = await run();
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(
      /^✔ Se eliminaron los datos de demostración: \d+ pedidos, \d+ clientes de pedidos, 9 cuentas de usuario, \d+ productos, .* y \d+ imágenes\. Se conservó 1 registro de demostración/,
    );
    expect(first.lines).toContain('  Sedes: 3');
    // Nobody else administers: the demo's administrator stays, told to change its password.
    expect(first.lines.at(-1)).toBe(
      `  Se conserva ${ADMIN.email}: Es la única cuenta que puede administrar usuarios: sin ella nadie podría entrar a administrar. Es una cuenta de demostración: su contraseña está publicada, cámbiala cuanto antes.`,
    );
    expect(await rows(t.pedidos)).toBe(0);
    expect(await rows(t.invitados)).toBe(0);
    expect(await rows(t.sedes)).toBe(0);
    // The NOTIFY reached the server: its cached branches are forgotten.
    await expect
      .poll(async () => client.ok<unknown[]>('GET', '/api/locations/sedes/', {}))
      .toEqual([]);
    expect((await client.call('POST', '/api/users/login/', {}, ADMIN)).statusCode).toBe(200);

    const second = await run();
    expect(second).toEqual({ code: 1, lines: ['No hay datos de demostración para eliminar.'] });
  }, 240_000);

  it("removes the demo's administrator too once the pizzeria has its own", async () => {
    current = await buildTestApp();
    const admin = await client.login(ADMIN.email, ADMIN.password);
    const roles = await client.ok<{ id: number; rol: string }[]>('GET', '/api/users/roles/', admin);
    const sedes = await client.ok<{ id: number }[]>('GET', '/api/locations/sedes/', {});
    const own = { email: 'marta@labrasa.co', password: 'BrasaSegura2026' };
    await client.ok(
      'POST',
      '/api/users/register/',
      admin,
      {
        ...own,
        first_name: 'Marta',
        last_name: 'Suárez',
        numero: '3105550101',
        roles: [roles.find((r) => r.rol === 'Administrador')!.id],
        sedes: [sedes[0]!.id],
      },
      201,
    );

    const { code, lines } = await run();
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/10 cuentas de usuario/);
    expect(lines.filter((line) => line.startsWith('  Se conserva'))).toEqual([]);
    expect((await client.call('POST', '/api/users/login/', {}, ADMIN)).statusCode).toBe(401);
    const session = await client.login(own.email, own.password);
    expect((await client.call('GET', '/api/users/profile/', session)).statusCode).toBe(200);
  });
});
