// 'Eliminar datos de demostración' through the API: what it would remove, the removal keeping
// the administrator asking and whatever the pizzeria's own data depends on, the menus after it.
import type { Producto } from '@horno/domain/catalog';
import type { DatosDemo, DatosDemoEliminados, DemoKind } from '@horno/domain/demo-data';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder } from '../../../test/guest-order';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';
import { staffWith } from '../../../test/staff';
import * as t from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { DEMO_AREAS } from '../../seed/demo-areas';
import { DEMO_ADS, DEMO_BRANCHES } from '../../seed/demo-branches';
import {
  DEMO_CATEGORIES,
  DEMO_INGREDIENT_CATEGORIES,
  DEMO_PRODUCTS,
} from '../../seed/demo-catalog';
import { readDemoMarker } from '../../seed/demo-marker';
import { DEMO_SPECIALS } from '../../seed/demo-specials';

const PREVIEW = '/api/configuracion/datos-demo/';
const REMOVE = '/api/configuracion/datos-demo/eliminar/';
const ADMIN = DEMO_ACCOUNTS.find((a) => a.rol === 'Administrador')!;
const CAJERO = DEMO_ACCOUNTS.find((a) => a.rol === 'Cajero')!;

const countsOf = (conteos: DatosDemo['eliminar']) =>
  Object.fromEntries(conteos.map((c) => [c.clase, c.cantidad])) as Partial<
    Record<DemoKind, number>
  >;

