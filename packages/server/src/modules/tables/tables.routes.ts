import { IdParamSchema, IdParamsSchema } from '@horno/domain/api-params';
import { ESTADOS_MESA } from '@horno/domain/order-states';
import {
  ESTADO_MESA_LABELS,
  MesaCreateSchema,
  MesaPatchSchema,
  MesaSchema,
  PERMISOS_MESAS,
} from '@horno/domain/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Mesas'];

export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tables } = app.services;

  app.get(
    '/api/locations/estados-mesas/',
    {
      schema: {
        tags,
        summary: 'Estados de mesa',
        response: { 200: z.array(z.object({ value: z.enum(ESTADOS_MESA), label: z.string() })) },
      },
      config: { public: true },
    },
    () => ESTADOS_MESA.map((value) => ({ value, label: ESTADO_MESA_LABELS[value] })),
  );

  app.get(
    '/api/locations/mesas/',
    {
      schema: {
        tags,
        summary: 'Mesas de las sedes del usuario (o de una), con sus pedidos abiertos',
        querystring: z.object({ sede_id: IdParamSchema.optional() }),
        response: { 200: z.array(MesaSchema) },
      },
      config: { permission: PERMISOS_MESAS.ver },
    },
    (request) => tables.list(requireAuth(request), request.query.sede_id),
  );

  app.post(
    '/api/locations/mesas/',
    {
      schema: {
        tags,
        summary: "Crea una mesa; sin nombre, la siguiente 'Mesa N' de la sede",
        body: MesaCreateSchema,
        response: { 201: MesaSchema },
      },
      config: { permission: PERMISOS_MESAS.registrar },
    },
    async (request, reply) => {
      const { sede, nombre } = request.body;
      return reply.status(201).send(await tables.create(requireAuth(request), sede, nombre));
    },
  );

  app.patch(
    '/api/locations/mesas/:id/',
    {
      schema: {
        tags,
        summary: 'Cambia el estado (gestionar_mesas o gestionar_pedidos) o el nombre de una mesa',
        description:
          'Renombrar requiere gestionar_mesas. Con `estado_anterior`, si la mesa ya no está en ' +
          'ese estado (otro dispositivo la cambió) no cambia nada y responde 409 con la mesa.',
        params: IdParamsSchema,
        body: MesaPatchSchema,
        response: { 200: MesaSchema },
      },
      // Either key lets the caller in; renaming is checked against gestionar_mesas by the service.
      config: { permission: PERMISOS_MESAS.cambiarEstado },
    },
    (request) => tables.update(requireAuth(request), request.params.id, request.body),
  );
};
