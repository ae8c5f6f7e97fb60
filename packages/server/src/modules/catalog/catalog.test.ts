import { gunzipSync } from 'node:zlib';
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { sortProducts } from '@horno/domain/catalog-price';
import type { Sede } from '@horno/domain/branches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

describe(`catalog API (${testEngine})`, () => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the sizes in order with their Spanish labels', async () => {
    const medidas = await get<{ value: string; label: string }[]>('/api/medidas/');
    expect(medidas.map((m) => [m.value, m.label])).toEqual([
      ['PERSONAL', 'Personal'],
      ['PEQUENA', 'Pequeña'],
      ['MEDIANA', 'Mediana'],
      ['GRANDE', 'Grande'],
      ['FAMILIAR', 'Familiar'],
    ]);
  });

  describe('GET /api/categoria-productos/', () => {
    it('lists categories by orden with slugs and product counts', async () => {
      const categorias = await get<
        { orden: number; slug: string; productos_por_categoria: number }[]
      >('/api/categoria-productos/');
      expect(categorias.length).toBeGreaterThanOrEqual(8);
      const ordenes = categorias.map((c) => c.orden);
      expect(ordenes).toEqual([...ordenes].sort((a, b) => a - b));
      for (const c of categorias) expect(c.slug).toMatch(/^[a-z0-9-]+$/);
    });

    it('filters by slug, tolerating case and accents, and answers [] for an unknown one', async () => {
      const [first] = await get<{ slug: string; nombre: string }[]>('/api/categoria-productos/');
      const bySlug = await get<{ slug: string }[]>(
        `/api/categoria-productos/?slug=${encodeURIComponent(first!.slug.toUpperCase())}`,
      );
      expect(bySlug.map((c) => c.slug)).toEqual([first!.slug]);
      expect(await get('/api/categoria-productos/?slug=no-existe')).toEqual([]);
    });

    it("counts a branch's active products and specials per category", async () => {
      const [sede] = await get<Sede[]>('/api/locations/sedes/');
      const categorias = await get<
        {
          id: number;
          productos_por_categoria: number;
          productos_especiales_por_categoria: number;
        }[]
      >(`/api/categoria-productos/?sede=${sede!.id}`);
      const productos = await get<Producto[]>(`/api/productos/?sede=${sede!.id}`);
      const especiales = await get<ProductoEspecial[]>(
        `/api/productos-especiales/?sede=${sede!.id}`,
      );
      for (const c of categorias) {
        expect(c.productos_por_categoria).toBe(
          productos.filter((p) => p.categoria === c.id).length,
        );
        expect(c.productos_especiales_por_categoria).toBe(
          especiales.filter((e) => e.categoria === c.id).length,
        );
      }
      expect(
        categorias.some(
          (c) => c.productos_por_categoria + c.productos_especiales_por_categoria === 0,
        ),
      ).toBe(true);
    });
  });

  describe('GET /api/productos/', () => {
    it('lists every product by lowest price, then name', async () => {
      const productos = await get<Producto[]>('/api/productos/');
      expect(productos.length).toBeGreaterThanOrEqual(40);
      expect(productos.map((p) => p.id)).toEqual(sortProducts(productos).map((p) => p.id));
      expect(productos.some((p) => !p.activo)).toBe(true);
    });

    it('leaves inactive products out with solo_activos=true', async () => {
      const all = await get<Producto[]>('/api/productos/');
      const activos = await get<Producto[]>('/api/productos/?solo_activos=true');
      expect(activos.every((p) => p.activo)).toBe(true);
      expect(activos.length).toBe(all.filter((p) => p.activo).length);
    });

    it('with sede, lists only the active products that branch sells', async () => {
      const sedes = await get<Sede[]>('/api/locations/sedes/');
      const all = await get<Producto[]>('/api/productos/?solo_activos=true');
      const sizes = new Set<number>();
      for (const sede of sedes) {
        const productos = await get<Producto[]>(`/api/productos/?sede=${sede.id}`);
        const sold = new Set(sede.productos);
        expect(productos.every((p) => p.activo && sold.has(p.id))).toBe(true);
        expect(productos.length).toBe(all.filter((p) => sold.has(p.id)).length);
        sizes.add(productos.length);
      }
      // The demo pizzeria has products some branches do not sell.
      expect(sizes.size).toBeGreaterThan(1);
    });

    it('prices pizzas per size, with halves from MEDIANA up', async () => {
      const productos = await get<Producto[]>('/api/productos/');
      const pizza = productos.find((p) => p.precios_por_medida.length === 5);
      expect(pizza).toBeDefined();
      expect(pizza!.precios_por_medida.map((p) => [p.medida.value, p.admite_mitades])).toEqual([
        ['PERSONAL', false],
        ['PEQUENA', false],
        ['MEDIANA', true],
        ['GRANDE', true],
        ['FAMILIAR', true],
      ]);
    });

    it('refuses a malformed sede with a Spanish field error, and an unknown one with 404', async () => {
      const bad = await t.app.inject({ url: '/api/productos/?sede=abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'Los datos enviados no son válidos.' });
      expect(bad.json().fields.sede[0]).toBe('El identificador no es válido');
      const unknown = await t.app.inject({ url: '/api/productos/?sede=9999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Sede no encontrada' });
    });

    it('answers 304 to a matching ETag and compresses when asked', async () => {
      const first = await t.app.inject({ url: '/api/productos/?sede=1' });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({
        url: '/api/productos/?sede=1',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const gz = await t.app.inject({
        url: '/api/productos/?sede=1',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(first.json());
    });
  });

  describe('GET /api/productos/{id}/', () => {
    it('returns one product with its sizes and additions', async () => {
      const [some] = await get<Producto[]>('/api/productos/');
      const one = await get<Producto>(`/api/productos/${some!.id}/`);
      expect(one).toEqual(some);
      // Trailing slash is optional.
      expect(await get<Producto>(`/api/productos/${some!.id}`)).toEqual(some);
    });

    it('answers 404 in the error shape for an unknown product', async () => {
      const res = await t.app.inject({ url: '/api/productos/99999/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Producto no encontrado' });
    });

    it('answers 400 with the failing field for a non-numeric id', async () => {
      const res = await t.app.inject({ url: '/api/productos/pizza/' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    });
  });

  describe('GET /api/productos-especiales/', () => {
    it('lists special products with sections and options', async () => {
      const especiales = await get<ProductoEspecial[]>('/api/productos-especiales/');
      expect(especiales.length).toBeGreaterThanOrEqual(3);
      const secciones = especiales.flatMap((e) => e.secciones);
      expect(secciones.some((s) => s.seleccionar_mayor_valor)).toBe(true);
      expect(secciones.some((s) => s.maximo === 0)).toBe(true);
      expect(secciones.every((s) => s.opciones.length > 0)).toBe(true);
      expect(especiales.every((e) => e.tipo === 'ESPECIAL')).toBe(true);
    });

    it('with sede, lists only the specials that branch sells', async () => {
      const sedes = await get<Sede[]>('/api/locations/sedes/');
      for (const sede of sedes) {
        const especiales = await get<ProductoEspecial[]>(
          `/api/productos-especiales/?sede=${sede.id}`,
        );
        expect(especiales.map((e) => e.id).sort()).toEqual([...sede.productos_especiales].sort());
      }
    });

    it('returns one special by id and 404 for an unknown one', async () => {
      const [first] = await get<ProductoEspecial[]>('/api/productos-especiales/');
      expect(await get(`/api/productos-especiales/${first!.id}/`)).toEqual(first);
      const res = await t.app.inject({ url: '/api/productos-especiales/4242/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Producto especial no encontrado' });
    });
  });
});

describe(`GET /api/build-your-pizza-options/ (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('groups the flavors and offers only the sizes that admit halves', async () => {
    const res = await t.app.inject({ url: '/api/build-your-pizza-options/?sede=1' });
    expect(res.statusCode).toBe(200);
    const { sabores_por_categoria, medidas } = res.json();
    expect(Object.keys(sabores_por_categoria)).toEqual([
      'TRADICIONALES',
      'ESPECIALES',
      'SUPER_ESPECIALES',
    ]);
    for (const group of Object.values(sabores_por_categoria) as Producto[][]) {
      expect(group.length).toBeGreaterThanOrEqual(3);
    }
    expect(medidas.map((m: { value: string }) => m.value)).toEqual([
      'MEDIANA',
      'GRANDE',
      'FAMILIAR',
    ]);
  });
});
