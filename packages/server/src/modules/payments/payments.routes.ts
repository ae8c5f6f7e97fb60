import { OrderSchema, TrackingTokenParamsSchema } from '@horno/domain/orders';
import {
  ConfirmPaymentInputSchema,
  PaymentMethodsSchema,
  StartedPaymentSchema,
  WompiEventBodySchema,
} from '@horno/domain/payment-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Pagos'];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;

  app.get(
    '/api/pagos/metodos/',
    {
      schema: {
        tags,
        summary: 'Las formas de pago que ofrece el checkout',
        description:
          "'Pago en línea' (Wompi) solo aparece cuando la pizzería configuró sus llaves.",
        response: { 200: PaymentMethodsSchema },
      },
      config: { public: true },
    },
    () => payments.offer(),
  );

  app.post(
    '/api/pedidos/token/:token/pago/',
    {
      schema: {
        tags,
        summary: 'Un intento de pago en línea del pedido: su referencia y el checkout de Wompi',
        description:
          'Cada intento tiene su propia referencia; el monto es el total del pedido según el servidor, firmado con el secreto de integridad (que nunca sale del servidor). El token de seguimiento es la prueba, como para leer el pedido.',
        params: TrackingTokenParamsSchema,
        response: { 201: StartedPaymentSchema },
      },
      config: { public: true },
    },
    async (request, reply) => reply.status(201).send(await payments.start(request.params.token)),
  );

  app.post(
    '/api/pedidos/token/:token/pago/confirmar/',
    {
      schema: {
        tags,
        summary:
          'De vuelta de Wompi: consulta la transacción y la aplica si el evento no ha llegado',
        params: TrackingTokenParamsSchema,
        body: ConfirmPaymentInputSchema,
        response: { 200: OrderSchema },
      },
      config: { public: true },
    },
    (request) => payments.confirm(request.params.token, request.body.id),
  );

  app.post(
    '/api/pagos/wompi/eventos/',
    {
      schema: {
        tags,
        summary: 'Eventos de Wompi (transaction.updated)',
        description:
          'Se verifica la firma del evento (SHA-256 de sus propiedades, su timestamp y el secreto de eventos) antes de todo: una firma inválida responde 401 y no cambia nada. Un evento repetido no cambia nada dos veces.',
        body: WompiEventBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { public: true },
    },
    async (request) => {
      await payments.onEvent(request.body);
      return { ok: true as const };
    },
  );
};
