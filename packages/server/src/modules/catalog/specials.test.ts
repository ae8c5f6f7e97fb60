import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { specialUnitPrice } from '@horno/domain/pricing';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { formatCOP } from '@horno/domain/money';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { multipart } from '../../../test/multipart';

const CHAPINERO = 1;
const USAQUEN = 2;

describe(`special products administration (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;
  let combos: CategoriaProducto;
  let bebida: Producto;
  let pizza: Producto;

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
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
    headers = admin,
  ) => {
    const body = await multipart(fields);
    return inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const comboFields = (
    nombre: string,
    secciones: unknown[],
    extra: Record<string, string | number> = {},
  ) => ({
    nombre,
    descripcion: 'Para compartir en familia',
    precio_base: 50000,
    categoria: combos.id,
    tipo: 'CONFIGURABLE',
    secciones: JSON.stringify(secciones),
    ...extra,
  });
  const threeSections = () => [
    {
      id: 1_732_000_000_001,
      nombre: 'Pizza',
      minimo: 1,
      maximo: 1,
      opciones: [
        { id: 1_732_000_000_002, nombre: '', producto_relacionado_id: pizza.id, precio_extra: 0 },
        { nombre: 'Pizza del día', precio_extra: 2000 },
      ],
    },
    {
      nombre: 'Bebida',
      minimo: 1,
      maximo: 2,
      seleccionar_mayor_valor: true,
      opciones: [
        { nombre: '', producto_relacionado_id: bebida.id, precio_extra: 3000 },
        { nombre: 'Limonada', precio_extra: 5000 },
      ],
    },
    {
      nombre: 'Extras',
      minimo: 0,
      maximo: 0,
      opciones: [
        { nombre: 'Salsa de ajo', precio_extra: 1500 },
        { nombre: 'Queso extra', precio_extra: 2500 },
        { nombre: 'Ya no se vende', precio_extra: 9000, activo: false },
        { nombre: '', precio_extra: 0 },
      ],
    },
  ];
  const create = async (nombre: string, extra: Record<string, string | number> = {}) => {
    const res = await send(
      'POST',
      '/api/productos-especiales/',
      comboFields(nombre, threeSections(), extra),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ProductoEspecial>();
  };
  const especiales = async (sede?: number) =>
    (await inject({ url: `/api/productos-especiales/${sede ? `?sede=${sede}` : ''}` })).json<
      ProductoEspecial[]
    >();

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    const categorias = (await inject({ url: '/api/categoria-productos/' })).json<
      CategoriaProducto[]
    >();
    combos = categorias.find((c) => c.productos_especiales_por_categoria > 0)!;
    const productos = (await inject({ url: `/api/productos/?sede=${CHAPINERO}` })).json<
      Producto[]
    >();
    pizza = productos.find((p) => p.precios_por_medida.length > 1)!;
    bebida = productos.find((p) => p.precios_por_medida.length === 0)!;
  });
  afterAll(() => t0.close());

  it('creates a special product with its sections at one branch; customers there can order it', async () => {
    const created = await create('Combo Familiar Horno', { 'sedes[0]': CHAPINERO });
    expect(created).toMatchObject({
      nombre: 'Combo Familiar Horno',
      precio_base: 50000,
      activo: true,
      tipo: 'ESPECIAL',
    });
    expect(
      created.secciones.map((s) => [
        s.nombre,
        s.minimo,
        s.maximo,
        s.seleccionar_mayor_valor,
        s.orden,
      ]),
    ).toEqual([
      ['Pizza', 1, 1, false, 1],
      ['Bebida', 1, 2, true, 2],
      ['Extras', 0, 0, false, 3],
    ]);
    // Unnamed PRODUCT options take the product's name; an unnamed custom one is 'Opción'.
    expect(created.secciones[0]!.opciones.map((o) => o.nombre)).toEqual([
      pizza.nombre,
      'Pizza del día',
    ]);
    expect(created.secciones[0]!.opciones[0]!.producto_relacionado?.precios_por_medida).toEqual(
      pizza.precios_por_medida,
    );
    expect(created.secciones[2]!.opciones.map((o) => [o.nombre, o.activo])).toEqual([
      ['Salsa de ajo', true],
      ['Queso extra', true],
      ['Ya no se vende', false],
      ['Opción', true],
    ]);
    expect((await especiales(CHAPINERO)).some((e) => e.id === created.id)).toBe(true);
    expect((await especiales(USAQUEN)).some((e) => e.id === created.id)).toBe(false);

    const [s1, s2, s3] = created.secciones;
    const configuraciones = {
      [s1!.id]: s1!.opciones[1]!.id,
      [s2!.id]: [s2!.opciones[0]!.id, s2!.opciones[1]!.id],
      [s3!.id]: [s3!.opciones[0]!.id, s3!.opciones[1]!.id],
    };
    const order = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: CHAPINERO,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [{ producto_especial: created.id, cantidad: 1, configuraciones }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // 50,000 + 2,000 + the dearer drink (5,000) + both extras (4,000).
    expect(order.json<CreatedOrder>().total_pedido).toBe(61000);
    expect(specialUnitPrice({ especial: created, configuraciones })).toBe(61000);

    const inactive = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: CHAPINERO,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [
          {
            producto_especial: created.id,
            cantidad: 1,
            configuraciones: { ...configuraciones, [s3!.id]: [s3!.opciones[2]!.id] },
          },
        ],
      },
    });
    expect(inactive.statusCode).toBe(422);
  });

  it('refuses a bad wizard with the spec messages and stores nothing', async () => {
    const before = (await especiales()).length;
    const empty = await send('POST', '/api/productos-especiales/', { secciones: '[]' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      nombre: ['El nombre del producto es requerido'],
      descripcion: ['La descripción del producto es requerida'],
      precio_base: ['El precio base es requerido'],
      categoria: ['Debe seleccionar una categoría'],
      secciones: ['Debe agregar al menos una sección'],
    });
    const badSections = await send(
      'POST',
      '/api/productos-especiales/',
      comboFields('Combo roto', [
        { nombre: 'A', minimo: 0, maximo: 1, opciones: [{ nombre: 'x' }] },
        { nombre: 'Bebidas', minimo: 3, maximo: 2, opciones: [{ nombre: 'Agua' }] },
        { nombre: 'Postre', opciones: [{ nombre: '' }] },
        { nombre: 'x'.repeat(61), opciones: [{ nombre: 'y' }] },
      ]),
    );
    expect(badSections.json().fields).toEqual({
      'secciones.0.nombre': ['El nombre debe tener al menos 2 caracteres'],
      'secciones.1.minimo': [
        'El mínimo no puede ser mayor al máximo',
        'El mínimo no puede ser mayor que las opciones activas',
      ],
      'secciones.2.opciones': ['Debe agregar al menos una opción'],
      'secciones.3.nombre': ['El nombre no puede exceder 60 caracteres'],
    });
    const notJson = await send(
      'POST',
      '/api/productos-especiales/',
      comboFields('Combo', []),
      admin,
    );
    expect(notJson.statusCode).toBe(400);
    const garbage = await send('POST', '/api/productos-especiales/', {
      ...comboFields('Combo', []),
      secciones: '{no',
    });
    expect(garbage.json().fields).toEqual({ secciones: ['Las secciones no son un JSON válido'] });
    expect((await especiales()).length).toBe(before);
  });

  it('edits sections keeping ids, and an order placed before reads as it was', async () => {
    const created = await create('Combo para editar');
    const [s1, s2, s3] = created.secciones;
    const placed = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: CHAPINERO,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [
          {
            producto_especial: created.id,
            cantidad: 1,
            configuraciones: {
              [s1!.id]: s1!.opciones[1]!.id,
              [s2!.id]: [s2!.opciones[1]!.id],
              // 'Salsa de ajo', whose section the edit deletes.
              [s3!.id]: [s3!.opciones[0]!.id],
            },
          },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { token, id: orderId } = placed.json<CreatedOrder>();
    /** The order as each reader shows it: by token, the staff detail, the board, the receipt. */
    const views = async () => {
      const board = (
        await inject({ url: `/api/pedidos/activos/?sede=${CHAPINERO}`, headers: admin })
      )
        .json<Order[]>()
        .find((o) => o.id === orderId);
      const pdf = await inject({ url: `/api/recibos/${orderId}/pdf`, headers: admin });
      expect(pdf.statusCode).toBe(200);
      const receipt = (
        await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
          mergePages: true,
        })
      ).text.replace(/\s+/g, ' ');
      return {
        byToken: (await inject({ url: `/api/pedidos/token/${token}/` })).json<Order>(),
        detail: (await inject({ url: `/api/pedidos/${orderId}/`, headers: admin })).json<Order>(),
        board,
        receipt,
      };
    };
    const before = await views();
    // 50,000 + 2,000 + 5,000 (Limonada) + 1,500 (Salsa de ajo).
    expect(before.detail.total_pedido).toBe(58500);
    for (const text of ['Pizza del día', 'Limonada', 'Salsa de ajo', 'Bebida', 'Extras']) {
      expect(before.receipt).toContain(text);
    }
    expect(before.receipt.replace(/\s+/g, ' ')).toContain(formatCOP(58500).replace(/\s+/g, ' '));

    const edited = await send(
      'PUT',
      `/api/productos-especiales/${created.id}/`,
      comboFields(
        'Combo editado',
        [
          {
            id: s2!.id,
            nombre: 'Bebida grande',
            minimo: 1,
            maximo: 1,
            opciones: [{ id: s2!.opciones[1]!.id, nombre: 'Limonada de coco', precio_extra: 6000 }],
          },
          {
            id: s1!.id,
            nombre: 'Pizza',
            minimo: 1,
            maximo: 1,
            opciones: [
              { id: s1!.opciones[1]!.id, nombre: 'Pizza del día', precio_extra: 2500 },
              { id: 1_732_000_000_999, nombre: 'Nueva', precio_extra: 0 },
            ],
          },
        ],
        { precio_base: 52000 },
      ),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<ProductoEspecial>();
    expect(after.secciones.map((s) => s.id)).toEqual([s2!.id, s1!.id]);
    expect(after.secciones[0]!.opciones[0]!.id).toBe(s2!.opciones[1]!.id);
    expect(after.secciones[1]!.opciones.map((o) => o.nombre)).toEqual(['Pizza del día', 'Nueva']);
    expect(after.secciones.some((s) => s.id === s3!.id)).toBe(false);

    // Renamed sections and options, new prices, a chosen option deleted: the order reads as placed.
    const after2 = await views();
    expect(after2).toEqual(before);
    expect(after2.board).toBeDefined();
    expect(JSON.stringify(after2.detail)).not.toContain('Limonada de coco');
    expect(after2.receipt).not.toContain('Limonada de coco');
    expect(after2.receipt).not.toContain('Combo editado');

    // An option of another product is not this product's to edit.
    const other = await create('Otro combo');
    const foreign = await send(
      'PUT',
      `/api/productos-especiales/${created.id}/`,
      comboFields('Combo editado', [
        {
          nombre: 'Robada',
          minimo: 0,
          maximo: 1,
          opciones: [{ id: other.secciones[0]!.opciones[0]!.id, nombre: 'x' }],
        },
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      'secciones.0.opciones.0.id': ['La opción no es de este producto'],
    });
  });

  it('adds one section to every special product of a category, or says there are none', async () => {
    const inCategory = (await especiales()).filter((e) => e.categoria === combos.id);
    const res = await inject({
      method: 'POST',
      url: `/api/categoria-productos/${combos.id}/agregar-seccion/`,
      headers: admin,
      payload: {
        nombre: 'Salsas',
        maximo: 1,
        opciones: [
          { nombre: 'Ajo', precio_extra: 0 },
          { nombre: '', precio_extra: 0 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message:
        'La sección se ha agregado exitosamente a todos los productos especiales de la categoría',
      productos: inCategory.length,
    });
    for (const e of (await especiales()).filter((x) => x.categoria === combos.id)) {
      const last = e.secciones.at(-1)!;
      expect(last).toMatchObject({ nombre: 'Salsas', minimo: 1, maximo: 1 });
      expect(last.opciones.map((o) => o.nombre)).toEqual(['Ajo']);
    }
    const categorias = (await inject({ url: '/api/categoria-productos/' })).json<
      CategoriaProducto[]
    >();
    const without = categorias.find((c) => c.productos_especiales_por_categoria === 0)!;
    const none = await inject({
      method: 'POST',
      url: `/api/categoria-productos/${without.id}/agregar-seccion/`,
      headers: admin,
      payload: { nombre: 'Salsas', opciones: [{ nombre: 'Ajo' }] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe('No hay productos especiales en esta categoría');
    const invalid = await inject({
      method: 'POST',
      url: `/api/categoria-productos/${combos.id}/agregar-seccion/`,
      headers: admin,
      payload: { nombre: 'S', opciones: [] },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('duplicates a regular and a special product as inactive copies', async () => {
    const copy = await inject({
      method: 'POST',
      url: `/api/productos/${pizza.id}/duplicar/`,
      headers: admin,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const regular = (await inject({ url: `/api/productos/${copy.json().id}/` })).json<Producto>();
    expect(regular).toMatchObject({
      nombre: `${pizza.nombre} (copia)`,
      activo: false,
      precio: pizza.precio,
    });
    expect(regular.precios_por_medida.map((m) => [m.medida.id, m.precio])).toEqual(
      pizza.precios_por_medida.map((m) => [m.medida.id, m.precio]),
    );
    expect(regular.posibles_adiciones.map((a) => a.ingrediente.id)).toEqual(
      pizza.posibles_adiciones.map((a) => a.ingrediente.id),
    );

    const original = await create('Combo a duplicar');
    const special = await inject({
      method: 'POST',
      url: `/api/productos-especiales/${original.id}/duplicar/`,
      headers: admin,
    });
    const dup = (
      await inject({ url: `/api/productos-especiales/${special.json().id}/` })
    ).json<ProductoEspecial>();
    expect(dup).toMatchObject({
      nombre: 'Combo a duplicar (copia)',
      activo: false,
      precio_base: original.precio_base,
    });
    expect(
      dup.secciones.map((s) => [
        s.nombre,
        s.opciones.map((o) => [o.nombre, o.precio_extra, o.producto_relacionado_id]),
      ]),
    ).toEqual(
      original.secciones.map((s) => [
        s.nombre,
        s.opciones.map((o) => [o.nombre, o.precio_extra, o.producto_relacionado_id]),
      ]),
    );
    expect(dup.secciones[0]!.id).not.toBe(original.secciones[0]!.id);

    expect(
      (await inject({ method: 'POST', url: '/api/productos/999999/duplicar/', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('converts regular products one by one: a partial failure leaves the failed one untouched', async () => {
    const productos = (await inject({ url: `/api/productos/?sede=${CHAPINERO}` })).json<
      Producto[]
    >();
    const sized = productos.find(
      (p) => p.precios_por_medida.length > 2 && p.posibles_adiciones.length > 0,
    )!;
    const plain = productos.find(
      (p) => p.precios_por_medida.length === 0 && p.posibles_adiciones.length > 0,
    )!;
    const inactive = productos.find(
      (p) => p.id !== sized.id && p.id !== plain.id && p.precios_por_medida.length === 0,
    )!;
    // Nothing to choose (no sizes, no additions): a special product without sections is refused.
    const nothing = productos.find(
      (p) =>
        p.id !== inactive.id &&
        p.precios_por_medida.length === 0 &&
        p.posibles_adiciones.length === 0,
    )!;
    await inject({
      method: 'PATCH',
      url: `/api/productos/${inactive.id}/`,
      headers: admin,
      payload: { activo: false },
    });
    const before = (await especiales()).length;

    const results = [];
    for (const p of [sized, inactive, plain, nothing]) {
      results.push(
        await inject({ method: 'POST', url: `/api/productos/${p.id}/convertir/`, headers: admin }),
      );
    }
    expect(results.map((r) => r.statusCode)).toEqual([200, 422, 200, 422]);
    expect(results[1]!.json().error).toBe(
      `«${inactive.nombre}» está inactivo: actívalo antes de convertirlo`,
    );
    expect(results[3]!.json().error).toBe(
      `«${nothing.nombre}» no tiene tamaños ni adiciones: un producto especial debe tener al menos una sección`,
    );
    expect((await inject({ url: `/api/productos/${nothing.id}/` })).json<Producto>().activo).toBe(
      true,
    );
    expect((await especiales()).length).toBe(before + 2);
    const fromPlain = (
      await inject({ url: `/api/productos-especiales/${results[2]!.json().id}/` })
    ).json<ProductoEspecial>();
    expect(fromPlain).toMatchObject({ precio_base: plain.precio });
    expect(fromPlain.secciones.map((s) => [s.nombre, s.minimo, s.maximo])).toEqual([
      ['Adiciones', 0, 0],
    ]);

    const converted = (
      await inject({ url: `/api/productos-especiales/${results[0]!.json().id}/` })
    ).json<ProductoEspecial>();
    const lowest = Math.min(...sized.precios_por_medida.map((m) => m.precio));
    expect(converted).toMatchObject({
      nombre: sized.nombre,
      precio_base: lowest,
      categoria: sized.categoria,
      activo: true,
    });
    expect(converted.secciones.map((s) => [s.nombre, s.minimo, s.maximo])).toEqual([
      ['Tamaño', 1, 1],
      ['Adiciones', 0, 0],
    ]);
    expect(converted.secciones[0]!.opciones.map((o) => [o.nombre, o.precio_extra])).toEqual(
      sized.precios_por_medida.map((m) => [m.medida.label, m.precio - lowest]),
    );
    expect((await inject({ url: `/api/productos/${sized.id}/` })).json<Producto>().activo).toBe(
      false,
    );
    expect((await especiales(CHAPINERO)).some((e) => e.id === converted.id)).toBe(true);
  });
});
