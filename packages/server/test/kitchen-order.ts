import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Headers } from './json-client';

/**
 * A guest's pick-up order of a medium pizza (with an observation) and two drinks, accepted by
 * `cashier`: an order in the kitchen, at the pizza and drinks stations and the counter.
 */
export async function acceptedKitchenOrder(
  app: FastifyInstance,
  sede: number,
  cashier: Headers,
  { pizza, drink, observaciones }: { pizza: Producto; drink: Producto; observaciones: string },
): Promise<CreatedOrder> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/pedidos/',
    payload: {
      sede,
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Sofía Prueba', numero: '3009876543' },
      productosPedidos: [
        {
          producto: pizza.id,
          medida: pizza.precios_por_medida[0]!.medida.id,
          cantidad: 1,
          observaciones,
        },
        { producto: drink.id, cantidad: 2 },
      ],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<CreatedOrder>();
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/pedidos/${order.id}/cambiar_estado/`,
    headers: cashier,
    payload: { estado: 'ACEPTADO' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return order;
}