describe(`removing the demo data (${testEngine})`, () => {
  let t0: TestApp;
  const client = jsonClient(() => t0.app);
  const { call, ok, login } = client;
  let admin: Headers;
  let cajero: Headers;

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login(ADMIN.email, ADMIN.password);
    cajero = await login(CAJERO.email, CAJERO.password);
  });
  afterAll(() => t0.close());

  it('is refused without gestionar_configuracion, even holding every catalog key', async () => {
    const catalogista = await staffWith(
      client,
      admin,
      ['gestionar_productos', 'gestionar_sedes', 'gestionar_publicidad', 'gestionar_usuarios'],
      'catalogo@horno.co',
    );
    for (const headers of [cajero, catalogista]) {
      expect((await call('GET', PREVIEW, headers)).statusCode).toBe(403);
      const res = await call('POST', REMOVE, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    }
    expect((await call('POST', REMOVE)).statusCode).toBe(401);
    expect((await ok<DatosDemo>('GET', PREVIEW, admin)).presentes).toBe(true);
  });

  it('counts what the demo loaded, per kind, keeping the administrator asking', async () => {
    const datos = await ok<DatosDemo>('GET', PREVIEW, admin);
    const [pictures] = await t0.app.db
      .select({ n: count() })
      .from(t0.app.db.selectDistinct({ hash: t.imagenes.hash }).from(t.imagenes).as('h'));
    expect(countsOf(datos.eliminar)).toEqual({
      // The tests' demo has no orders (SEED_DEMO_ORDERS=false).
      cuentas: DEMO_ACCOUNTS.length - 1,
      productos: DEMO_PRODUCTS.length,
      especiales: DEMO_SPECIALS.length,
      categorias_producto: DEMO_CATEGORIES.length,
      ingredientes: DEMO_INGREDIENT_CATEGORIES.flatMap((c) => c.ingredientes).length,
      categorias_ingrediente: DEMO_INGREDIENT_CATEGORIES.length,
      sedes: DEMO_BRANCHES.length,
      mesas: DEMO_BRANCHES.reduce((n, b) => n + b.mesas, 0),
      zonas: DEMO_BRANCHES.reduce((n, b) => n + (DEMO_AREAS[b.nombre]?.length ?? 0), 0),
      publicidades: DEMO_ADS.length,
      imagenes: pictures!.n,
    });
    expect(datos.eliminar.find((c) => c.clase === 'zonas')?.etiqueta).toBe('Zonas de entrega');
    expect(datos.conservar).toEqual([
      expect.objectContaining({ clase: 'cuentas', nombre: ADMIN.email }),
    ]);
  });

  describe('with data of the pizzeria depending on the demo', () => {
    let sedeConPedido: number;
    let productoPedido: Producto;
    let propio: { id: number; categoria: number; imagen: string | null };
    let categoriaPropia: number;
    let resultado: DatosDemoEliminados;
    let pedido: number;
    let demoSedes: number[];
    let removedPicture: string;

    beforeAll(async () => {
      const marker = (await readDemoMarker(t0.app.db))!;
      demoSedes = marker.sedes;
      sedeConPedido = marker.sedes[1]!;
      // A real order at a demo branch, of a demo product (the branch's first sized one).
      const order = await placeGuestOrder(t0.app, sedeConPedido);
      pedido = order.id;
      const menu = await ok<Producto[]>('GET', `/api/productos/?sede=${sedeConPedido}`, {});
      productoPedido = menu.find((p) => p.precios_por_medida.length > 0)!;
      // The pizzeria's own product, in a demo category without sizes.
      const categorias = await ok<{ id: number; tiene_medidas: boolean }[]>(
        'GET',
        '/api/categoria-productos/',
        {},
      );
      categoriaPropia = categorias.find(
        (c) => !c.tiene_medidas && c.id !== productoPedido.categoria,
      )!.id;
      const body = await multipart({
        nombre: 'Limonada de la casa',
        descripcion: 'Limón, hierbabuena y panela',
        categoria: categoriaPropia,
        precio: 7000,
        descuento: 0,
        'sedes[0]': marker.sedes[0]!,
      });
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/productos/',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      propio = res.json();
      // The menus are cached: read them now, so the removal must tell them.
      const other = await ok<Producto[]>('GET', `/api/productos/?sede=${marker.sedes[0]}`, {});
      removedPicture = other.find((p) => p.imagen && p.imagen !== productoPedido.imagen)!.imagen!;
      await ok('GET', '/api/productos/?solo_activos=true', {});
    });

    it('says beforehand what it will keep, and why', async () => {
      const datos = await ok<DatosDemo>('GET', PREVIEW, admin);
      const kept = datos.conservar.map((c) => [c.clase, c.id]);
      expect(kept).toEqual(
        expect.arrayContaining([
          ['sedes', sedeConPedido],
          ['productos', productoPedido.id],
          ['categorias_producto', productoPedido.categoria],
          ['categorias_producto', categoriaPropia],
        ]),
      );
      const branch = datos.conservar.find((c) => c.clase === 'sedes')!;
      expect(branch.motivo).toBe(
        'Tiene pedidos registrados por la pizzería: se conserva desactivada.',
      );
      expect(countsOf(datos.eliminar).sedes).toBe(DEMO_BRANCHES.length - 1);
    });

    it('removes the rest in one go and says what it removed', async () => {
      resultado = await ok<DatosDemoEliminados>('POST', REMOVE, admin);
      expect(resultado.mensaje).toMatch(
        /^Se eliminaron los datos de demostración: .*2 sedes.*\. Se conservaron \d+ registros de demostración/,
      );
      expect(countsOf(resultado.eliminados).sedes).toBe(DEMO_BRANCHES.length - 1);
      expect(resultado.conservados.map((c) => c.clase)).toContain('cuentas');
    });

    it('leaves no demo branch, product, category, ad or account but those kept', async () => {
      const db = t0.app.db;
      const sedes = await db.select().from(t.sedes);
      expect(sedes.map((s) => [s.id, s.activa])).toEqual([[sedeConPedido, false]]);
      const productos = await db.select().from(t.productos);
      expect(productos.map((p) => [p.id, p.activo]).sort()).toEqual(
        [
          [productoPedido.id, false],
          [propio.id, true],
        ].sort(),
      );
      expect(await db.select().from(t.productosEspeciales)).toEqual([]);
      const categorias = await db
        .select({ id: t.categoriaProductos.id })
        .from(t.categoriaProductos);
      expect(categorias.map((c) => c.id).sort()).toEqual(
        [productoPedido.categoria, categoriaPropia].sort(),
      );
      expect(await db.select().from(t.publicidades)).toEqual([]);
      const usuarios = await db.select({ email: t.usuarios.email }).from(t.usuarios);
      expect(usuarios.map((u) => u.email).sort()).toEqual(
        [ADMIN.email, 'catalogo@horno.co'].sort(),
      );
      // Tables and delivery areas went with their branches; the kept one keeps its own.
      const mesas = await db.select({ sede: t.mesas.sedeId }).from(t.mesas);
      expect(new Set(mesas.map((m) => m.sede))).toEqual(new Set([sedeConPedido]));
      const zonas = await db
        .select({ n: count() })
        .from(t.zonasEntrega)
        .where(
          inArray(
            t.zonasEntrega.sedeId,
            demoSedes.filter((id) => id !== sedeConPedido),
          ),
        );
      expect(zonas[0]!.n).toBe(0);
      // The business settings and reference lists stay; the demo's record goes.
      const claves = (
        await db.select({ clave: t.configuraciones.clave }).from(t.configuraciones)
      ).map((c) => c.clave);
      expect(claves).toContain('bono_bienvenida');
      expect(claves).not.toContain('datos_demo');
      expect((await db.select().from(t.medidas)).length).toBe(5);
      expect((await db.select().from(t.roles)).map((r) => r.rol)).toContain('Cajero');
    });

    it('keeps the real order, with its branch and products', async () => {
      const [row] = await t0.app.db
        .select({ sede: t.pedidos.sedeId })
        .from(t.pedidos)
        .where(eq(t.pedidos.id, pedido));
      expect(row?.sede).toBe(sedeConPedido);
      const lines = await t0.app.db
        .select({ producto: t.pedidoProductos.productoId })
        .from(t.pedidoProductos)
        .where(eq(t.pedidoProductos.pedidoId, pedido));
      expect(lines).toEqual([{ producto: productoPedido.id }]);
    });

    it('lets the administrator go on working; the demo cashier is gone', async () => {
      const again = await login(ADMIN.email, ADMIN.password);
      const profile = await ok<{ email: string; sedes: { id: number }[] }>(
        'GET',
        '/api/users/profile/',
        again,
      );
      expect(profile.email).toBe(ADMIN.email);
      // Only the branch that stays.
      expect(profile.sedes.map((s) => s.id)).toEqual([sedeConPedido]);
      expect((await call('GET', '/api/users/usuarios/', admin)).statusCode).toBe(200);
      expect((await call('GET', '/api/users/profile/', cajero)).statusCode).toBe(401);
      const res = await call('POST', '/api/users/login/', {}, CAJERO);
      expect(res.statusCode).toBe(401);
    });

    it('empties the menus at once: removed branches are not found', async () => {
      const [removed] = demoSedes.filter((id) => id !== sedeConPedido);
      const menu = await call('GET', `/api/productos/?sede=${removed}`);
      expect(menu.statusCode).toBe(404);
      expect(await ok<unknown[]>('GET', '/api/locations/sedes/', {})).toEqual([]);
      const productos = await ok<Producto[]>('GET', '/api/productos/?solo_activos=true', {});
      expect(productos.map((p) => p.nombre)).toEqual(['Limonada de la casa']);
    });

    it('removes the pictures nothing refers to any more', async () => {
      expect(countsOf(resultado.eliminados).imagenes).toBeGreaterThan(0);
      expect((await call('GET', removedPicture)).statusCode).toBe(404);
      // The kept product's picture and the kept branch's stay, and nothing else.
      const left = await t0.app.db.selectDistinct({ hash: t.imagenes.hash }).from(t.imagenes);
      const [sede] = await t0.app.db
        .select({ imagen: t.sedes.imagen })
        .from(t.sedes)
        .where(eq(t.sedes.id, sedeConPedido));
      const urls = [productoPedido.imagen, sede?.imagen];
      expect(left.map((l) => l.hash).sort()).toEqual(
        [...new Set(urls.map((url) => /[0-9a-f]{64}/.exec(url ?? '')?.[0]))].sort(),
      );
      expect((await call('GET', productoPedido.imagen!)).statusCode).toBe(200);
    });

    it('answers 409 the second time, and the preview says there is nothing', async () => {
      const res = await call('POST', REMOVE, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'No hay datos de demostración para eliminar.' });
      expect(await ok<DatosDemo>('GET', PREVIEW, admin)).toEqual({
        presentes: false,
        eliminar: [],
        conservar: [],
      });
    });
  });
});
