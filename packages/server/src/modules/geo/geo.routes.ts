import { IdParamSchema } from '@horno/domain/api-params';
import { ZonaCotizadaSchema } from '@horno/domain/delivery-areas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Direcciones'];

const Coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Debe ser un número' })
    .min(min, { error: 'Coordenada fuera de rango' })
    .max(max, { error: 'Coordenada fuera de rango' });

/** One customer's search, from the first keystroke to the chosen suggestion (decision 013). */
const SessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'El token de la búsqueda no es válido' })
  .optional();

const AddressTextSchema = z
  .string({ error: 'Escribe una dirección' })
  .trim()
  .min(3, { error: 'Escribe al menos 3 caracteres' })
  .max(200);

const PlaceSchema = z.object({
  place_id: z.string(),
  direccion: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const geo = app.services.geo;

  app.get(
    '/api/directions/',
    {
      schema: {
        tags,
        summary: 'Sugerencias de direcciones de Bogotá para una sede',
        querystring: z.object({
          input_text: AddressTextSchema,
          sede_id: IdParamSchema,
          session_token: SessionTokenSchema,
        }),
        response: {
          200: z.array(PlaceSchema.extend({ out_of_coverage: z.boolean() })),
        },
      },
      config: { public: true },
    },
    (request) =>
      geo.suggest(request.query.input_text, request.query.sede_id, {
        sessionToken: request.query.session_token,
      }),
  );

  app.get(
    '/api/locations/ubicar-direccion/',
    {
      schema: {
        tags,
        summary: 'Dónde queda una dirección, para ubicar una sede en el mapa',
        querystring: z.object({
          direccion: AddressTextSchema,
          session_token: SessionTokenSchema,
        }),
        response: { 200: z.array(PlaceSchema) },
      },
      config: { permission: 'gestionar_sedes' },
    },
    (request) => geo.locate(request.query.direccion, { sessionToken: request.query.session_token }),
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
          /** The chosen suggestion: its place, when the geocoder knows it, wins over lat/lon. */
          place_id: z.string().trim().min(1).max(400).optional(),
          session_token: SessionTokenSchema,
        }),
        response: {
          200: z.object({
            distance: z.string(),
            duration: z.string(),
            distancia_km: z.number(),
            duracion_min: z.number().int(),
            dentro_de_cobertura: z.boolean(),
            costo_domicilio: z.number().int(),
            zona: ZonaCotizadaSchema,
            pedido_minimo: z.number().int(),
          }),
        },
      },
      config: { public: true },
    },
    async (request) => {
      const { lat, lon, sede_id, place_id, session_token } = request.query;
      const point = await geo.chosenPoint({ lat, lng: lon }, place_id, {
        sessionToken: session_token,
      });
      return geo.quote(sede_id, point);
    },
  );
};
