import { IdParamsSchema } from '@horno/domain/api-params';
import { formatOrderNumber } from '@horno/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth.guard';
import { receiptPdf } from './receipt-pdf';

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recibos/:id/pdf',
    {
      schema: {
        tags: ['Tablero de pedidos'],
        summary: 'Recibo del pedido en PDF para impresora térmica de 80 mm',
        params: IdParamsSchema,
      },
      config: { permission: 'gestionar_pedidos' },
    },
    async (request, reply) => {
      const order = await app.services.orders.readable(request.params.id, requireAuth(request));
      const pdf = await receiptPdf(order, await app.services.business.get());
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="pedido-${formatOrderNumber(order.id)}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
