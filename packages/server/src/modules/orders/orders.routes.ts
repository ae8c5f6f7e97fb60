import { IdParamsSchema } from '@horno/domain/api-params';
import {
  CreatedOrderSchema,
  MyOrdersQuerySchema,
  MyOrdersSchema,
  OrderInputSchema,
  OrderSchema,
  TrackingTokenParamsSchema,
} from '@horno/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Pedidos'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;

  app.post(
    '/api/pedidos/',
    {
      schema: {
        tags,
        summary: 'Crea un pedido (cliente registrado o invitado)',
        description:
          'El servidor recalcula cada precio, el domicilio, el descuento y el total. Con la cabecera `Idempotency-Key` (válida 24 horas), un envío repetido con el mismo cuerpo devuelve el mismo pedido (200); con otro cuerpo responde 422, y mientras el primero aún se procesa, 409.',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
        body: OrderInputSchema,
        response: { 201: CreatedOrderSchema, 200: CreatedOrderSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.create(
        request.body,
        request.auth,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/api/pedidos/token/:token/',
    {
      schema: {
        tags,
        summary: 'Un pedido por su token de seguimiento',
        params: TrackingTokenParamsSchema,
        response: { 200: OrderSchema },
      },
      config: { public: true },
    },
    (request) => orders.byToken(request.params.token),
  );

  app.post(
    '/api/pedidos/token/:token/sin-mensajes/',
    {
      schema: {
        tags,
        summary: "'No quiero recibir mensajes': ningún WhatsApp más sobre este pedido",
        params: TrackingTokenParamsSchema,
        response: { 200: OrderSchema },
      },
      config: { public: true },
    },
    (request) => orders.stopMessages(request.params.token),
  );

  app.get(
    '/api/pedidos/mios/',
    {
      schema: {
        tags,
        summary: "'Mis pedidos': los pedidos de quien llama, del más reciente al más antiguo",
        description: 'De a 20. `siguiente`, cuando hay más, es el `antes` de la página que sigue.',
        querystring: MyOrdersQuerySchema,
        response: { 200: MyOrdersSchema },
      },
    },
    (request) => orders.mine(requireAuth(request), request.query.antes),
  );

  app.get(
    '/api/pedidos/:id/',
    {
      schema: {
        tags,
        summary: 'Un pedido, para su cliente o para el personal de su sede',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
      // Its ETag is the version staff's changes take (PUT /api/pedidos/:id/).
      config: { version: { kind: 'pedido' } },
    },
    (request) => orders.readable(request.params.id, requireAuth(request)),
  );
};
