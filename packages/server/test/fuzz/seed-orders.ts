// The demo pizzeria starts with no orders, and a random body almost never is a valid one, so the
// routes behind an order (tracking, board, state changes, receipts) would only ever answer 404.
// A few real orders are placed first, through the API, and their answers harvested.
import type { FastifyInstance } from 'fastify';
import type { Harvest } from './json-schema-arbitrary';

interface Sede {
  id: number;
}
interface Producto {
  id: number;
  precios_por_medida: Array<{ medida: { id: number } }>;
}

/** Places a guest and a staff pick-up order per branch; returns how many were accepted. */
export async function seedOrders(
  app: FastifyInstance,
  authorization: string,
  harvest: Harvest,
): Promise<number> {
  let placed = 0;
  const sedes = (await app.inject({ url: '/api/locations/sedes/' })).json<Sede[]>();
  for (const sede of sedes.slice(0, 3)) {
    const res = await app.inject({ url: `/api/productos/?sede=${sede.id}` });
    if (res.statusCode !== 200) continue;
    const producto = res.json<Producto[]>().find((p) => p.precios_por_medida.length > 0);
    if (!producto) continue;
    const order = {
      tipo_pedido: 'RECOGER',
      sede: sede.id,
      invitado: { nombre: 'Fuzz', numero: '3001234567' },
      productosPedidos: [
        { producto: producto.id, medida: producto.precios_por_medida[0]!.medida.id, cantidad: 1 },
      ],
    };
    const attempts = [
      { payload: order, headers: {} },
      { payload: { ...order, creado_desde_admin: true }, headers: { authorization } },
    ];
    for (const { payload, headers } of attempts) {
      const created = await app.inject({ method: 'POST', url: '/api/pedidos/', payload, headers });
      if (created.statusCode === 201) {
        placed++;
        harvest.addJson(created.body);
      }
    }
  }
  return placed;
}
