import type { Headers, jsonClient } from './json-client';

/**
 * A staff account (at branch 1) whose one new role holds only the permission keys `claves`,
 * registered by `admin`; answers the header that carries its token.
 */
export async function staffWith(
  client: ReturnType<typeof jsonClient>,
  admin: Headers,
  claves: readonly string[],
  email: string,
): Promise<Headers> {
  const { ok, login } = client;
  const permisos = await ok<{ id: number; clave: string }[]>('GET', '/api/users/permisos/', admin);
  const rol = await ok<{ id: number }>('POST', '/api/users/roles/', admin, { rol: email }, 201);
  await ok('PATCH', `/api/users/roles/${rol.id}/`, admin, {
    permisos: permisos.filter((p) => claves.includes(p.clave)).map((p) => p.id),
  });
  const account = { email, password: 'ClaveSegura123' };
  await ok(
    'POST',
    '/api/users/register/',
    admin,
    {
      ...account,
      first_name: 'Marta',
      last_name: 'Ruiz',
      numero: '3160000099',
      roles: [rol.id],
      sedes: [1],
    },
    201,
  );
  return login(account.email, account.password);
}
