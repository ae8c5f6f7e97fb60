import { IdParamsSchema } from '@horno/domain/api-params';
import { ESTADO_PEDIDO_LABELS, ESTADOS_PEDIDO } from '@horno/domain/order-states';
import { OrderChangeInputSchema } from '@horno/domain/order-changes';
import { ChangeStateSchema, OrderSchema, OrdersQuerySchema } from '@horno/domain/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatchOf } from '../../lib/record-versions';
import { requireAuth } from '../auth/auth.guard';
import { BOARD_LIST_LIMIT, type BoardList } from './board.service';

const tags = ['Tablero de pedidos'];
const ListDescription = `Filtros opcionales: \`sede\` (una de las sedes del usuario; sin ella, todas las suyas), \`fecha_inicio\` y \`fecha_fin\` como 'YYYY-MM-DD HH:mm:ss' en hora de Bogotá (por defecto, hoy). Orden: el de los estados, luego el más antiguo primero. Responde como máximo ${BOARD_LIST_LIMIT} pedidos; si hay más, la cabecera \`X-Total-Count\` dice cuántos.`;

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const board = app.services.board;

  const lists: [string, BoardList, string][] = [
    ['/api/pedidos/', 'todos', 'Pedidos de las sedes del usuario'],
    ['/api/pedidos/activos/', 'activos', 'Pedidos activos'],
    [
      '/api/pedidos/finalizados/',
      'finalizados',
      'Pedidos finalizados (inactivos, entregados o cancelados)',
    ],
  ];
  for (const [url, which, summary] of lists) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary,
          description: ListDescription,
          querystring: OrdersQuerySchema,
          response: { 200: z.array(OrderSchema) },
        },
        config: { permission: 'gestionar_pedidos' },
      },
      async (request, reply) => {
        const { orders, total } = await board.list(requireAuth(request), which, request.query);
        // The body stays the spec's array; a list cut at the limit says how many there were.
        if (total > orders.length) reply.header('x-total-count', total);
        return orders;
      },
    );
  }

  app.get(
    '/api/pedidos/pendientes/',
    {
      schema: {
        tags,
        summary: 'Cantidad de pedidos pendientes (insignia del menú lateral)',
        querystring: OrdersQuerySchema.pick({ sede: true }),
        response: { 200: z.object({ pendientes: z.number().int() }) },
      },
      config: { permission: 'gestionar_pedidos' },
    },
    async (request) => ({
      pendientes: await board.pendingCount(requireAuth(request), request.query.sede),
    }),
  );

  app.post(
    '/api/pedidos/:id/cambiar_estado/',
    {
      schema: {
        tags,
        summary: 'Cambia el estado de un pedido (queda en su historial)',
        params: IdParamsSchema,
        body: ChangeStateSchema,
        response: { 200: OrderSchema },
      },
      config: { permission: 'gestionar_pedidos' },
    },
    (request) =>
      board.change(requireAuth(request), request.params.id, { estado: request.body.estado }),
  );

  app.post(
    '/api/pedidos/:id/cambiar_estado_activo/',
    {
      schema: {
        tags,
        summary: 'Activa o desactiva un pedido (queda en su historial)',
        params: IdParamsSchema,
        response: { 200: OrderSchema },
      },
      config: { permission: 'gestionar_pedidos' },
    },
    (request) => board.change(requireAuth(request), request.params.id, { toggleActivo: true }),
  );

  app.put(
    '/api/pedidos/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica un pedido hasta que esté preparado (queda en su historial de cambios)',
        description:
          'El cuerpo es el pedido como debe quedar: cada línea que conserva (con su `id`) o agrega, su tipo y, para un domicilio, su dirección (sin ella, la que tiene). Una línea conservada mantiene su precio; una nueva se cobra con el catálogo de hoy. El cupón y, con una dirección nueva, el domicilio se aplican de nuevo. Con `If-Match` (el `ETag` del pedido), un cambio hecho por otra persona mientras tanto responde 412. Pagado en línea, un total mayor se rechaza (409) salvo con `diferencia_en_efectivo`.',
        params: IdParamsSchema,
        body: OrderChangeInputSchema,
        response: { 200: OrderSchema },
      },
      config: { permission: 'gestionar_pedidos', version: { kind: 'pedido' } },
    },
    (request) =>
      app.services.orderChanges.change(
        requireAuth(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      ),
  );

  app.get(
    '/api/estados-pedido/',
    {
      schema: {
        tags,
        summary: 'Estados de pedido en el orden del tablero',
        response: { 200: z.array(z.object({ value: z.enum(ESTADOS_PEDIDO), label: z.string() })) },
      },
      config: { public: true },
    },
    () => ESTADOS_PEDIDO.map((value) => ({ value, label: ESTADO_PEDIDO_LABELS[value] })),
  );
};
