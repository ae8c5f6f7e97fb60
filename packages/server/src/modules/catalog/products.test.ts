import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { multipart } from '../../../test/multipart';

const CHAPINERO = 1;
const USAQUEN = 2;

type Fields = Record<string, string | number | boolean>;

const jpeg = () =>
  sharp({ create: { width: 900, height: 675, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

describe(`products administration (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;
  let cashier: Record<string, string>;
  let categorias: CategoriaProducto[];
  let sized: CategoriaProducto;
  let unsized: CategoriaProducto;
  let medidas: { id: number; value: string }[];
  let ingredientes: { id: number; nombre: string }[];

  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const login = async (email: string, password: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Token ${res.json<{ token: string }>().token}` };
  };
  const menu = async (sede: number) =>
    (await inject({ url: `/api/productos/?sede=${sede}` })).json<Producto[]>();
  const countProducts = async () =>
    (await inject({ url: '/api/productos/' })).json<Producto[]>().length;
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    headers: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const body = await multipart(fields, file);
    return inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const pizzaFields = (nombre: string): Fields => ({
    nombre,
    descripcion: 'Tomate, mozzarella y albahaca fresca',
    categoria: sized.id,
    precio: '',
    descuento: 0,
    'precios_por_medida[0]medida': medidas[0]!.id,
    'precios_por_medida[0]precio': 21000,
    'precios_por_medida[1]medida': medidas[2]!.id,
    'precios_por_medida[1]precio': 36000,
    'precios_por_medida[1]admite_mitades': true,
    'precios_por_medida[2]medida': medidas[4]!.id,
    'precios_por_medida[2]precio': 52000,
    'posibles_adiciones[0]id': ingredientes[0]!.id,
    'posibles_adiciones[0]precio_adicion': 3000,
    'posibles_adiciones[1]id': ingredientes[1]!.id,
    'posibles_adiciones[1]precio_adicion': 4500,
  });
  const simpleFields = (nombre: string, extra: Fields = {}): Fields => ({
    nombre,
    categoria: unsized.id,
    precio: 8000,
    ...extra,
  });
  const createSimple = async (nombre: string, extra: Fields = {}) => {
    const res = await send('POST', '/api/productos/', simpleFields(nombre, extra), admin);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Producto>();
  };
  const order = async (productoId: number, sede = CHAPINERO, medida?: number) =>
    inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [{ producto: productoId, cantidad: 1, ...(medida ? { medida } : {}) }],
      },
    });

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    categorias = (await inject({ url: '/api/categoria-productos/' })).json();
    sized = categorias.find((c) => c.tiene_medidas)!;
    unsized = categorias.find((c) => !c.tiene_medidas)!;
    medidas = (await inject({ url: '/api/medidas/' })).json();
    const seen = new Map<number, string>();
    for (const p of await menu(CHAPINERO)) {
      for (const a of p.posibles_adiciones) seen.set(a.ingrediente.id, a.ingrediente.nombre);
    }
    ingredientes = [...seen].map(([id, nombre]) => ({ id, nombre }));
    expect(ingredientes.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => t0.close());

  it('registers a pizza with three size prices, two additions and a photo at one branch', async () => {
    const res = await send(
      'POST',
      '/api/productos/',
      { ...pizzaFields('Pizza Margarita de la casa'), 'sedes[0]': CHAPINERO },
      admin,
      {
        name: 'margarita.jpg',
        type: 'image/jpeg',
        bytes: await jpeg(),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Producto>();
    expect(created).toMatchObject({
      nombre: 'Pizza Margarita de la casa',
      categoria: sized.id,
      precio: null,
      activo: true,
      tipo: 'REGULAR',
    });
    expect(
      created.precios_por_medida.map((p) => [p.medida.id, p.precio, p.admite_mitades]),
    ).toEqual([
      [medidas[0]!.id, 21000, false],
      [medidas[2]!.id, 36000, true],
      [medidas[4]!.id, 52000, false],
    ]);
    expect(created.posibles_adiciones.map((a) => [a.ingrediente.id, a.precio_adicion])).toEqual([
      [ingredientes[0]!.id, 3000],
      [ingredientes[1]!.id, 4500],
    ]);
    expect(created.imagen).toMatch(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/);
    const picture = await inject({ url: created.imagen! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // The branch's menu has it at once; the other branch does not sell it.
    expect((await menu(CHAPINERO)).some((p) => p.id === created.id)).toBe(true);
    expect((await menu(USAQUEN)).some((p) => p.id === created.id)).toBe(false);
  });

  it('offers a new product at every branch unless told otherwise', async () => {
    const created = await createSimple('Limonada de coco');
    expect((await menu(CHAPINERO)).some((p) => p.id === created.id)).toBe(true);
    expect((await menu(USAQUEN)).some((p) => p.id === created.id)).toBe(true);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await countProducts();
    const bad = await send(
      'POST',
      '/api/productos/',
      {
        nombre: '   ',
        categoria: unsized.id,
        precio: 'mucho',
        descuento: 120,
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      nombre: ['El nombre del producto es requerido'],
      precio: ['Ingrese un precio válido'],
      descuento: ['El descuento debe estar entre 0 y 100'],
    });

    const twice = await send(
      'POST',
      '/api/productos/',
      simpleFields('Dos veces queso', {
        'posibles_adiciones[0]id': ingredientes[0]!.id,
        'posibles_adiciones[0]precio_adicion': 1000,
        'posibles_adiciones[1]id': ingredientes[0]!.id,
        'posibles_adiciones[1]precio_adicion': 1000,
      }),
      admin,
    );
    expect(twice.json().fields).toEqual({
      'posibles_adiciones.1.id': ['Este ingrediente ya está en las adiciones'],
    });

    const noPrice = await send(
      'POST',
      '/api/productos/',
      { nombre: 'Sin precio', categoria: unsized.id },
      admin,
    );
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().fields).toEqual({ precio: ['El precio es requerido'] });

    const noCategory = await send(
      'POST',
      '/api/productos/',
      { nombre: 'Huérfano', precio: 1000 },
      admin,
    );
    expect(noCategory.json().fields).toEqual({ categoria: ['Debe seleccionar una categoría'] });

    const ghostCategory = await send(
      'POST',
      '/api/productos/',
      simpleFields('Fantasma', { categoria: 999999 }),
      admin,
    );
    expect(ghostCategory.statusCode).toBe(400);
    expect(ghostCategory.json().fields).toEqual({ categoria: ['La categoría no existe'] });

    const notAnImage = await send(
      'POST',
      '/api/productos/',
      simpleFields('Con foto falsa'),
      admin,
      {
        name: 'foto.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('#!/bin/sh\necho hola\n'),
      },
    );
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json().error).toMatch(/JPEG, PNG, WebP o AVIF/);

    const json = await inject({
      method: 'POST',
      url: '/api/productos/',
      payload: { nombre: 'x' },
      headers: admin,
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);

    expect(await countProducts()).toBe(before);
  });

  it('lets only gestionar_productos write, and nobody anonymous', async () => {
    const target = await createSimple('Té helado');
    const writes: InjectOptions[] = [
      { method: 'PATCH', url: `/api/productos/${target.id}/`, payload: { precio: 1 } },
      { method: 'DELETE', url: `/api/productos/${target.id}/` },
      {
        method: 'POST',
        url: '/api/productos/ajustar-precios/',
        payload: { productos: [target.id], modo: 'MONTO', valor: 100 },
      },
      {
        method: 'POST',
        url: '/api/precios-por-medida/',
        payload: { producto: target.id, medida: medidas[0]!.id, precio: 1000 },
      },
      {
        method: 'POST',
        url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
        payload: { producto: target.id, agotado: true },
      },
    ];
    for (const write of writes) {
      const url = String(write.url);
      expect((await inject({ ...write, headers: cashier })).statusCode, url).toBe(403);
      expect((await inject(write)).statusCode, url).toBe(401);
    }
    const form = await send('POST', '/api/productos/', simpleFields('Intruso'), cashier);
    expect(form.statusCode).toBe(403);
    const edit = await send(
      'PUT',
      `/api/productos/${target.id}/`,
      simpleFields('Intruso'),
      cashier,
    );
    expect(edit.statusCode).toBe(403);
    const after = (await inject({ url: `/api/productos/${target.id}/` })).json<Producto>();
    expect(after).toEqual(target);
  });

  it('edits a product without changing an order already placed, its detail or its receipt', async () => {
    const created = await createSimple('Malteada de arequipe', { precio: 9500 });
    const placed = await order(created.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const { token, id } = placed.json<CreatedOrder>();

    const edit = await send(
      'PUT',
      `/api/productos/${created.id}/`,
      simpleFields('Malteada de vainilla', { precio: 12000, descuento: 10, activo: false }),
      admin,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Producto>()).toMatchObject({
      nombre: 'Malteada de vainilla',
      precio: 12000,
      descuento: 10,
      activo: false,
    });

    const read = (await inject({ url: `/api/pedidos/token/${token}/` })).json<Order>();
    expect(read.productos_pedidos[0]).toMatchObject({
      precio_unitario_aplicado: 9500,
      descuento_porcentaje: 0,
    });
    expect(read.productos_pedidos[0]).toMatchObject({
      nombre: 'Malteada de arequipe',
      producto: { id: created.id, nombre: 'Malteada de arequipe' },
    });
    expect(read.total_pedido).toBe(9500);

    // The staff detail reads the same order as it was placed.
    const detail = await inject({ url: `/api/pedidos/${id}/`, headers: admin });
    expect(detail.statusCode, detail.body).toBe(200);
    const staff = detail.json<Order>();
    expect(staff.productos_pedidos[0]).toMatchObject({
      nombre: 'Malteada de arequipe',
      precio_unitario_aplicado: 9500,
      descuento_porcentaje: 0,
      producto: { id: created.id, nombre: 'Malteada de arequipe' },
    });
    expect(staff.total_pedido).toBe(9500);

    const pdf = await inject({ url: `/api/recibos/${id}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('Malteada de arequipe');
    expect(text).not.toContain('vainilla');

    // Who changed it, as the edit screen shows it.
    const who = await inject({ url: `/api/productos/${created.id}/modificacion/`, headers: admin });
    expect(who.json()).toEqual({
      modificado_por: expect.stringMatching(/\S/),
      modificado_en: t0.clock.now().toISOString(),
    });
  });

  it('keeps additions and sizes an edit does not send, and replaces them when it does', async () => {
    const res = await send(
      'POST',
      '/api/productos/',
      pizzaFields('Pizza de prueba de edición'),
      admin,
    );
    const created = res.json<Producto>();
    const kept = await send(
      'PUT',
      `/api/productos/${created.id}/`,
      { nombre: 'Pizza editada', categoria: sized.id, precio: '' },
      admin,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Producto>().posibles_adiciones).toEqual(created.posibles_adiciones);
    expect(kept.json<Producto>().precios_por_medida).toEqual(created.precios_por_medida);

    const replaced = await send(
      'PUT',
      `/api/productos/${created.id}/`,
      {
        nombre: 'Pizza editada',
        categoria: sized.id,
        'precios_por_medida[0]medida': medidas[2]!.id,
        'precios_por_medida[0]precio': 40000,
        posibles_adiciones: '',
      },
      admin,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<Producto>();
    expect(after.posibles_adiciones).toEqual([]);
    expect(after.precios_por_medida).toEqual([
      { ...created.precios_por_medida[1]!, precio: 40000, admite_mitades: false },
    ]);
  });

  it('deactivates instead of deleting a product that an order names', async () => {
    const ordered = await createSimple('Gaseosa 1.5 L');
    expect((await order(ordered.id)).statusCode).toBe(201);
    const kept = await inject({
      method: 'DELETE',
      url: `/api/productos/${ordered.id}/`,
      headers: admin,
    });
    expect(kept.json()).toMatchObject({ eliminado: false });
    expect((await inject({ url: `/api/productos/${ordered.id}/` })).json<Producto>().activo).toBe(
      false,
    );

    const unused = await createSimple('Agua con gas');
    const gone = await inject({
      method: 'DELETE',
      url: `/api/productos/${unused.id}/`,
      headers: admin,
    });
    expect(gone.json()).toEqual({ eliminado: true, mensaje: 'Producto eliminado' });
    expect((await inject({ url: `/api/productos/${unused.id}/` })).statusCode).toBe(404);
  });

  it('refuses an inline price of 0 or below for a product without size prices', async () => {
    const juice = await createSimple('Jugo de mora');
    const patchPrice = (precio: unknown) =>
      inject({
        method: 'PATCH',
        url: `/api/productos/${juice.id}/`,
        headers: admin,
        payload: { precio },
      });
    for (const precio of [0, -5]) {
      const refused = await patchPrice(precio);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields.precio).toHaveLength(1);
    }
    expect((await patchPrice(0)).json().fields).toEqual({
      precio: ['El precio debe ser mayor que $ 0'],
    });
    expect((await inject({ url: `/api/productos/${juice.id}/` })).json<Producto>().precio).toBe(
      8000,
    );
    const zeroOnRegister = await send(
      'POST',
      '/api/productos/',
      simpleFields('Gratis', { precio: 0 }),
      admin,
    );
    expect(zeroOnRegister.statusCode).toBe(400);
    expect((await patchPrice(9000)).json<Producto>().precio).toBe(9000);
  });

  it('manages size prices one by one', async () => {
    const res = await send(
      'POST',
      '/api/productos/',
      {
        ...pizzaFields('Pizza tamaños'),
        'precios_por_medida[1]precio': 0,
        'precios_por_medida[2]precio': 0,
      },
      admin,
    );
    const created = res.json<Producto>();
    expect(created.precios_por_medida).toHaveLength(1);

    const added = await inject({
      method: 'POST',
      url: '/api/precios-por-medida/',
      headers: admin,
      payload: { producto: created.id, medida: medidas[3]!.id, precio: 45000 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const offStep = await inject({
      method: 'POST',
      url: '/api/precios-por-medida/',
      headers: admin,
      payload: { producto: created.id, medida: medidas[3]!.id, precio: 45050 },
    });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().fields).toEqual({ precio: ['El precio debe ir en pasos de $100'] });
    const twice = await inject({
      method: 'POST',
      url: '/api/precios-por-medida/',
      headers: admin,
      payload: { producto: created.id, medida: medidas[3]!.id, precio: 100 },
    });
    expect(twice.statusCode).toBe(409);

    const changed = await inject({
      method: 'PUT',
      url: `/api/precios-por-medida/${added.json().id}/`,
      headers: admin,
      payload: { producto: created.id, medida: medidas[3]!.id, precio: 47000 },
    });
    expect(changed.json()).toMatchObject({ precio: 47000 });
    const removed = await inject({
      method: 'DELETE',
      url: `/api/precios-por-medida/${added.json().id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/precios-por-medida/${added.json().id}/`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);

    const drink = await createSimple('Jugo de lulo');
    const refused = await inject({
      method: 'POST',
      url: '/api/precios-por-medida/',
      headers: admin,
      payload: { producto: drink.id, medida: medidas[0]!.id, precio: 1000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      producto: ['La categoría de este producto no tiene tamaños'],
    });
  });

  it('adjusts prices in bulk, rounded to $100, for a selection or a whole category', async () => {
    const a = await createSimple('Brownie', { precio: 7350 });
    const res = await send('POST', '/api/productos/', pizzaFields('Pizza para ajuste'), admin);
    const b = res.json<Producto>();
    const up = await inject({
      method: 'POST',
      url: '/api/productos/ajustar-precios/',
      headers: admin,
      payload: { productos: [a.id, b.id], modo: 'PORCENTAJE', valor: 10 },
    });
    expect(up.json()).toEqual({ actualizados: 2 });
    expect((await inject({ url: `/api/productos/${a.id}/` })).json<Producto>().precio).toBe(8100);
    expect(
      (await inject({ url: `/api/productos/${b.id}/` }))
        .json<Producto>()
        .precios_por_medida.map((p) => p.precio),
    ).toEqual([23100, 39600, 57200]);

    const down = await inject({
      method: 'POST',
      url: '/api/productos/ajustar-precios/',
      headers: admin,
      payload: { categoria: unsized.id, modo: 'MONTO', valor: -500 },
    });
    expect(down.statusCode).toBe(200);
    expect((await inject({ url: `/api/productos/${a.id}/` })).json<Producto>().precio).toBe(7600);

    const nothing = await inject({
      method: 'POST',
      url: '/api/productos/ajustar-precios/',
      headers: admin,
      payload: { modo: 'MONTO', valor: 100 },
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('marks a product sold out at one branch until it opens again', async () => {
    const created = await createSimple('Cheesecake de maracuyá');
    const mark = await inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { producto: created.id, agotado: true },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().productos).toContain(created.id);
    expect(
      (await inject({ url: `/api/locations/sedes/${CHAPINERO}/agotados/` })).json().productos,
    ).toContain(created.id);

    const refused = await order(created.id, CHAPINERO);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      'Se agotó «Cheesecake de maracuyá» en esta sede por hoy. Quítalo del carrito para continuar.',
    );
    expect((await order(created.id, USAQUEN)).statusCode).toBe(201);

    // The next morning the branch opens again and the switch is off by itself.
    const now = t0.clock.now();
    t0.clock.set(new Date(now.getTime() + 24 * 60 * 60 * 1000));
    try {
      expect(
        (await inject({ url: `/api/locations/sedes/${CHAPINERO}/agotados/` })).json().productos,
      ).not.toContain(created.id);
      expect((await order(created.id, CHAPINERO)).statusCode).toBe(201);
    } finally {
      t0.clock.set(now);
    }

    // Switched off by hand.
    await inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { producto: created.id, agotado: true },
    });
    const off = await inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { producto: created.id, agotado: false },
    });
    expect(off.json().productos).not.toContain(created.id);
    expect((await order(created.id, CHAPINERO)).statusCode).toBe(201);
  });

  it('marks an addition sold out at a branch', async () => {
    const res = await send(
      'POST',
      '/api/productos/',
      pizzaFields('Pizza con adición agotada'),
      admin,
    );
    const pizza = res.json<Producto>();
    const ingrediente = pizza.posibles_adiciones[0]!.ingrediente;
    await inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { ingrediente: ingrediente.id, agotado: true },
    });
    const withAddition = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: CHAPINERO,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [
          {
            producto: pizza.id,
            medida: pizza.precios_por_medida[0]!.medida.id,
            cantidad: 1,
            adiciones: [{ ingrediente: ingrediente.id }],
          },
        ],
      },
    });
    expect(withAddition.statusCode).toBe(422);
    expect(withAddition.json().error).toContain(ingrediente.nombre);
    expect(
      (await order(pizza.id, CHAPINERO, pizza.precios_por_medida[0]!.medida.id)).statusCode,
    ).toBe(201);
    await inject({
      method: 'POST',
      url: `/api/locations/sedes/${CHAPINERO}/agotados/`,
      headers: admin,
      payload: { ingrediente: ingrediente.id, agotado: false },
    });
  });
});
