// The one phone rule (domain phone.ts) at every door that takes a number: signup, staff
// registration, a guest's order and a staff order. A pasted or formatted number is stored as its
// 10 digits; anything that is not a Colombian mobile (or, typed by staff, a landline) is a 400.
import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const SEDE = 1;
const NOT_MOBILE = 'Ingrese un número de celular válido (10 dígitos, empieza por 3)';
const NOT_CONTACT =
  'Ingrese un celular (empieza por 3) o un teléfono fijo (empieza por 60), de 10 dígitos';
/** Numbers nobody answers: ten zeros, and '+57 300 123 4567' cut to ten characters. */
const WRONG = ['0000000000', '5730012345'];

describe(`one phone rule at every door (${testEngine})`, () => {
  let t: TestApp;
  let productos: Producto[];
  let adminToken: string;
  let cashierToken: string;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const login = async (email: string, password: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };

  let seq = 0;
  const signup = (numero: string, token?: string, extra: object = {}) => {
    seq += 1;
    return inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Sara',
        last_name: 'Mejía',
        email: `sara.telefono${seq}@example.com`,
        numero,
        password: 'ClaveSegura123',
        ...extra,
      },
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  };

  const line = () => {
    const pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    return { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 };
  };
  const order = (numero: string, staff = false) =>
    inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        invitado: { nombre: 'Laura Gómez', numero },
        productosPedidos: [line()],
        ...(staff ? { creado_desde_admin: true } : {}),
      },
      headers: staff ? { authorization: `Token ${cashierToken}` } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    productos = (await inject({ url: `/api/productos/?sede=${SEDE}` })).json();
    adminToken = await login('admin@horno.co', 'HornoAdmin2026');
    cashierToken = await login('cajero@horno.co', 'HornoCajero2026');
  });
  afterAll(() => t.close());

  describe('signup', () => {
    it.each([
      ['+57 300 123 4567', '3001234567'],
      ['(301) 123-4567', '3011234567'],
      ['573021234567', '3021234567'],
      ['0057 303.123.4567', '3031234567'],
    ])('stores %j as %s', async (typed, stored) => {
      const res = await signup(typed);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.numero).toBe(stored);
    });

    it('finds a number already taken however it is written again', async () => {
      const again = await signup('300-123-4567');
      expect(again.statusCode).toBe(400);
      expect(again.json().fields).toEqual({
        numero: ['Ya existe un usuario registrado con este número de teléfono'],
      });
    });

    it.each([...WRONG, '6015550101'])('refuses %s with a Spanish field error', async (numero) => {
      const res = await signup(numero);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ numero: [NOT_MOBILE] });
    });

    it('keeps the spec message for a number of the wrong length', async () => {
      const res = await signup('300 123 456');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        numero: ['Ingrese un número de teléfono válido (10 dígitos)'],
      });
    });
  });

  it('applies the same rule when staff register a user', async () => {
    const created = await signup('+57 310 555 0199', adminToken, { roles: [], sedes: [SEDE] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user.numero).toBe('3105550199');
    const wrong = await signup('0000000000', adminToken, { roles: [], sedes: [SEDE] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ numero: [NOT_MOBILE] });
  });

  describe("a guest's order", () => {
    it('stores a pasted mobile as 10 digits', async () => {
      const res = await order('+57 300 123 4567');
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<CreatedOrder>();
      expect(created.invitado).toEqual({ nombre: 'Laura Gómez', numero: '3001234567' });
      const read = await inject({ url: `/api/pedidos/token/${created.token}/` });
      expect(read.json().invitado.numero).toBe('3001234567');
    });

    it.each([...WRONG, '(601) 555 0101'])('refuses %s: a guest gives a mobile', async (n) => {
      const res = await order(n);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'invitado.numero': [NOT_MOBILE] });
    });
  });

  describe('a staff order', () => {
    it.each([
      ['310 555 0100', '3105550100'],
      ['+57 (601) 555-0101', '6015550101'],
    ])("stores the customer's %j as %s", async (typed, stored) => {
      const res = await order(typed, true);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CreatedOrder>().invitado?.numero).toBe(stored);
    });

    it.each(WRONG)('refuses %s with a Spanish field error', async (numero) => {
      const res = await order(numero, true);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'invitado.numero': [NOT_CONTACT] });
    });
  });
});
