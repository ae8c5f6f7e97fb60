import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  numero: string | null;
  telefono_verificado: boolean;
  roles: { id: number; rol: string }[];
  sedes: { id: number; nombre: string; direccion: string; imagen: string | null }[];
}
interface AuthResponse {
  token: string;
  user: Profile;
}

const ADMIN = { email: 'admin@horno.co', password: 'HornoAdmin2026' };
const CASHIER = { email: 'cajero@horno.co', password: 'HornoCajero2026' };
const CUSTOMER = { email: 'cliente@horno.co', password: 'HornoCliente2026' };

const DAY = 24 * 60 * 60 * 1000;

describe(`accounts API: register, login, session (${testEngine})`, () => {
  let t: TestApp;
  let admin: AuthResponse;
  let cashier: AuthResponse;
  let customer: AuthResponse;

  // The login limiter counts per address: each scenario uses its own so they stay independent.
  let nextAddress = 1;
  const freshAddress = () => `10.0.0.${nextAddress++}`;
  const defaultAddress = freshAddress();

  const login = (body: object, remoteAddress = defaultAddress) =>
    t.app.inject({ method: 'POST', url: '/api/users/login/', payload: body, remoteAddress });
  const loginOk = async (body: object) => {
    const res = await login(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuthResponse>();
  };
  const register = (body: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: body,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });

  let phoneSeq = 0;
  const newCustomer = (overrides: object = {}) => {
    phoneSeq += 1;
    return {
      first_name: 'Valentina',
      last_name: 'Pérez',
      email: `valentina${phoneSeq}@example.com`,
      numero: `31000000${String(phoneSeq).padStart(2, '0')}`,
      password: 'ClaveSegura123',
      ...overrides,
    };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier, customer] = await Promise.all([
      loginOk(ADMIN),
      loginOk(CASHIER),
      loginOk(CUSTOMER),
    ]);
  });
  afterAll(() => t.close());

  describe('POST /api/users/register/', () => {
    it('signs up a customer: 201 with a working token and a Cliente profile without branches', async () => {
      const body = newCustomer();
      const res = await register(body);
      expect(res.statusCode, res.body).toBe(201);
      const { token, user } = res.json<AuthResponse>();
      expect(token).toMatch(/^\S{20,}$/);
      expect(user).toMatchObject({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        numero: body.numero,
        telefono_verificado: false,
        sedes: [],
      });
      expect(user.roles.map((r) => r.rol)).toEqual(['Cliente']);
      expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);

      const profile = await get('/api/users/profile/', token);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual(user);
    });

    it('refuses an e-mail already registered, whatever its case, with fields.email', async () => {
      const res = await register(newCustomer({ email: 'CLIENTE@Horno.CO' }));
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; fields: Record<string, string[]> }>();
      expect(body.fields.email).toEqual([
        'Ya existe un usuario registrado con este correo electrónico',
      ]);
      expect(body.error).toBe(body.fields.email![0]);
      expect(body.fields.numero).toBeUndefined();
    });

    it('refuses a phone already registered with fields.numero', async () => {
      const res = await register(newCustomer({ numero: '3001112233' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Ya existe un usuario registrado con este número de teléfono',
        fields: { numero: ['Ya existe un usuario registrado con este número de teléfono'] },
      });
    });

    it('answers 400, never 500, to simultaneous sign-ups with the same e-mail', async () => {
      const body = newCustomer();
      const results = await Promise.all(
        [0, 1, 2].map((i) => register({ ...body, numero: `312000000${i}` })),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses, results.map((r) => r.body).join('\n')).toEqual([201, 400, 400]);
      for (const res of results.filter((r) => r.statusCode === 400)) {
        expect(res.json().fields.email).toEqual([
          'Ya existe un usuario registrado con este correo electrónico',
        ]);
      }
    });

    it('answers validation errors in Spanish, per field', async () => {
      const { first_name: _omitted, ...noName } = newCustomer();
      const missing = await register(noName);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        error: 'Los datos enviados no son válidos.',
        fields: { first_name: ['El nombre es requerido'] },
      });

      const badPhone = await register(newCustomer({ numero: '12345' }));
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().fields).toEqual({
        numero: ['Ingrese un número de teléfono válido (10 dígitos)'],
      });

      const shortPassword = await register(newCustomer({ password: 'corta' }));
      expect(shortPassword.statusCode).toBe(400);
      expect(shortPassword.json().fields).toEqual({
        password: ['La contraseña debe tener al menos 8 caracteres'],
      });

      const badEmail = await register(newCustomer({ email: 'admin' }));
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().fields).toEqual({ email: ['Ingrese un correo electrónico válido'] });
    });

    it('refuses roles or branches from an anonymous caller (401)', async () => {
      const res = await register(newCustomer({ roles: [1] }));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatch(/iniciar sesión/);
      const withSedes = await register(newCustomer({ sedes: [1] }));
      expect(withSedes.statusCode).toBe(401);
    });

    it('refuses roles from a customer (403), who cannot grant them', async () => {
      const res = await register(newCustomer({ roles: [1] }), customer.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/permiso/);
    });
  });

  describe('POST /api/users/login/', () => {
    it('answers a token and the profile with roles {id, rol} and branches', async () => {
      expect(customer.token).toBeTruthy();
      expect(customer.user).toMatchObject({
        email: CUSTOMER.email,
        first_name: 'Camila',
        last_name: 'Rodríguez',
        numero: '3001112233',
        sedes: [],
      });
      expect(customer.user.roles).toEqual([{ id: expect.any(Number), rol: 'Cliente' }]);
      expect(cashier.user.roles).toEqual([{ id: expect.any(Number), rol: 'Cajero' }]);
      expect(cashier.user.sedes).toEqual([
        {
          id: expect.any(Number),
          nombre: 'Horno Chapinero',
          direccion: expect.any(String),
          imagen: expect.any(String),
        },
      ]);
    });

    it('accepts the e-mail in any case', async () => {
      const res = await login({ email: 'Cliente@HORNO.co', password: CUSTOMER.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AuthResponse>().user.id).toBe(customer.user.id);
    });

    it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await login({ email: CUSTOMER.email, password: 'NoEsLaClave1' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Credenciales inválidas' });
      const unknown = await login({ email: 'nadie@example.com', password: 'NoEsLaClave1' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ error: 'Credenciales inválidas' });
    });

    it("lets the literal e-mail 'admin' through validation (401, not 400)", async () => {
      const res = await login({ email: 'admin', password: 'HornoAdmin2026' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Credenciales inválidas' });
    });

    it('asks only that the password is present', async () => {
      const empty = await login({ email: CUSTOMER.email, password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: 'Los datos enviados no son válidos.',
        fields: { password: ['La contraseña es requerida'] },
      });
      // A short password is not refused by validation (ARCHITECTURE decision 4).
      const short = await login({ email: CUSTOMER.email, password: 'corta' });
      expect(short.statusCode).toBe(401);
      const noEmail = await login({ password: 'algo' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().fields).toEqual({ email: ['El correo electrónico es requerido'] });
    });
  });

  describe('login rate limits', () => {
    it('locks one account after 10 wrong passwords, leaving other accounts alone', async () => {
      const victim = newCustomer();
      expect((await register(victim)).statusCode).toBe(201);
      const address = freshAddress();
      for (let i = 0; i < 10; i++) {
        const res = await login({ email: victim.email, password: `Incorrecta${i}` }, address);
        expect(res.statusCode, `try ${i + 1}`).toBe(401);
      }
      // The 11th try is refused before the password is even checked, the right one included.
      const blocked = await login({ email: victim.email, password: victim.password }, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatch(
        /^Demasiados intentos\. Inténtalo de nuevo en 15 minutos\.$/,
      );
      // Counted per account, not per spelling of the e-mail.
      const upper = await login(
        { email: victim.email.toUpperCase(), password: victim.password },
        freshAddress(),
      );
      expect(upper.statusCode).toBe(429);

      const other = await login(CUSTOMER, address);
      expect(other.statusCode, other.body).toBe(200);
    });

    it('limits one address to 30 tries across accounts', async () => {
      const address = freshAddress();
      for (let i = 0; i < 30; i++) {
        const res = await login(
          { email: `desconocido${i}@example.com`, password: 'Cualquiera1' },
          address,
        );
        expect(res.statusCode, `try ${i + 1}`).toBe(401);
      }
      const blocked = await login(CASHIER, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatch(/^Demasiados intentos/);
      // The same account from another address still logs in.
      const elsewhere = await login(CASHIER, freshAddress());
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it('counts the tries made through every instance on the database, and after a restart', async () => {
      const victim = newCustomer();
      expect((await register(victim)).statusCode).toBe(201);
      // A second instance on the same database, behind the same load balancer.
      const other = await buildTestApp({ db: t.db });
      try {
        for (let i = 0; i < 10; i++) {
          const app = i % 2 === 0 ? t.app : other.app;
          const res = await app.inject({
            method: 'POST',
            url: '/api/users/login/',
            payload: { email: victim.email, password: `Incorrecta${i}` },
            remoteAddress: freshAddress(),
          });
          expect(res.statusCode, `try ${i + 1}`).toBe(401);
        }
        const blocked = await other.app.inject({
          method: 'POST',
          url: '/api/users/login/',
          payload: { email: victim.email, password: victim.password },
          remoteAddress: freshAddress(),
        });
        expect(blocked.statusCode).toBe(429);
      } finally {
        await other.app.close();
      }
      // A third instance started afterwards (a restart) still refuses the account.
      const restarted = await buildTestApp({ db: t.db });
      try {
        const res = await restarted.app.inject({
          method: 'POST',
          url: '/api/users/login/',
          payload: { email: victim.email, password: victim.password },
          remoteAddress: freshAddress(),
        });
        expect(res.statusCode).toBe(429);
      } finally {
        await restarted.app.close();
      }
    });
  });

  describe('session', () => {
    it('GET /api/users/session/ confirms a live token', async () => {
      const res = await get('/api/users/session/', customer.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true, user_id: customer.user.id });
    });

    it('accepts the Bearer word as well as Token', async () => {
      const res = await t.app.inject({
        url: '/api/users/session/',
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(res.statusCode).toBe(200);
    });

    it('logout revokes that token only', async () => {
      const first = await loginOk(CUSTOMER);
      const second = await loginOk(CUSTOMER);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout/',
        headers: { authorization: `Token ${first.token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Sesión cerrada correctamente' });

      const revoked = await get('/api/users/profile/', first.token);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().error).toMatch(/sesión/);
      expect((await get('/api/users/session/', first.token)).statusCode).toBe(401);
      expect((await get('/api/users/profile/', second.token)).statusCode).toBe(200);
    });
  });

  describe('GET /api/users/profile/', () => {
    it("shows the cashier's one branch and the administrator's three", async () => {
      const cashierProfile = (await get('/api/users/profile/', cashier.token)).json<Profile>();
      expect(cashierProfile.sedes.map((s) => s.nombre)).toEqual(['Horno Chapinero']);
      expect(cashierProfile.roles.map((r) => r.rol)).toEqual(['Cajero']);
      const adminProfile = (await get('/api/users/profile/', admin.token)).json<Profile>();
      expect(adminProfile.sedes).toHaveLength(3);
      expect(adminProfile.roles.map((r) => r.rol)).toEqual(['Administrador']);
    });
  });

  describe('GET /api/users/user-permissions/', () => {
    it('lists the permission keys of a role the user holds', async () => {
      const role = cashier.user.roles[0]!;
      const res = await get(`/api/users/user-permissions/?role=${role.id}`, cashier.token);
      expect(res.statusCode, res.body).toBe(200);
      const permisos = res.json<{ id: number; nombre: string; clave: string }[]>();
      expect(permisos.map((p) => p.clave)).toContain('gestionar_pedidos');
      expect(permisos.map((p) => p.clave)).not.toContain('gestionar_usuarios');
      for (const p of permisos)
        expect(p).toEqual({
          id: expect.any(Number),
          nombre: expect.any(String),
          clave: expect.any(String),
        });

      const own = await get(
        `/api/users/user-permissions/?role=${customer.user.roles[0]!.id}`,
        customer.token,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([]);
    });

    it('refuses a role the user does not hold (403)', async () => {
      const adminRole = admin.user.roles[0]!;
      const res = await get(`/api/users/user-permissions/?role=${adminRole.id}`, cashier.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/rol/);
    });

    it('refuses a missing or malformed role with 400', async () => {
      expect((await get('/api/users/user-permissions/', cashier.token)).statusCode).toBe(400);
      expect((await get('/api/users/user-permissions/?role=abc', cashier.token)).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/locations/sedes/por_usuario/', () => {
    it("lists the user's branches", async () => {
      const cashierSedes = await get('/api/locations/sedes/por_usuario/', cashier.token);
      expect(cashierSedes.statusCode).toBe(200);
      expect(cashierSedes.json()).toEqual(cashier.user.sedes);
      const adminSedes = await get('/api/locations/sedes/por_usuario/', admin.token);
      expect(adminSedes.json()).toHaveLength(3);
      const customerSedes = await get('/api/locations/sedes/por_usuario/', customer.token);
      expect(customerSedes.json()).toEqual([]);
    });
  });

  describe('GET /api/users/active-order/', () => {
    it('answers a message when the customer has no active order', async () => {
      const res = await get('/api/users/active-order/', customer.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.json().id).toBeUndefined();
    });
  });

  describe('token lifetime', () => {
    // Logged in at a pinned instant well before today, so that a token stamped by the database's
    // clock instead of the app's would fail the 31-day check whatever the calendar says.
    it('keeps a token for 30 days and refuses it after', async () => {
      const issuedAt = new Date('2026-01-07T12:00:00-05:00').getTime();
      t.clock.set(new Date(issuedAt));
      const session = await loginOk(ADMIN);
      t.clock.set(new Date(issuedAt + 29 * DAY));
      expect((await get('/api/users/profile/', session.token)).statusCode).toBe(200);
      t.clock.set(new Date(issuedAt + 31 * DAY));
      const expired = await get('/api/users/profile/', session.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        error: 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.',
      });
    });
  });
});
