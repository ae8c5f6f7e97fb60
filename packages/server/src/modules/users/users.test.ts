import { PERMISOS } from '@horno/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Usuario {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  numero: string | null;
  telefono_verificado: boolean;
  activo: boolean;
  roles: { id: number; rol: string }[];
  sedes: { id: number; nombre: string; direccion: string; imagen: string | null }[];
}
interface Permiso {
  id: number;
  nombre: string;
  clave: string;
}
interface Rol {
  id: number;
  rol: string;
  activo: boolean;
  permisos: Permiso[];
}
interface AuthResponse {
  token: string;
  user: Usuario;
}
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const ADMIN = { email: 'admin@horno.co', password: 'HornoAdmin2026' };
const CASHIER = { email: 'cajero@horno.co', password: 'HornoCajero2026' };

describe(`users, roles and permissions API (${testEngine})`, () => {
  let t: TestApp;
  let admin: AuthResponse;
  let cashier: AuthResponse;
  let roles: Map<string, Rol>;
  let permisos: Map<string, Permiso>;
  /** Branch ids in demo order: Chapinero, Usaquén, Galerías. */
  let sedeIds: number[];

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Token ${token}` } });
  const ok = async <T>(
    method: Method,
    url: string,
    token: string,
    payload?: object,
    status = 200,
  ) => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json<T>();
  };
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });

  let seq = 0;
  const newUser = (overrides: object = {}) => {
    seq += 1;
    return {
      first_name: 'Julián',
      last_name: 'Moreno',
      email: `personal${seq}@example.com`,
      numero: `31600000${String(seq).padStart(2, '0')}`,
      password: 'ClaveSegura123',
      ...overrides,
    };
  };
  const registerAs = (token: string, body: object) =>
    call('POST', '/api/users/register/', token, body);

  beforeAll(async () => {
    t = await buildTestApp();
    const [a, c] = await Promise.all([
      login(ADMIN.email, ADMIN.password),
      login(CASHIER.email, CASHIER.password),
    ]);
    admin = a.json<AuthResponse>();
    cashier = c.json<AuthResponse>();
    sedeIds = admin.user.sedes.map((s) => s.id);
    expect(sedeIds).toHaveLength(3);
    const roleList = await ok<Rol[]>('GET', '/api/users/roles/', admin.token);
    roles = new Map(roleList.map((r) => [r.rol, r]));
    const permisoList = await ok<Permiso[]>('GET', '/api/users/permisos/', admin.token);
    permisos = new Map(permisoList.map((p) => [p.clave, p]));
  });
  afterAll(() => t.close());

  const roleId = (name: string) => {
    const role = roles.get(name);
    expect(role, name).toBeDefined();
    return role!.id;
  };
  const permisoId = (clave: string) => {
    const permiso = permisos.get(clave);
    expect(permiso, clave).toBeDefined();
    return permiso!.id;
  };

  describe('users', () => {
    it('lists the users with their roles and branches for the administrator', async () => {
      const users = await ok<Usuario[]>('GET', '/api/users/usuarios/', admin.token);
      const byEmail = new Map(users.map((u) => [u.email, u]));
      expect(byEmail.get('admin@horno.co')).toMatchObject({
        activo: true,
        roles: [{ rol: 'Administrador' }],
      });
      expect(byEmail.get('admin@horno.co')!.sedes).toHaveLength(3);
      expect(byEmail.get('cajero@horno.co')).toMatchObject({
        roles: [{ rol: 'Cajero' }],
        sedes: [{ id: sedeIds[0], nombre: 'Horno Chapinero' }],
      });
      expect(byEmail.get('cliente@horno.co')).toMatchObject({
        roles: [{ rol: 'Cliente' }],
        sedes: [],
        numero: '3001112233',
      });
      expect(JSON.stringify(users)).not.toMatch(/password|hash/i);
    });

    it('shows one user, and 404 for an unknown one', async () => {
      const one = await ok<Usuario>('GET', `/api/users/usuarios/${cashier.user.id}/`, admin.token);
      expect(one).toMatchObject({ id: cashier.user.id, email: 'cajero@horno.co', activo: true });
      const missing = await call('GET', '/api/users/usuarios/99999/', admin.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Usuario no encontrado' });
    });

    it('refuses the list to a cashier (403)', async () => {
      const res = await call('GET', '/api/users/usuarios/', cashier.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    });

    describe('a staff member registered by the administrator', () => {
      let staff: AuthResponse;
      let body: ReturnType<typeof newUser>;

      it('is created with the given roles and branches', async () => {
        body = newUser();
        staff = await ok<AuthResponse>(
          'POST',
          '/api/users/register/',
          admin.token,
          { ...body, roles: [roleId('Cajero')], sedes: [sedeIds[0]] },
          201,
        );
        expect(staff.user.roles).toEqual([{ id: roleId('Cajero'), rol: 'Cajero' }]);
        expect(staff.user.sedes.map((s) => s.id)).toEqual([sedeIds[0]]);
        const shown = await ok<Usuario>(
          'GET',
          `/api/users/usuarios/${staff.user.id}/`,
          admin.token,
        );
        expect(shown).toMatchObject({
          email: body.email,
          roles: staff.user.roles,
          sedes: staff.user.sedes,
        });
        // Staff registering someone get no session of theirs: no token is answered.
        expect(staff.token).toBeUndefined();
        staff = {
          ...staff,
          token: (await login(body.email, body.password)).json<AuthResponse>().token,
        };
        const profile = await ok<Usuario>('GET', '/api/users/profile/', staff.token);
        expect(profile.id).toBe(staff.user.id);
      });

      it('refuses an unknown role with fields.roles', async () => {
        const res = await registerAs(admin.token, { ...newUser(), roles: [99999] });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ roles: ['Uno de los roles no existe'] });
      });

      it('gets new roles and branches through PATCH', async () => {
        const url = `/api/users/usuarios/${staff.user.id}/`;
        const patched = await ok<Usuario>('PATCH', url, admin.token, { roles: [roleId('Cocina')] });
        expect(patched.roles).toEqual([{ id: roleId('Cocina'), rol: 'Cocina' }]);
        expect(patched.sedes.map((s) => s.id)).toEqual([sedeIds[0]]);

        const both = await ok<Usuario>('PATCH', url, admin.token, {
          roles: [roleId('Cajero'), roleId('Cocina')],
          sedes: [sedeIds[0], sedeIds[1]],
        });
        expect(both.roles.map((r) => r.rol).sort()).toEqual(['Cajero', 'Cocina']);
        expect(both.sedes.map((s) => s.id)).toEqual([sedeIds[0], sedeIds[1]]);
        expect(await ok<Usuario>('GET', url, admin.token)).toEqual(both);

        const unknown = await call('PATCH', url, admin.token, { roles: [99999] });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().fields).toEqual({ roles: ['Uno de los roles no existe'] });
      });

      it('keeps at least one role: an empty list is refused at the field', async () => {
        const url = `/api/users/usuarios/${staff.user.id}/`;
        const none = await call('PATCH', url, admin.token, { roles: [] });
        expect(none.statusCode).toBe(400);
        expect(none.json()).toEqual({
          error: 'Los datos enviados no son válidos.',
          fields: { roles: ['Selecciona al menos un rol'] },
        });
        expect((await ok<Usuario>('GET', url, admin.token)).roles).toHaveLength(2);
        // Branches alone may still change without sending the roles.
        await ok<Usuario>('PATCH', url, admin.token, { sedes: [sedeIds[0], sedeIds[1]] });
      });

      it('changes the password: mismatch refused, then old sessions closed', async () => {
        const url = `/api/users/usuarios/${staff.user.id}/change-password/`;
        const mismatch = await call('POST', url, admin.token, {
          password: 'NuevaClave2026',
          confirm_password: 'OtraClave2026',
        });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().fields).toEqual({
          confirm_password: ['Las contraseñas no coinciden'],
        });

        const short = await call('POST', url, admin.token, {
          password: 'corta',
          confirm_password: 'corta',
        });
        expect(short.statusCode).toBe(400);
        expect(short.json().fields.password).toEqual([
          'La contraseña debe tener al menos 8 caracteres',
        ]);

        const changed = await call('POST', url, admin.token, {
          password: 'NuevaClave2026',
          confirm_password: 'NuevaClave2026',
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()).toEqual({ detail: 'Contraseña actualizada correctamente' });

        expect((await call('GET', '/api/users/profile/', staff.token)).statusCode).toBe(401);
        expect((await login(body.email, body.password)).statusCode).toBe(401);
        const fresh = await login(body.email, 'NuevaClave2026');
        expect(fresh.statusCode, fresh.body).toBe(200);
        // The administrator's own session is untouched.
        expect((await call('GET', '/api/users/profile/', admin.token)).statusCode).toBe(200);
      });

      it('answers 404 when changing the password of an unknown user', async () => {
        const res = await call('POST', '/api/users/usuarios/99999/change-password/', admin.token, {
          password: 'NuevaClave2026',
          confirm_password: 'NuevaClave2026',
        });
        expect(res.statusCode).toBe(404);
      });
    });
  });

  describe('roles', () => {
    it('lists the demo roles with their permissions', async () => {
      expect([...roles.keys()]).toEqual(
        expect.arrayContaining(['Administrador', 'Cajero', 'Cocina', 'Cliente']),
      );
      expect(
        roles
          .get('Administrador')!
          .permisos.map((p) => p.clave)
          .sort(),
      ).toEqual([...PERMISOS].sort());
      expect(roles.get('Cajero')!.permisos.map((p) => p.clave)).toContain('gestionar_pedidos');
      expect(
        roles
          .get('Cocina')!
          .permisos.map((p) => p.clave)
          .sort(),
      ).toEqual(['gestionar_mesas', 'ver_cocina']);
      expect(roles.get('Cliente')!.permisos).toEqual([]);
      const one = await ok<Rol>('GET', `/api/users/roles/${roleId('Cajero')}/`, admin.token);
      expect(one).toEqual(roles.get('Cajero'));
      expect((await call('GET', '/api/users/roles/99999/', admin.token)).statusCode).toBe(404);
    });

    it('creates, renames and grants permissions to a role', async () => {
      const created = await ok<Rol>(
        'POST',
        '/api/users/roles/',
        admin.token,
        { rol: 'Repartidor' },
        201,
      );
      expect(created).toEqual({
        id: expect.any(Number),
        rol: 'Repartidor',
        activo: true,
        permisos: [],
      });

      const empty = await call('POST', '/api/users/roles/', admin.token, { rol: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ rol: ['El nombre del rol es requerido'] });

      const url = `/api/users/roles/${created.id}/`;
      const renamed = await ok<Rol>('PATCH', url, admin.token, { rol: 'Mensajero' });
      expect(renamed.rol).toBe('Mensajero');
      const wanted = [permisoId('gestionar_pedidos'), permisoId('consultar_sedes')];
      await ok<Rol>('PATCH', url, admin.token, { permisos: wanted });
      const shown = await ok<Rol>('GET', url, admin.token);
      expect(shown.rol).toBe('Mensajero');
      expect(shown.permisos.map((p) => p.id).sort((a, b) => a - b)).toEqual(
        [...wanted].sort((a, b) => a - b),
      );

      // The list replaces the previous one.
      const replaced = await ok<Rol>('PATCH', url, admin.token, {
        permisos: [permisoId('consultar_sedes')],
      });
      expect(replaced.permisos.map((p) => p.clave)).toEqual(['consultar_sedes']);

      const unknown = await call('PATCH', url, admin.token, { permisos: [99999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ permisos: ['Uno de los permisos no existe'] });
    });

    it('takes a revoked permission from an open session at once', async () => {
      const rol = await ok<Rol>('POST', '/api/users/roles/', admin.token, { rol: 'Turno' }, 201);
      await ok<Rol>('PATCH', `/api/users/roles/${rol.id}/`, admin.token, {
        permisos: [permisoId('gestionar_pedidos'), permisoId('consultar_sedes')],
      });
      const body = newUser();
      await ok(
        'POST',
        '/api/users/register/',
        admin.token,
        {
          ...body,
          roles: [rol.id],
          sedes: [sedeIds[0]],
        },
        201,
      );
      const token = (await login(body.email, body.password)).json<AuthResponse>().token;
      const board = `/api/pedidos/activos/?sede=${sedeIds[0]}`;
      expect((await call('GET', board, token)).statusCode).toBe(200);

      await ok<Rol>('PATCH', `/api/users/roles/${rol.id}/`, admin.token, {
        permisos: [permisoId('consultar_sedes')],
      });
      // The same token, no new login: refused, and the session's permissions read anew.
      const refused = await call('GET', board, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
      const permisos = await ok<Permiso[]>(
        'GET',
        `/api/users/user-permissions/?role=${rol.id}`,
        token,
      );
      expect(permisos.map((p) => p.clave)).toEqual(['consultar_sedes']);
    });

    it('refuses a duplicate role name with 409, on create and on rename', async () => {
      const duplicate = await call('POST', '/api/users/roles/', admin.token, { rol: 'Cajero' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: 'Ya existe un rol con este nombre' });
      const clash = await call('PATCH', `/api/users/roles/${roleId('Cocina')}/`, admin.token, {
        rol: 'Cajero',
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ error: 'Ya existe un rol con este nombre' });
    });

    it('cannot be created or changed by a cashier (403)', async () => {
      const res = await call('POST', '/api/users/roles/', cashier.token, { rol: 'Supervisor' });
      expect(res.statusCode).toBe(403);
      const patch = await call('PATCH', `/api/users/roles/${roleId('Cajero')}/`, cashier.token, {
        permisos: [],
      });
      expect(patch.statusCode).toBe(403);
      expect((await call('GET', '/api/users/roles/', cashier.token)).statusCode).toBe(403);
    });
  });

  describe('permissions', () => {
    it('lists every permission key of the spec', async () => {
      expect([...permisos.keys()].sort()).toEqual([...PERMISOS].sort());
    });

    it('creates, reads, edits and deletes a permission', async () => {
      const created = await ok<Permiso>(
        'POST',
        '/api/users/permisos/',
        admin.token,
        { nombre: 'Ver reportes', clave: 'ver_reportes' },
        201,
      );
      expect(created).toEqual({
        id: expect.any(Number),
        nombre: 'Ver reportes',
        clave: 'ver_reportes',
      });

      const url = `/api/users/permisos/${created.id}/`;
      expect(await ok<Permiso>('GET', url, admin.token)).toEqual(created);
      const edited = await ok<Permiso>('PATCH', url, admin.token, {
        nombre: 'Ver reportes de ventas',
        clave: 'ver_reportes_ventas',
      });
      expect(edited).toEqual({
        id: created.id,
        nombre: 'Ver reportes de ventas',
        clave: 'ver_reportes_ventas',
      });
      const deleted = await call('DELETE', url, admin.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Permiso eliminado correctamente' });
      const gone = await call('GET', url, admin.token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'Permiso no encontrado' });
      expect((await call('DELETE', url, admin.token)).statusCode).toBe(404);
    });

    it('refuses a duplicate clave with 409, on create and on edit', async () => {
      const duplicate = await call('POST', '/api/users/permisos/', admin.token, {
        nombre: 'Otro nombre',
        clave: 'gestionar_pedidos',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: 'Ya existe un permiso con esta clave' });
      const custom = await ok<Permiso>(
        'POST',
        '/api/users/permisos/',
        admin.token,
        { nombre: 'Ver reportes', clave: 'ver_reportes_duplicado' },
        201,
      );
      const clash = await call('PATCH', `/api/users/permisos/${custom.id}/`, admin.token, {
        nombre: 'x',
        clave: 'gestionar_pedidos',
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ error: 'Ya existe un permiso con esta clave' });
    });

    it('keeps the system permissions: their clave cannot change and they cannot be deleted', async () => {
      const url = `/api/users/permisos/${permisoId('consultar_sedes')}/`;
      const renamed = await call('PATCH', url, admin.token, { nombre: 'x', clave: 'otra_clave' });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual({
        error: 'La clave de un permiso del sistema no se puede cambiar.',
      });
      const deleted = await call('DELETE', url, admin.token);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toEqual({ error: 'Los permisos del sistema no se pueden eliminar.' });
      const relabelled = await call('PATCH', url, admin.token, {
        nombre: 'Consultar sedes y horarios',
        clave: 'consultar_sedes',
      });
      expect(relabelled.statusCode).toBe(200);
    });

    it('lets the administrator assign a newly created permission', async () => {
      const nuevo = await ok<Permiso>(
        'POST',
        '/api/users/permisos/',
        admin.token,
        { nombre: 'Exportar pedidos', clave: 'exportar_pedidos' },
        201,
      );
      const rol = await ok<Rol>('POST', '/api/users/roles/', admin.token, { rol: 'Analista' }, 201);
      const updated = await ok<Rol>('PATCH', `/api/users/roles/${rol.id}/`, admin.token, {
        permisos: [nuevo.id],
      });
      expect(updated.permisos.map((p) => p.clave)).toEqual(['exportar_pedidos']);
    });

    it('refuses an invalid clave with a Spanish field error', async () => {
      const res = await call('POST', '/api/users/permisos/', admin.token, {
        nombre: 'Con espacios',
        clave: 'Con Espacios',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Los datos enviados no son válidos.',
        fields: { clave: ['La clave solo admite minúsculas, números y guion bajo'] },
      });
      const missing = await call('POST', '/api/users/permisos/', admin.token, {
        nombre: 'Sin clave',
      });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields)).toEqual(['clave']);
    });

    it('cannot be managed by a cashier (403)', async () => {
      expect((await call('GET', '/api/users/permisos/', cashier.token)).statusCode).toBe(403);
      const res = await call('POST', '/api/users/permisos/', cashier.token, {
        nombre: 'x',
        clave: 'x',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('a branch manager (gestionar_usuarios, branch 1 only)', () => {
    let manager: AuthResponse;
    let managerRole: Rol;

    beforeAll(async () => {
      managerRole = await ok<Rol>(
        'POST',
        '/api/users/roles/',
        admin.token,
        { rol: 'Gerente de sede' },
        201,
      );
      managerRole = await ok<Rol>('PATCH', `/api/users/roles/${managerRole.id}/`, admin.token, {
        permisos: [permisoId('gestionar_usuarios')],
      });
      const body = newUser();
      manager = await ok<AuthResponse>(
        'POST',
        '/api/users/register/',
        admin.token,
        { ...body, roles: [managerRole.id], sedes: [sedeIds[0]] },
        201,
      );
      manager.token = (await login(body.email, body.password)).json<AuthResponse>().token;
    });

    it('registers users into its own branch, with roles it may grant', async () => {
      const res = await registerAs(manager.token, {
        ...newUser(),
        roles: [managerRole.id],
        sedes: [sedeIds[0]],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<AuthResponse>().user.sedes.map((s) => s.id)).toEqual([sedeIds[0]]);
    });

    it('cannot register a user into another branch (403)', async () => {
      const res = await registerAs(manager.token, { ...newUser(), roles: [], sedes: [sedeIds[1]] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Solo puedes asignar las sedes a las que perteneces.' });
    });

    it('cannot grant a role with permissions it lacks (403)', async () => {
      const res = await registerAs(manager.token, {
        ...newUser(),
        roles: [roleId('Cajero')],
        sedes: [sedeIds[0]],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'No puedes asignar un rol con permisos que tú no tienes.',
      });
    });

    it('sees and changes only users of its branch, and customers', async () => {
      const other = await ok<AuthResponse>(
        'POST',
        '/api/users/register/',
        admin.token,
        { ...newUser(), roles: [roleId('Cocina')], sedes: [sedeIds[2]] },
        201,
      );
      const listed = await ok<Usuario[]>('GET', '/api/users/usuarios/', manager.token);
      const emails = listed.map((u) => u.email);
      expect(emails).toEqual(expect.arrayContaining(['cajero@horno.co', 'cliente@horno.co']));
      expect(emails).not.toContain(other.user.email);
      expect(
        listed.every((u) => u.sedes.length === 0 || u.sedes.some((s) => s.id === sedeIds[0])),
      ).toBe(true);

      const url = `/api/users/usuarios/${other.user.id}/`;
      expect((await call('GET', url, manager.token)).statusCode).toBe(404);
      const roles = { roles: [managerRole.id] };
      expect((await call('PATCH', url, manager.token, roles)).statusCode).toBe(404);
      const password = await call('POST', `${url}change-password/`, manager.token, {
        password: 'NuevaClave2026',
        confirm_password: 'NuevaClave2026',
      });
      expect(password.statusCode).toBe(404);

      const move = await call('PATCH', `/api/users/usuarios/${cashier.user.id}/`, manager.token, {
        sedes: [sedeIds[1]],
      });
      expect(move.statusCode).toBe(403);
    });

    // A branch manager must not take over, or strip, the administrator's account.
    it("cannot take over the administrator's account through change-password", async () => {
      const res = await call(
        'POST',
        `/api/users/usuarios/${admin.user.id}/change-password/`,
        manager.token,
        {
          password: 'Tomado2026!',
          confirm_password: 'Tomado2026!',
        },
      );
      expect(res.statusCode).toBe(403);
    });

    it("cannot strip the administrator's roles", async () => {
      const res = await call('PATCH', `/api/users/usuarios/${admin.user.id}/`, manager.token, {
        roles: [managerRole.id],
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
