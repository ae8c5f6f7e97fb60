import { IdParamsSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import { ZonaEntregaSchema, ZonasEntregaInputSchema } from '@horno/domain/delivery-areas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Zonas de entrega'];

export const deliveryAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const areas = app.services.areas;

  app.get(
    '/api/locations/sedes/:id/zonas/',
    {
      schema: {
        tags,
        summary: 'Zonas de entrega de una sede (polígonos, tarifa y pedido mínimo)',
        params: IdParamsSchema,
        response: { 200: z.array(ZonaEntregaSchema) },
      },
      config: { permission: ['consultar_sedes', 'gestionar_sedes'], version: { kind: 'zonas' } },
    },
    (request) => areas.list(requireAuth(request), request.params.id),
  );

  app.get(
    '/api/config/mapa/',
    {
      schema: {
        tags,
        summary: 'Teselas de los mapas (MAP_TILE_URL; vacío: el mapa sin teselas)',
        response: { 200: z.object({ tile_url: z.string(), attribution: z.string() }) },
      },
      // The customer's tracking map draws them too (issue 33): every map's browser fetches them.
      config: { public: true },
    },
    () => ({ tile_url: app.config.mapTiles.url, attribution: app.config.mapTiles.attribution }),
  );

  app.put(
    '/api/locations/sedes/:id/zonas/',
    {
      schema: {
        tags,
        summary: 'Reemplaza las zonas de entrega de una sede, en una transacción',
        description:
          'Una sede con zonas activas entrega solo dentro de ellas; sin zonas, dentro de su radio.',
        params: IdParamsSchema,
        body: ZonasEntregaInputSchema,
        response: { 200: z.array(ZonaEntregaSchema) },
      },
      config: { permission: 'gestionar_sedes', version: { kind: 'zonas' } },
    },
    (request) =>
      areas.replace(
        requireAuth(request),
        request.params.id,
        request.body.zonas,
        ifMatchOf(request),
      ),
  );
};
