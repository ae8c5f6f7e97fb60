import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A guest's pick-up order of the branch's first sized product, placed through the API. */
export async function placeGuestOrder(app: FastifyInstance, sede: number): Promise<CreatedOrder> {
  const productos = (await app.inject({ url: `/api/productos/?sede=${sede}` })).json<Producto[]>();
  const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/pedidos/',
    payload: {
      sede,
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Sofía Prueba', numero: '3009876543' },
      productosPedidos: [
        { producto: producto.id, medida: producto.precios_por_medida[0]!.medida.id, cantidad: 1 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedOrder>();
}
