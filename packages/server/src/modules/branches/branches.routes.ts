import { EstadoSedeSchema, HorarioSedeSchema, SedeSchema } from '@horno/domain/branches';
import { IdParamsSchema, SedeIdQuerySchema } from '@horno/domain/api-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchAdminRoutes } from './branches-admin.routes';

const tags = ['Sedes'];

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const branches = app.services.branches;

  app.get(
    '/api/locations/sedes/',
    {
      schema: {
        tags,
        summary: 'Sedes con los productos que venden',
        response: { 200: z.array(SedeSchema) },
      },
      config: { public: true },
    },
    () => branches.list(),
  );

  app.get(
    '/api/locations/sedes/:id/',
    {
      schema: { tags, summary: 'Una sede', params: IdParamsSchema, response: { 200: SedeSchema } },
      config: { public: true, version: { kind: 'sede' } },
    },
    (request) => branches.get(request.params.id),
  );

  app.get(
    '/api/locations/sedes/:id/obtener_telefono/',
    {
      schema: {
        tags,
        summary: 'Teléfono de WhatsApp de una sede',
        params: IdParamsSchema,
        response: { 200: z.object({ telefono: z.string() }) },
      },
      config: { public: true },
    },
    async (request) => {
      const sede = await branches.findRow(request.params.id);
      return { telefono: sede.whatsapp ?? sede.telefono };
    },
  );

  app.get(
    '/api/locations/estado-sedes/',
    {
      schema: {
        tags,
        summary: 'Si cada sede está abierta ahora (hora de Bogotá, festivos incluidos)',
        response: { 200: z.array(EstadoSedeSchema) },
      },
      config: { public: true },
    },
    () => branches.statuses(),
  );

  app.get(
    '/api/locations/horarios-sede/',
    {
      schema: {
        tags,
        summary: 'Horario semanal de una sede',
        querystring: SedeIdQuerySchema,
        response: { 200: z.array(HorarioSedeSchema) },
      },
      config: {
        public: true,
        version: {
          kind: 'horario',
          id: (request) => (request.query as { sede_id?: number }).sede_id,
        },
      },
    },
    (request) => branches.hours(request.query.sede_id),
  );

  app.get(
    '/api/locations/festivos-semana/',
    {
      schema: {
        tags,
        summary: "Festivos ('yyyy-MM-dd') de la semana actual en Colombia",
        response: { 200: z.array(z.string()) },
      },
      config: { public: true },
    },
    () => branches.weekHolidays(),
  );

  await app.register(branchAdminRoutes);
};
