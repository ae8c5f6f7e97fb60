import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Sede } from '@horno/domain/branches';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';
import { type Headers, jsonClient } from '../../test/json-client';
import { multipart } from '../../test/multipart';

const STALE = {
  error: 'Otra persona modificó este registro mientras lo editabas. Recarga para ver sus cambios.',
};
const ETAG = /^"[0-9a-f]{32}"$/;

/**
 * One kind of record the back office edits: how to read it (its `GET`, which answers the ETag)
 * and how to write it, the nth change differing from every other.
 */
interface Kind {
  name: string;
  read: () => Promise<LightMyRequestResponse>;
  write: (n: number, headers: Headers) => Promise<LightMyRequestResponse>;
}

describe(`record versions: ETag and If-Match on the back office's edits (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  const kinds: Kind[] = [];

  const { ok, login } = jsonClient(() => t.app);
  const inject = (options: InjectOptions) => t.app.inject(options);
  const json =
    (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: object) => (headers: Headers) =>
      inject({ method, url, headers: { ...admin, ...headers }, payload });
  const form = async (
    method: 'PUT',
    url: string,
    fields: Record<string, string | number | boolean>,
    headers: Headers,
  ) => {
    const body = await multipart(fields);
    return inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin, ...headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    const get = (url: string) => () => inject({ url, headers: admin });

    const productos = await ok<Producto[]>('GET', '/api/productos/', admin);
    const simple = productos.find((p) => p.precio !== null && p.precios_por_medida.length === 0)!;
    const sized = productos.find((p) => p.precios_por_medida.length > 0)!;
    const especial = (await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', admin))[0]!;
    const categoria = (
      await ok<CategoriaProducto[]>('GET', '/api/categoria-productos/', admin)
    )[0]!;
    const ingrediente = (
      await ok<{ id: number; categoria: { id: number } }[]>('GET', '/api/ingredientes/', admin)
    )[0]!;
    const sede = await ok<Sede>('GET', '/api/locations/sedes/1/', admin);
    const ad = (await ok<{ id: number; titulo: string }[]>('GET', '/api/publicidades/', admin))[0]!;
    const rol = await ok<{ id: number }>(
      'POST',
      '/api/users/roles/',
      admin,
      { rol: 'Horneros' },
      201,
    );
    const roles = await ok<{ id: number; rol: string }[]>('GET', '/api/users/roles/', admin);
    const cajero = (
      await ok<{ id: number; email: string }[]>('GET', '/api/users/usuarios/', admin)
    ).find((u) => u.email === 'cajero@horno.co')!;
    const sizePrice = sized.precios_por_medida[0]!;
    const cajeroRol = roles.find((r) => r.rol === 'Cajero')!.id;

    kinds.push(
      {
        name: 'product',
        read: get(`/api/productos/${simple.id}/`),
        write: (n, headers) =>
          form(
            'PUT',
            `/api/productos/${simple.id}/`,
            { nombre: `${simple.nombre} ${n}`, categoria: simple.categoria, precio: 8000 + n },
            headers,
          ),
      },
      {
        name: "product's inline price",
        read: get(`/api/productos/${simple.id}/`),
        write: (n, headers) =>
          json('PATCH', `/api/productos/${simple.id}/`, { precio: 9000 + n * 100 })(headers),
      },
      {
        name: 'size price',
        read: get(`/api/productos/${sized.id}/`),
        write: (n, headers) =>
          json('PUT', `/api/precios-por-medida/${sizePrice.id}/`, {
            producto: sized.id,
            medida: sizePrice.medida.id,
            precio: 30000 + n * 100,
          })(headers),
      },
      {
        name: 'special product',
        read: get(`/api/productos-especiales/${especial.id}/`),
        write: (n, headers) =>
          json('PATCH', `/api/productos-especiales/${especial.id}/`, { activo: n % 2 === 0 })(
            headers,
          ),
      },
      {
        name: 'category',
        read: get(`/api/categoria-productos/${categoria.id}/`),
        write: (n, headers) =>
          json('PUT', `/api/categoria-productos/${categoria.id}/`, {
            nombre: `${categoria.nombre} ${n}`,
            tiene_medidas: categoria.tiene_medidas,
          })(headers),
      },
      {
        name: 'ingredient',
        read: get(`/api/ingredientes/${ingrediente.id}/`),
        write: (n, headers) =>
          json('PUT', `/api/ingredientes/${ingrediente.id}/`, {
            nombre: `Ingrediente ${n}`,
            descripcion: '',
            categoria: ingrediente.categoria.id,
          })(headers),
      },
      {
        name: 'branch',
        read: get(`/api/locations/sedes/${sede.id}/`),
        write: (n, headers) =>
          form(
            'PUT',
            `/api/locations/sedes/${sede.id}/`,
            {
              nombre: `${sede.nombre} ${n}`,
              direccion: sede.direccion,
              telefono: sede.telefono,
              whatsapp: sede.whatsapp ?? '',
              lat: sede.lat,
              lng: sede.lng,
            },
            headers,
          ),
      },
      {
        name: "branch's products",
        read: get(`/api/locations/sedes/${sede.id}/`),
        write: (n, headers) =>
          json('POST', `/api/locations/sedes/${sede.id}/asociar_productos/`, {
            productos: sede.productos.slice(n % 2),
            productos_especiales: sede.productos_especiales,
          })(headers),
      },
      {
        name: "branch's hours",
        read: get(`/api/locations/horarios-sede/?sede_id=${sede.id}`),
        write: (n, headers) =>
          json(
            'POST',
            '/api/locations/horarios-sede/',
            [1, 2, 3, 4, 5, 6, 7].map((dia) => ({
              sede: sede.id,
              dia_semana: dia,
              hora_inicio: `1${n % 10}:00`,
              hora_fin: '22:00',
              cerrado: false,
            })),
          )(headers),
      },
      {
        name: "branch's delivery areas",
        read: get(`/api/locations/sedes/${sede.id}/zonas/`),
        write: (n, headers) =>
          json('PUT', `/api/locations/sedes/${sede.id}/zonas/`, {
            zonas: [
              {
                nombre: `Zona ${n}`,
                poligono: [
                  { lat: sede.lat - 0.01, lng: sede.lng - 0.01 },
                  { lat: sede.lat + 0.01, lng: sede.lng - 0.01 },
                  { lat: sede.lat, lng: sede.lng + 0.01 },
                ],
                tarifa_tipo: 'CALCULADA',
              },
            ],
          })(headers),
      },
      {
        name: 'ad',
        read: get(`/api/publicidades/${ad.id}/`),
        write: (n, headers) =>
          json('PATCH', `/api/publicidades/${ad.id}/`, { activa: n % 2 === 0 })(headers),
      },
      {
        // The welcome coupon's promotion (migration 0021); its count of uses is no edit.
        name: 'promotion',
        read: get('/api/promociones/1/'),
        write: (n, headers) =>
          json('PUT', '/api/promociones/1/', {
            nombre: `Cupón de bienvenida ${n}`,
            aplicacion: 'CODIGO',
            regla: { tipo: 'PORCENTAJE', porcentaje: 15, incluye_domicilio: true },
            condiciones: { canales: ['WEB'] },
          })(headers),
      },
      {
        name: 'role',
        read: get(`/api/users/roles/${rol.id}/`),
        write: (n, headers) =>
          json('PATCH', `/api/users/roles/${rol.id}/`, { rol: `Horneros ${n}` })(headers),
      },
      {
        name: 'user',
        read: get(`/api/users/usuarios/${cajero.id}/`),
        write: (n, headers) =>
          json('PATCH', `/api/users/usuarios/${cajero.id}/`, {
            roles: n % 2 ? [cajeroRol, rol.id] : [cajeroRol],
          })(headers),
      },
    );
  });
  afterAll(() => t.close());

  it('refuses with 412 a save of a version another person changed, and changes nothing', async () => {
    for (const [i, kind] of kinds.entries()) {
      const loaded = await kind.read();
      expect(loaded.statusCode, kind.name).toBe(200);
      const version = loaded.headers.etag as string;
      expect(version, `${kind.name}: ETag`).toMatch(ETAG);

      // Another person saves (an API client without If-Match: today's behaviour).
      const other = await kind.write(10 * i + 1, {});
      expect(other.statusCode, `${kind.name}: ${other.body}`).toBe(200);
      const after = await kind.read();
      expect(after.headers.etag, `${kind.name}: the version moved`).not.toBe(version);
      expect(other.headers.etag, `${kind.name}: the save answers the new version`).toBe(
        after.headers.etag,
      );

      const stale = await kind.write(10 * i + 2, { 'if-match': version });
      expect(stale.statusCode, `${kind.name}: ${stale.body}`).toBe(412);
      expect(stale.json(), kind.name).toEqual(STALE);
      const unchanged = await kind.read();
      expect(unchanged.json(), `${kind.name}: nothing changed`).toEqual(after.json());
      expect(unchanged.headers.etag).toBe(after.headers.etag);

      const fresh = await kind.write(10 * i + 2, { 'if-match': after.headers.etag as string });
      expect(fresh.statusCode, `${kind.name}: ${fresh.body}`).toBe(200);
      expect(fresh.headers.etag).toMatch(ETAG);
      expect(fresh.headers.etag).not.toBe(after.headers.etag);
    }
  });

  it('lets exactly one of two saves of the same version through', async () => {
    for (const kind of kinds.filter((k) =>
      ['product', "branch's hours", 'role'].includes(k.name),
    )) {
      const version = (await kind.read()).headers.etag as string;
      const answers = await Promise.all([
        kind.write(101, { 'if-match': version }),
        kind.write(102, { 'if-match': version }),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), kind.name).toEqual([200, 412]);
    }
  });

  it("leaves a branch's version alone when it is paused (its own control)", async () => {
    const sede = () => t.app.inject({ url: '/api/locations/sedes/2/', headers: admin });
    const before = (await sede()).headers.etag;
    await ok('POST', '/api/locations/sedes/2/pausa/', admin, {
      pausada: true,
      motivo: 'Se fue la luz',
    });
    expect((await sede()).headers.etag).toBe(before);
    await ok('POST', '/api/locations/sedes/2/pausa/', admin, { pausada: false });
  });

  it('takes `*` for any version, and a list of versions if one of them is current', async () => {
    const [kind] = kinds;
    const version = (await kind!.read()).headers.etag as string;
    expect((await kind!.write(201, { 'if-match': '*' })).statusCode).toBe(200);
    const current = (await kind!.read()).headers.etag as string;
    const listed = await kind!.write(202, { 'if-match': `${version}, ${current}` });
    expect(listed.statusCode).toBe(200);
  });
});
