import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { CategoriaIngrediente, Ingrediente } from '@horno/domain/catalog-admin';
import { RETIREMENT_MESSAGES } from '@horno/domain/retirement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';

const FORBIDDEN = { error: 'No tienes permiso para realizar esta acción.' };
const collator = new Intl.Collator('es', { sensitivity: 'base' });

describe(`retiring catalog records (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  const { call, ok, login } = jsonClient(() => t0.app);

  const productos = () => ok<Producto[]>('GET', '/api/productos/', {});
  const especiales = () => ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
  const categorias = () => ok<CategoriaProducto[]>('GET', '/api/categoria-productos/', {});
  const ingredientes = () => ok<Ingrediente[]>('GET', '/api/ingredientes/', admin);
  const remove = (path: string, headers = admin) => call('DELETE', path, headers);

  /** A guest's pick-up order at the first branch. */
  const order = async (productosPedidos: object[]) => {
    const res = await call(
      'POST',
      '/api/pedidos/',
      {},
      {
        tipo_pedido: 'RECOGER',
        sede: 1,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
  });
  afterAll(() => t0.close());

  describe('DELETE /api/productos/:id/', () => {
    it('needs gestionar_productos and answers 404 for an unknown product', async () => {
      const [first] = await productos();
      const refused = await remove(`/api/productos/${first!.id}/`, cashier);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await productos()).find((p) => p.id === first!.id)?.activo).toBe(true);
      const unknown = await remove('/api/productos/999999/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Producto no encontrado' });
    });
  });

  describe('DELETE /api/productos-especiales/:id/', () => {
    const create = async (nombre: string, categoria: number) => {
      const body = await multipart({
        nombre,
        descripcion: 'Para probar',
        precio_base: 30000,
        categoria,
        tipo: 'CONFIGURABLE',
        'sedes[0]': 1,
        secciones: JSON.stringify([
          { nombre: 'Bebida', minimo: 1, maximo: 1, opciones: [{ nombre: 'Gaseosa' }] },
        ]),
      });
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/productos-especiales/',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ProductoEspecial>();
    };

    it('deletes one no order names, with its sections', async () => {
      const combos = (await especiales())[0]!.categoria;
      const especial = await create('Combo de prueba', combos);
      const res = await remove(`/api/productos-especiales/${especial.id}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ eliminado: true, mensaje: 'Producto especial eliminado' });
      expect((await call('GET', `/api/productos-especiales/${especial.id}/`)).statusCode).toBe(404);
      expect((await especiales()).map((e) => e.id)).not.toContain(especial.id);
    });

    it('deactivates one an order names, and the order reads as it was placed', async () => {
      const combo = (await especiales()).find((e) => e.activo && e.secciones.length > 0)!;
      const configuraciones: Record<string, number[]> = {};
      for (const s of combo.secciones) {
        configuraciones[String(s.id)] = s.opciones.slice(0, Math.max(1, s.minimo)).map((o) => o.id);
      }
      const pedido = await order([{ producto_especial: combo.id, cantidad: 1, configuraciones }]);
      const res = await remove(`/api/productos-especiales/${combo.id}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        eliminado: false,
        mensaje: 'El producto especial tiene pedidos: se desactivó para que los pedidos no cambien',
      });
      const kept = await ok<ProductoEspecial>('GET', `/api/productos-especiales/${combo.id}/`, {});
      expect(kept).toMatchObject({ id: combo.id, activo: false, nombre: combo.nombre });
      const read = await ok<{ productos: { nombre: string }[] }>(
        'GET',
        `/api/pedidos/${pedido}/`,
        admin,
      );
      expect(JSON.stringify(read)).toContain(combo.nombre);
    });

    it('needs gestionar_productos, and answers 404 for an unknown one', async () => {
      const [first] = await especiales();
      const refused = await remove(`/api/productos-especiales/${first!.id}/`, cashier);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await especiales()).map((e) => e.id)).toContain(first!.id);
      const unknown = await remove('/api/productos-especiales/999999/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: RETIREMENT_MESSAGES.specialNotFound });
    });
  });

  describe('DELETE /api/categoria-productos/:id/', () => {
    it('refuses a category with products, saying how many to move, and changes nothing', async () => {
      const [regulares, combos] = [await productos(), await especiales()];
      const categoria = (await categorias()).find((c) => combos.some((e) => e.categoria === c.id))!;
      const n = regulares.filter((p) => p.categoria === categoria.id).length;
      const m = combos.filter((e) => e.categoria === categoria.id).length;
      const res = await remove(`/api/categoria-productos/${categoria.id}/`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: RETIREMENT_MESSAGES.categoryInUse(categoria.nombre, n, m),
      });
      expect((await categorias()).map((c) => c.id)).toContain(categoria.id);
      expect((await productos()).length).toBe(regulares.length);

      // Products only: the message names them alone.
      const onlyRegular = (await categorias()).find(
        (c) =>
          regulares.filter((p) => p.categoria === c.id).length > 1 &&
          !combos.some((e) => e.categoria === c.id),
      )!;
      const count = regulares.filter((p) => p.categoria === onlyRegular.id).length;
      const again = await remove(`/api/categoria-productos/${onlyRegular.id}/`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(
        `No se puede eliminar la categoría ${onlyRegular.nombre}: tiene ${count} productos (activos e inactivos). Muévelos a otra categoría primero.`,
      );
    });

    it('removes an empty category', async () => {
      const created = await ok<CategoriaProducto>(
        'POST',
        '/api/categoria-productos/',
        admin,
        { nombre: 'Sopas del día', tiene_medidas: false },
        201,
      );
      const res = await remove(`/api/categoria-productos/${created.id}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ eliminado: true, mensaje: 'Categoría Sopas del día eliminada' });
      expect((await categorias()).map((c) => c.id)).not.toContain(created.id);
      expect((await call('GET', `/api/categoria-productos/${created.id}/`)).statusCode).toBe(404);
    });

    it('needs gestionar_categoria_producto, and answers 404 for an unknown one', async () => {
      const [first] = await categorias();
      const refused = await remove(`/api/categoria-productos/${first!.id}/`, cashier);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      const unknown = await remove('/api/categoria-productos/999999/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: RETIREMENT_MESSAGES.categoryNotFound });
    });
  });

  describe('DELETE /api/ingredientes/:id/', () => {
    const offering = (all: Producto[], ingrediente: number) =>
      all.filter((p) => p.posibles_adiciones.some((a) => a.ingrediente.id === ingrediente));

    it('refuses one offered as an addition, naming the products, and changes nothing', async () => {
      const all = await productos();
      const lista = await ingredientes();
      // The most offered ingredient: its message lists five products and 'y N más'.
      const [widest] = lista
        .map((i) => ({ i, by: offering(all, i.id) }))
        .sort((a, b) => b.by.length - a.by.length);
      expect(widest!.by.length).toBeGreaterThan(5);
      const names = widest!.by.map((p) => p.nombre).sort(collator.compare);
      const res = await remove(`/api/ingredientes/${widest!.i.id}/`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error:
          `No se puede eliminar el ingrediente ${widest!.i.nombre}: ${names.length} productos lo ` +
          `ofrecen como adición (${names.slice(0, 5).join(', ')} y ${names.length - 5} más). ` +
          'Quítalo de sus adiciones primero.',
      });
      expect((await ingredientes()).map((i) => i.id)).toContain(widest!.i.id);
      expect(offering(await productos(), widest!.i.id)).toHaveLength(names.length);
    });

    it('refuses one an order names, though no product offers it any more', async () => {
      const all = await productos();
      const producto = all.find((p) => p.activo && p.posibles_adiciones.length > 0 && p.precio)!;
      const adicion = producto.posibles_adiciones[0]!.ingrediente;
      await order([
        { producto: producto.id, cantidad: 1, adiciones: [{ ingrediente: adicion.id }] },
      ]);
      // No product offers it now (set up in the database: the product form keeps additions).
      await t0.db.database.db
        .delete(t.posiblesAdiciones)
        .where(eq(t.posiblesAdiciones.ingredienteId, adicion.id));
      const res = await remove(`/api/ingredientes/${adicion.id}/`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error:
          `No se puede eliminar el ingrediente ${adicion.nombre}: aparece en 1 pedido y se ` +
          'conserva para que los pedidos no cambien. Ningún producto lo ofrece: los clientes ya no lo ven.',
      });
      expect((await ingredientes()).map((i) => i.id)).toContain(adicion.id);
    });

    it('deletes one nothing uses', async () => {
      const [categoria] = await ok<CategoriaIngrediente[]>(
        'GET',
        '/api/categoria-ingredientes/',
        admin,
      );
      const created = await ok<Ingrediente>(
        'POST',
        '/api/ingredientes/',
        admin,
        { nombre: 'Alcaparras', categoria: categoria!.id },
        201,
      );
      const res = await remove(`/api/ingredientes/${created.id}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ eliminado: true, mensaje: 'Ingrediente Alcaparras eliminado' });
      expect((await call('GET', `/api/ingredientes/${created.id}/`, admin)).statusCode).toBe(404);
    });

    it('needs gestionar_ingredientes, and answers 404 for an unknown one', async () => {
      const [first] = await ingredientes();
      const refused = await remove(`/api/ingredientes/${first!.id}/`, cashier);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      const unknown = await remove('/api/ingredientes/999999/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: RETIREMENT_MESSAGES.ingredientNotFound });
    });
  });
});
