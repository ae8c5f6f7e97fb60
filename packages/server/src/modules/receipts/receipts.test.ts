import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { formatDateTimeShort, formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { CreatedOrder } from '@horno/domain/orders';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

const SEDE = 1; // Horno Chapinero.
const WIDTH_80MM = (80 / 25.4) * 72; // ≈ 226.77 pt

/** One space for any run of whitespace (formatCOP uses a no-break space after '$'). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function readPdf(bytes: Buffer): Promise<{ text: string; width: number; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const [x0, , x1] = (await pdf.getPage(1)).view;
  return { text: squash(text), width: x1! - x0!, pages: totalPages };
}

describe(`receipts API (${testEngine})`, () => {
  let t0: TestApp;
  let cashier: Record<string, string>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let productos: Producto[];
  let especiales: ProductoEspecial[];

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
  const createOrder = async (payload: object, headers: Record<string, string> = {}) => {
    const res = await inject({ method: 'POST', url: '/api/pedidos/', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedOrder>();
  };
  const receipt = (id: number, headers: Record<string, string>) =>
    inject({ url: `/api/recibos/${id}/pdf`, headers });

  beforeAll(async () => {
    t0 = await buildTestApp();
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
    productos = (await inject({ url: `/api/productos/?sede=${SEDE}` })).json();
    especiales = (await inject({ url: `/api/productos-especiales/?sede=${SEDE}` })).json();
  });
  afterAll(() => t0.close());

  it('prints a delivery order on an 80 mm receipt with every line, extra and total', async () => {
    const pizza = productos.find(
      (p) => p.precios_por_medida.length === 5 && p.posibles_adiciones.length > 0,
    )!;
    const grande = pizza.precios_por_medida.find((m) => m.medida.value === 'GRANDE')!.medida;
    const adicion = pizza.posibles_adiciones[0]!;
    const combo = especiales.find((e) => e.secciones.some((s) => s.opciones.length > 0))!;
    const configuraciones: Record<string, number[]> = {};
    for (const s of combo.secciones) {
      const count = Math.max(s.minimo, 1);
      configuraciones[String(s.id)] = s.opciones.slice(0, count).map((o) => o.id);
    }
    const [place] = (
      await inject({
        url: `/api/directions/?sede_id=${SEDE}&input_text=${encodeURIComponent('Calle 70 # 11-20')}`,
      })
    ).json<{ place_id: string; direccion: string }[]>();

    const order = await createOrder({
      tipo_pedido: 'DOMICILIO',
      sede: SEDE,
      invitado: { nombre: 'Valentina Ospina', numero: '3157778899' },
      direccion: {
        direccion_entrega: place!.direccion,
        instrucciones: 'Torre 2, apto 301',
        place_id: place!.place_id,
      },
      productosPedidos: [
        {
          producto: pizza.id,
          medida: grande.id,
          cantidad: 2,
          adiciones: [{ ingrediente: adicion.ingrediente.id }],
          observaciones: 'Sin cebolla, bien dorada',
        },
        { producto_especial: combo.id, cantidad: 1, configuraciones },
      ],
    });
    const [pizzaLine, comboLine] = order.productos_pedidos;
    expect(pizzaLine!.adiciones).toHaveLength(1);
    expect(comboLine!.selecciones.length).toBeGreaterThan(0);
    expect(order.costo_domicilio).toBeGreaterThan(0);

    const res = await receipt(order.id, cashier);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="pedido-${formatOrderNumber(order.id)}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, width, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    expect(width).toBeCloseTo(WIDTH_80MM, 1);

    const expected = [
      'Horno Chapinero',
      order.sede.direccion,
      `Pedido #${formatOrderNumber(order.id)}`,
      formatDateTimeShort(order.fecha), // Bogotá time: '25/11/2026, 12:00 p. m.'
      'Domicilio',
      'Pendiente',
      'Cliente: Valentina Ospina',
      'Celular: +57 3157778899',
      `Dirección: ${order.direccion!.direccion_entrega}`,
      'Indicaciones: Torre 2, apto 301',
      `2 x ${pizzaLine!.nombre} (Grande)`,
      formatCOP(pizzaLine!.subtotal),
      `Adiciones: ${adicion.ingrediente.nombre}`,
      'Observaciones: Sin cebolla, bien dorada',
      `Valor unidad: ${formatCOP(pizzaLine!.precio_unitario_aplicado)}`,
      `1 x ${comboLine!.nombre}`,
      ...comboLine!.selecciones.map((s) => `${s.seccion}: ${s.opcion}`),
      `Productos ${formatCOP(order.subtotal_productos)}`,
      `Domicilio ${formatCOP(order.costo_domicilio)}`,
      `TOTAL ${formatCOP(order.total_pedido)}`,
    ];
    for (const fragment of expected) expect(text).toContain(squash(fragment));
    expect(text).toMatch(/Pedido #\d{5}(?!\d)/);
  });

  it("prints a staff table order with its table, and the customer's phone only when given", async () => {
    const mesa = (
      await inject({ url: `/api/locations/mesas/?sede_id=${SEDE}`, headers: cashier })
    ).json<{ id: number; nombre: string }[]>()[0]!;
    const pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    const medida = pizza.precios_por_medida[0]!.medida;
    const order = await createOrder(
      {
        tipo_pedido: 'MESA',
        sede: SEDE,
        mesaId: mesa.id,
        creado_desde_admin: true,
        invitado: { nombre: 'Familia Rojas' },
        productosPedidos: [{ producto: pizza.id, medida: medida.id, cantidad: 1 }],
      },
      cashier,
    );
    const res = await receipt(order.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(`Mesa: ${mesa.nombre}`);
    // The customer staff named, not the staff member who took the order.
    expect(text).toContain('Cliente: Familia Rojas');
    expect(text).not.toContain('Andrés Martínez');
    expect(text).toContain('Aceptado');
    expect(text).toContain(`1 x ${squash(order.productos_pedidos[0]!.nombre)} (${medida.label})`);
    expect(text).toContain(squash(`TOTAL ${formatCOP(order.total_pedido)}`));
    expect(text).not.toContain('Celular');
    expect(text).not.toContain('Domicilio');

    const pickUp = await createOrder(
      {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        creado_desde_admin: true,
        invitado: { nombre: 'Camilo Rojas', numero: '3001234567' },
        productosPedidos: [{ producto: pizza.id, medida: medida.id, cantidad: 1 }],
      },
      cashier,
    );
    const pickUpText = (await readPdf((await receipt(pickUp.id, admin)).rawPayload)).text;
    expect(pickUpText).toContain('Cliente: Camilo Rojas');
    expect(pickUpText).toContain('Celular: +57 3001234567');
  });

  it('refuses customers (403), unknown orders (404) and other branches (404)', async () => {
    const mine = await createOrder(
      {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        productosPedidos: [
          {
            producto: productos[0]!.id,
            medida: productos[0]!.precios_por_medida[0]?.medida.id,
            cantidad: 1,
          },
        ],
      },
      customer,
    );
    const asCustomer = await receipt(mine.id, customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error).toBeTruthy();
    expect((await receipt(mine.id, {})).statusCode).toBe(401);

    const unknown = await receipt(999_999, cashier);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Pedido no encontrado' });

    const usaquenProducts: Producto[] = (await inject({ url: '/api/productos/?sede=2' })).json();
    const p = usaquenProducts.find((x) => x.precios_por_medida.length > 0)!;
    const usaquen = await createOrder({
      tipo_pedido: 'RECOGER',
      sede: 2,
      invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
      productosPedidos: [
        { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 },
      ],
    });
    expect((await receipt(usaquen.id, cashier)).statusCode).toBe(404);
    expect((await receipt(usaquen.id, admin)).statusCode).toBe(200);
  });
});
