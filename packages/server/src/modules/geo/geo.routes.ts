import { IdParamSchema } from '@horno/domain/api-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Direcciones'];

const Coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Debe ser un número' })
    .min(min, { error: 'Coordenada fuera de rango' })
    .max(max, { error: 'Coordenada fuera de rango' });

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = app.services.geo;

  app.get(
    '/api/directions/',
    {
      schema: {
        tags,
        summary: 'Sugerencias de direcciones de Bogotá para una sede',
        querystring: z.object({
          input_text: z
            .string({ error: 'Escribe una dirección' })
            .trim()
            .min(3, { error: 'Escribe al menos 3 caracteres' })
            .max(200),
          sede_id: IdParamSchema,
        }),
        response: {
          200: z.array(
            z.object({
              place_id: z.string(),
              direccion: z.string(),
              lat: z.number(),
              lng: z.number(),
              out_of_coverage: z.boolean(),
            }),
          ),
        },
      },
      config: { public: true },
    },
    (request) => geo.suggest(request.query.input_text, request.query.sede_id),
  );

  app.get(
    '/api/calculate-distance/',
    {
      schema: {
        tags,
        summary: 'Distancia, tiempo y costo del domicilio desde una sede',
        querystring: z.object({
          lat: Coordinate(-90, 90),
          lon: Coordinate(-180, 180),
          sede_id: IdParamSchema,
        }),
        response: {
          200: z.object({
            distance: z.string(),
            duration: z.string(),
            distancia_km: z.number(),
            duracion_min: z.number().int(),
            dentro_de_cobertura: z.boolean(),
            costo_domicilio: z.number().int(),
          }),
        },
      },
      config: { public: true },
    },
    (request) =>
      geo.quote(request.query.sede_id, { lat: request.query.lat, lng: request.query.lon }),
  );
};
