import { IdParamsSchema } from '@horno/domain/api-params';
import { bogotaParts } from '@horno/domain/bogota-time';
import {
  AgendaSchema,
  SlotQuerySchema,
  SlotSchema,
  SlotSettingsSchema,
} from '@horno/domain/scheduling-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatchOf } from '../../lib/record-versions';
import { assertSedeAccess, requireAuth } from '../auth/auth.guard';

const tags = ['Sedes'];

export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const scheduling = app.services.scheduling;

  app.get(
    '/api/locations/sedes/:id/programacion/',
    {
      schema: {
        tags,
        summary: 'Tiempos de preparación, días para programar, franjas y su cupo',
        params: IdParamsSchema,
        response: { 200: SlotSettingsSchema },
      },
      config: { public: true, version: { kind: 'programacion' } },
    },
    (request) => scheduling.settings(request.params.id),
  );

  app.put(
    '/api/locations/sedes/:id/programacion/',
    {
      schema: {
        tags,
        summary: 'Cambia los tiempos, los días para programar y el cupo por franja de una sede',
        description:
          'Minutos de preparación para recoger y para domicilio (0 a 240), días para programar (0 a 14; 0 no permite programar), duración de la franja (10, 15, 20, 30 o 60 minutos) y pedidos por franja para domicilio y para recoger (vacío: sin límite).',
        params: IdParamsSchema,
        body: SlotSettingsSchema,
        response: { 200: SlotSettingsSchema },
      },
      config: { permission: 'gestionar_sedes', version: { kind: 'programacion' } },
    },
    (request) => {
      assertSedeAccess(requireAuth(request), request.params.id);
      return scheduling.saveSettings(request.params.id, request.body, ifMatchOf(request));
    },
  );

  app.get(
    '/api/locations/sedes/:id/franjas/',
    {
      schema: {
        tags,
        summary: 'Las franjas de un día para domicilio o para recoger',
        description:
          "`fecha` 'AAAA-MM-DD' (hora de Bogotá; por defecto, hoy). Cada franja con su `inicio` y `fin` (ISO); `disponible` es falso cuando está llena (`lleno`) o empieza antes de ahora más el tiempo de preparación (más `viaje`, los minutos del recorrido de un domicilio).",
        params: IdParamsSchema,
        querystring: SlotQuerySchema,
        response: { 200: z.array(SlotSchema) },
      },
      config: { public: true },
    },
    (request) =>
      scheduling.day(
        request.params.id,
        request.query.tipo,
        request.query.fecha ?? bogotaParts(app.clock.now()).ymd,
        request.query.viaje ?? 0,
      ),
  );

  app.get(
    '/api/locations/sedes/:id/agenda/',
    {
      schema: {
        tags,
        summary: "Lo que ofrece el pago: 'Lo antes posible' y los días con franjas libres",
        params: IdParamsSchema,
        querystring: SlotQuerySchema.omit({ fecha: true }),
        response: { 200: AgendaSchema },
      },
      config: { public: true },
    },
    (request) => scheduling.agenda(request.params.id, request.query.tipo, request.query.viaje ?? 0),
  );
};
