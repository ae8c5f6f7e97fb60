import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Registered {
  token: string;
  user: { id: number; email: string; numero: string; telefono_verificado: boolean };
  password: string;
  /** Own address, so the per-address limits of one scenario do not spill into another. */
  address: string;
}
interface Cupon {
  id: number;
  codigo: string;
  porcentaje_descuento: number;
  fecha_fin: string;
  esta_vigente: boolean;
  usado: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe(`phone verification and the welcome coupon (${testEngine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let cashierToken: string;

  let seq = 0;
  const registerCustomer = async (numero?: string): Promise<Registered> => {
    seq += 1;
    const password = 'ClaveSegura123';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Mateo',
        last_name: 'Castro',
        email: `mateo${seq}@example.com`,
        numero: numero ?? `31500000${String(seq).padStart(2, '0')}`,
        password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      ...res.json<Omit<Registered, 'password' | 'address'>>(),
      password,
      address: `10.1.0.${seq}`,
    };
  };
  const sendCode = (who: Pick<Registered, 'address'> & { user: { email: string } }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/send-verification-code',
      payload: { email: who.user.email },
      remoteAddress: who.address,
    });
  const verify = (who: Registered, codigo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/verify-phone-code',
      payload: { email: who.user.email, codigo },
      remoteAddress: who.address,
    });
  const coupons = async (who: Registered) => {
    const res = await t.app.inject({
      url: '/api/cupones/usuario/',
      headers: { authorization: `Token ${who.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cupon[]>();
  };
  /** The test reads the WhatsApp outbox, as a person reads the phone. */
  const lastMessage = async () => {
    const [row] = await t.app.db
      .select()
      .from(schema.mensajesSalientes)
      .orderBy(desc(schema.mensajesSalientes.id))
      .limit(1);
    expect(row).toBeDefined();
    return row!;
  };
  const codeSentTo = async (who: Registered) => {
    const row = await lastMessage();
    expect(row.destino).toBe(`57${who.user.numero}`);
    const code = (row.parametros as string[])[0];
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  };
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
  const login = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [adminToken, cashierToken] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
    ]);
  });
  afterAll(() => t.close());

  describe('a new customer verifying the phone', () => {
    let ana: Registered;
    let firstCode: string;
    let secondCode: string;

    beforeAll(async () => {
      ana = await registerCustomer();
    });

    it('sends a 6-digit code over WhatsApp to the +57 number', async () => {
      const res = await sendCode(ana);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'Código enviado por WhatsApp',
        reenviar_en_segundos: 120,
      });
      const row = await lastMessage();
      expect(row).toMatchObject({
        destino: `57${ana.user.numero}`,
        plantilla: 'codigo_verificacion',
        estado: 'ENVIADO',
      });
      firstCode = await codeSentTo(ana);
      expect(row.cuerpo).toContain(firstCode);
    });

    it('refuses a resend before 120 seconds, saying how many remain', async () => {
      const now = await sendCode(ana);
      expect(now.statusCode).toBe(429);
      expect(now.json()).toEqual({
        error: 'Espera 120 segundos para solicitar un nuevo código.',
        detail: { retry_after: 120 },
      });
      advance(30 * SECOND);
      const later = await sendCode(ana);
      expect(later.statusCode).toBe(429);
      expect(later.json().error).toBe('Espera 90 segundos para solicitar un nuevo código.');
    });

    it('resends after 120 seconds, and the old code stops working', async () => {
      advance(91 * SECOND);
      const res = await sendCode(ana);
      expect(res.statusCode, res.body).toBe(200);
      secondCode = await codeSentTo(ana);
      // Two random 6-digit codes coincide once in a million runs.
      expect(secondCode).not.toBe(firstCode);
      const old = await verify(ana, firstCode);
      expect(old.statusCode).toBe(400);
      expect(old.json().error).toBe('Código inválido');
    });

    it('refuses a wrong code with 400 and the tries left', async () => {
      const res = await verify(ana, wrongCodeFor(secondCode));
      expect(res.statusCode).toBe(400);
      // The old code above was the first wrong try against the new one.
      expect(res.json()).toEqual({ error: 'Código inválido', detail: { intentos_restantes: 3 } });
    });

    it('refuses a malformed code with a Spanish field error', async () => {
      const res = await verify(ana, '12ab');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ codigo: ['El código debe tener 6 dígitos'] });
    });

    it('verifies the right code and activates one 15% welcome coupon', async () => {
      const res = await verify(ana, secondCode);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ message: string; cupon: { codigo: string } }>();
      expect(body).toEqual({
        message: '¡Teléfono verificado! Cupón de bienvenida activado',
        cupon: {
          codigo: expect.stringMatching(/^BIENVENIDA-/),
          porcentaje_descuento: 15,
          // The demo bonus runs to the end of the year, Bogotá time.
          fecha_fin: new Date('2026-12-31T23:59:59.999-05:00').toISOString(),
        },
      });
      const list = await coupons(ana);
      expect(list).toEqual([
        {
          id: expect.any(Number),
          codigo: body.cupon.codigo,
          porcentaje_descuento: 15,
          fecha_fin: expect.any(String),
          esta_vigente: true,
          usado: false,
        },
      ]);
      const profile = await t.app.inject({
        url: '/api/users/profile/',
        headers: { authorization: `Token ${ana.token}` },
      });
      expect(profile.json().telefono_verificado).toBe(true);
    });

    it('answers 409 to any further send or verify', async () => {
      advance(121 * SECOND);
      const send = await sendCode(ana);
      expect(send.statusCode).toBe(409);
      expect(send.json()).toEqual({ error: 'Tu número de teléfono ya está verificado' });
      const again = await verify(ana, secondCode);
      expect(again.statusCode).toBe(409);
    });

    it('gives one welcome coupon per phone number, ever', async () => {
      // Another account cannot take a verified number.
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        payload: {
          first_name: 'Otro',
          last_name: 'Usuario',
          email: 'otro@example.com',
          numero: ana.user.numero,
          password: 'ClaveSegura123',
        },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual({
        numero: ['Este número de teléfono ya está registrado y verificado'],
      });

      // No API changes a phone number yet: free Ana's number directly in the database, as a
      // future "change my phone" would, so that another account can register it.
      await t.app.db
        .update(schema.usuarios)
        .set({ numero: '3159999999' })
        .where(eq(schema.usuarios.id, ana.user.id));
      const beto = await registerCustomer(ana.user.numero);
      expect((await sendCode(beto)).statusCode).toBe(200);
      const res = await verify(beto, await codeSentTo(beto));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: '¡Teléfono verificado! Este número ya recibió su cupón de bienvenida.',
        cupon: null,
      });
      expect(await coupons(beto)).toEqual([]);
      expect(await coupons(ana)).toHaveLength(1);
    });
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const dora = await registerCustomer();
    expect((await sendCode(dora)).statusCode).toBe(200);
    const code = await codeSentTo(dora);
    const wrong = wrongCodeFor(code);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(dora, wrong);
      expect(res.statusCode, `try ${i}`).toBe(400);
      expect(res.json().detail).toEqual({ intentos_restantes: 5 - i });
    }
    const fifth = await verify(dora, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'Demasiados intentos fallidos. Solicita un nuevo código.',
    });
    const right = await verify(dora, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('Demasiados intentos fallidos. Solicita un nuevo código.');
    expect(await coupons(dora)).toEqual([]);

    // A new code (after the resend wait) starts afresh.
    advance(121 * SECOND);
    expect((await sendCode(dora)).statusCode).toBe(200);
    const fresh = await verify(dora, await codeSentTo(dora));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await coupons(dora)).toHaveLength(1);
  });

  it('refuses a code older than 10 minutes', async () => {
    const eva = await registerCustomer();
    expect((await sendCode(eva)).statusCode).toBe(200);
    const code = await codeSentTo(eva);
    advance(11 * MINUTE);
    const res = await verify(eva, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/expirado/);
    expect(await coupons(eva)).toEqual([]);
  });

  it('sends codes to mobiles only', async () => {
    const fijo = await registerCustomer('+57 316 000 0077');
    expect(fijo.user.numero).toBe('3160000077');
    // Signup takes mobiles only; a landline can only be there from before the phone rule.
    await t.app.db
      .update(schema.usuarios)
      .set({ numero: '6015550177' })
      .where(eq(schema.usuarios.id, fijo.user.id));
    const res = await sendCode(fijo);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Solo podemos verificar un celular (10 dígitos, empieza por 3)',
    });
  });

  it('answers 404 for an unknown e-mail', async () => {
    const res = await sendCode({ user: { email: 'nadie@example.com' }, address: '10.1.1.1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No existe un usuario con este correo electrónico' });
  });

  describe('the welcome bonus setting', () => {
    const bonoUrl = '/api/configuracion/bono-bienvenida/';
    const put = (token: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: bonoUrl,
        payload,
        headers: { authorization: `Token ${token}` },
      });

    it('is public to read, with the demo values', async () => {
      const res = await t.app.inject({ url: bonoUrl });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        enabled: true,
        validUntil: '2026-12-31',
        discountPercentage: 15,
      });
    });

    it('cannot be changed by a cashier or a customer', async () => {
      const current = (await t.app.inject({ url: bonoUrl })).json<object>();
      const customer = await registerCustomer();
      for (const token of [cashierToken, customer.token]) {
        const res = await put(token, { ...current, validUntil: '2026-01-01' });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatch(/permiso/);
      }
      expect((await t.app.inject({ url: bonoUrl })).json()).toEqual(current);
    });

    it('refuses a malformed date', async () => {
      const current = (await t.app.inject({ url: bonoUrl })).json<object>();
      const res = await put(adminToken, { ...current, validUntil: '31/12/2026' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        validUntil: ['La fecha debe tener el formato AAAA-MM-DD'],
      });
    });

    it('once expired, verifying a phone grants no coupon', async () => {
      const current = (await t.app.inject({ url: bonoUrl })).json<object>();
      const expired = { ...current, validUntil: '2026-11-01' };
      const saved = await put(adminToken, expired);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(expired);
      expect((await t.app.inject({ url: bonoUrl })).json()).toEqual(expired);

      const fabio = await registerCustomer();
      expect((await sendCode(fabio)).statusCode).toBe(200);
      const res = await verify(fabio, await codeSentTo(fabio));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: '¡Teléfono verificado!', cupon: null });
      expect(await coupons(fabio)).toEqual([]);
    });
  });
});
