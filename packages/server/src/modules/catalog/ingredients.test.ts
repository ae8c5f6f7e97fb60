import type { Producto } from '@horno/domain/catalog';
import type { CategoriaIngrediente, Ingrediente } from '@horno/domain/catalog-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { staffWith } from '../../../test/staff';

const FORBIDDEN = { error: 'No tienes permiso para realizar esta acción.' };
const collator = new Intl.Collator('es', { sensitivity: 'base' });

describe(`ingredients API (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let customer: Headers;
  let categorias: CategoriaIngrediente[];

  const client = jsonClient(() => t.app);
  const { call, ok, login } = client;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier, customer] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login('cliente@horno.co', 'HornoCliente2026'),
    ]);
    categorias = await ok('GET', '/api/categoria-ingredientes/', admin);
    expect(categorias.length).toBeGreaterThan(1);
  });
  afterAll(() => t.close());

  describe('reading', () => {
    it('lists every ingredient with its category, by name, to whoever consults ingredients', async () => {
      const list = await ok<Ingrediente[]>('GET', '/api/ingredientes/', cashier);
      expect(list.length).toBeGreaterThan(5);
      const names = list.map((i) => i.nombre);
      expect(names).toEqual([...names].sort(collator.compare));
      const ids = new Set(categorias.map((c) => c.id));
      for (const i of list) {
        expect(ids.has(i.categoria.id)).toBe(true);
        expect(i.categoria.nombre).toBe(categorias.find((c) => c.id === i.categoria.id)!.nombre);
      }
      const [first] = list;
      expect(await ok('GET', `/api/ingredientes/${first!.id}/`, cashier)).toEqual(first);
    });

    it('lists the ingredient categories by name', async () => {
      const list = await ok<CategoriaIngrediente[]>('GET', '/api/categoria-ingredientes/', cashier);
      expect(list.map((c) => c.nombre)).toEqual(
        [...list.map((c) => c.nombre)].sort(collator.compare),
      );
      expect(list[0]).toEqual({
        id: expect.any(Number),
        nombre: expect.any(String),
        tiene_medidas: expect.any(Boolean),
      });
    });

    it('answers 404 for an unknown ingredient and 400 for a malformed id', async () => {
      const missing = await call('GET', '/api/ingredientes/999999/', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Ingrediente no encontrado' });
      const malformed = await call('GET', '/api/ingredientes/abc/', admin);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toHaveProperty('id');
    });

    it('refuses a customer (403) and anyone without a token (401)', async () => {
      for (const url of [
        '/api/ingredientes/',
        '/api/ingredientes/1/',
        '/api/categoria-ingredientes/',
      ]) {
        const refused = await call('GET', url, customer);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual(FORBIDDEN);
        expect((await call('GET', url)).statusCode, url).toBe(401);
      }
    });

    it('lets a product manager without the ingredient keys read the list (the additions picker)', async () => {
      const manager = await staffWith(client, admin, ['gestionar_productos'], 'carta@example.com');
      expect((await call('GET', '/api/ingredientes/', manager)).statusCode).toBe(200);
      expect((await call('GET', '/api/ingredientes/1/', manager)).statusCode).toBe(403);
      const write = await call('POST', '/api/ingredientes/', manager, {
        nombre: 'Tomate cherry',
        categoria: categorias[0]!.id,
      });
      expect(write.statusCode).toBe(403);
    });
  });

  describe('registering and changing ingredients', () => {
    it('registers an ingredient (trimmed, descripcion optional) and answers it with its category', async () => {
      const categoria = categorias[0]!;
      const created = await ok<Ingrediente>(
        'POST',
        '/api/ingredientes/',
        admin,
        { nombre: '  Albahaca fresca  ', categoria: categoria.id },
        201,
      );
      expect(created).toEqual({
        id: expect.any(Number),
        nombre: 'Albahaca fresca',
        descripcion: '',
        categoria: { id: categoria.id, nombre: categoria.nombre },
      });
      const list = await ok<Ingrediente[]>('GET', '/api/ingredientes/', cashier);
      expect(list).toContainEqual(created);
    });

    it('refuses the same name twice in one category (whatever the case), not in another', async () => {
      const [one, other] = categorias;
      await ok('POST', '/api/ingredientes/', admin, { nombre: 'Rúcula', categoria: one!.id }, 201);
      const again = await call('POST', '/api/ingredientes/', admin, {
        nombre: 'RÚCULA',
        categoria: one!.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'Ya existe un ingrediente con ese nombre en esa categoría',
        fields: { nombre: ['Ya existe un ingrediente con ese nombre en esa categoría'] },
      });
      await ok(
        'POST',
        '/api/ingredientes/',
        admin,
        { nombre: 'Rúcula', categoria: other!.id },
        201,
      );
    });

    it('says in Spanish what is missing or wrong, field by field', async () => {
      const empty = await call('POST', '/api/ingredientes/', admin, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        nombre: ['El nombre es requerido'],
        categoria: ['Debe seleccionar una categoría de ingrediente'],
      });
      const blank = await call('POST', '/api/ingredientes/', admin, {
        nombre: '   ',
        descripcion: 'x'.repeat(301),
        categoria: 0,
      });
      expect(blank.json().fields).toEqual({
        nombre: ['El nombre es requerido'],
        descripcion: ['Máximo 300 caracteres'],
        categoria: ['El identificador no es válido'],
      });
      const unknown = await call('POST', '/api/ingredientes/', admin, {
        nombre: 'Tomate',
        categoria: 999999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        error: 'La categoría de ingrediente no existe',
        fields: { categoria: ['La categoría de ingrediente no existe'] },
      });
    });

    it('changes an ingredient, and the menu shows the new name in the additions at once', async () => {
      const productos = await ok<Producto[]>('GET', '/api/productos/?sede=1', customer);
      const producto = productos.find((p) => p.posibles_adiciones.length > 0)!;
      const adicion = producto.posibles_adiciones[0]!.ingrediente;
      const before = await ok<Ingrediente>('GET', `/api/ingredientes/${adicion.id}/`, admin);
      const other = categorias.find((c) => c.id !== before.categoria.id)!;

      const updated = await ok<Ingrediente>('PUT', `/api/ingredientes/${adicion.id}/`, admin, {
        nombre: `${before.nombre} de la casa`,
        descripcion: 'Preparado cada mañana',
        categoria: other.id,
      });
      expect(updated).toEqual({
        id: adicion.id,
        nombre: `${before.nombre} de la casa`,
        descripcion: 'Preparado cada mañana',
        categoria: { id: other.id, nombre: other.nombre },
      });
      expect(await ok('GET', `/api/ingredientes/${adicion.id}/`, cashier)).toEqual(updated);
      const after = await ok<Producto[]>('GET', '/api/productos/?sede=1', customer);
      expect(
        after.find((p) => p.id === producto.id)!.posibles_adiciones[0]!.ingrediente.nombre,
      ).toBe(`${before.nombre} de la casa`);
    });

    it('answers 404 when changing an unknown ingredient, 409 for a name taken', async () => {
      const categoria = categorias[0]!.id;
      const missing = await call('PUT', '/api/ingredientes/999999/', admin, {
        nombre: 'Nada',
        categoria,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Ingrediente no encontrado' });

      const a = await ok<Ingrediente>(
        'POST',
        '/api/ingredientes/',
        admin,
        { nombre: 'Ajo asado', categoria },
        201,
      );
      await ok('POST', '/api/ingredientes/', admin, { nombre: 'Ajo negro', categoria }, 201);
      const taken = await call('PUT', `/api/ingredientes/${a.id}/`, admin, {
        nombre: 'ajo negro',
        categoria,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual({
        nombre: ['Ya existe un ingrediente con ese nombre en esa categoría'],
      });
    });

    it('refuses the writes to a cashier (403) and to anyone without a token (401)', async () => {
      const body = { nombre: 'Flor de calabaza', categoria: categorias[0]!.id };
      for (const [method, url] of [
        ['POST', '/api/ingredientes/'],
        ['PUT', '/api/ingredientes/1/'],
      ] as const) {
        const refused = await call(method, url, cashier, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual(FORBIDDEN);
        expect((await call(method, url, {}, body)).statusCode, url).toBe(401);
      }
      const list = await ok<Ingrediente[]>('GET', '/api/ingredientes/', admin);
      expect(list.map((i) => i.nombre)).not.toContain('Flor de calabaza');
    });
  });

  describe('ingredient categories', () => {
    it('registers a category, refuses its name again in any case, and takes ingredients in it', async () => {
      const created = await ok<CategoriaIngrediente>(
        'POST',
        '/api/categoria-ingredientes/',
        admin,
        { nombre: 'Hierbas', tiene_medidas: true },
        201,
      );
      expect(created).toEqual({ id: expect.any(Number), nombre: 'Hierbas', tiene_medidas: true });
      const plain = await ok<CategoriaIngrediente>(
        'POST',
        '/api/categoria-ingredientes/',
        admin,
        { nombre: 'Salsas de la casa' },
        201,
      );
      expect(plain.tiene_medidas).toBe(false);

      const again = await call('POST', '/api/categoria-ingredientes/', admin, {
        nombre: 'hierbas',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'Ya existe una categoría de ingredientes con ese nombre',
        fields: { nombre: ['Ya existe una categoría de ingredientes con ese nombre'] },
      });

      const list = await ok<CategoriaIngrediente[]>('GET', '/api/categoria-ingredientes/', cashier);
      expect(list).toContainEqual(created);
      const tomillo = await ok<Ingrediente>(
        'POST',
        '/api/ingredientes/',
        admin,
        { nombre: 'Tomillo', categoria: created.id },
        201,
      );
      expect(tomillo.categoria).toEqual({ id: created.id, nombre: 'Hierbas' });
    });

    it('says what is wrong, and refuses a cashier and anyone without a token', async () => {
      const bad = await call('POST', '/api/categoria-ingredientes/', admin, {
        nombre: '',
        tiene_medidas: 'sí',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        nombre: ['El nombre es requerido'],
        tiene_medidas: ['Debe ser sí o no'],
      });
      const refused = await call('POST', '/api/categoria-ingredientes/', cashier, {
        nombre: 'Quesos 2',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect(
        (await call('POST', '/api/categoria-ingredientes/', {}, { nombre: 'Quesos 2' })).statusCode,
      ).toBe(401);
    });
  });
});
