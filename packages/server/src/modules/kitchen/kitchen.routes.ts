import { IdParamSchema, IdParamsSchema } from '@horno/domain/api-params';
import {
  BumpInputSchema,
  CocinaSchema,
  EstacionInputSchema,
  EstacionSchema,
  LineMarkSchema,
} from '@horno/domain/kitchen';
import { ESTADOS_PEDIDO } from '@horno/domain/order-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth.guard';

const tags = ['Cocina'];
const SEE = 'ver_cocina' as const;
const MANAGE = 'gestionar_sedes' as const;

const StationParamsSchema = z.object({ id: IdParamSchema, pedido: IdParamSchema });
const LineParamsSchema = z.object({ id: IdParamSchema, linea: IdParamSchema });
const MovedSchema = z.object({ pedido: z.number().int(), estado: z.enum(ESTADOS_PEDIDO) });

/**
 * The kitchen (issue 31): a branch's stations (managed with the branch, `gestionar_sedes`), and
 * each station's display (`ver_cocina`): its tickets, a line marked made, a ticket bumped or
 * brought back. Every change is followed by a `pedido_actualizado` event on `/ws/pedidos/`.
 */
export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  const kitchen = app.services.kitchen;

  app.get(
    '/api/locations/sedes/:id/estaciones/',
    {
      schema: {
        tags,
        summary: 'Estaciones de cocina de una sede, en su orden',
        params: IdParamsSchema,
        response: { 200: z.array(EstacionSchema) },
      },
      config: { permission: [SEE, 'consultar_sedes', MANAGE] },
    },
    (request) => kitchen.listStations(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/locations/sedes/:id/estaciones/',
    {
      schema: {
        tags,
        summary: 'Crea una estación de cocina',
        description:
          'Toma las categorías de productos que prepara (una categoría puede ir a varias); ' +
          '`expedidor` ve los pedidos completos. Se pone ámbar y roja a `minutos_ambar` y ' +
          '`minutos_rojo` (8 y 12 por defecto).',
        params: IdParamsSchema,
        body: EstacionInputSchema,
        response: { 201: EstacionSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await kitchen.createStation(requireAuth(request), request.params.id, request.body)),
  );

  app.put(
    '/api/cocina/estaciones/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica una estación de cocina',
        params: IdParamsSchema,
        body: EstacionInputSchema,
        response: { 200: EstacionSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => kitchen.updateStation(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/cocina/estaciones/:id/',
    {
      schema: { tags, summary: 'Elimina una estación de cocina', params: IdParamsSchema },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      await kitchen.deleteStation(requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/cocina/estaciones/:id/',
    {
      schema: {
        tags,
        summary: 'La pantalla de una estación: sus tickets, los últimos listos y los totales',
        params: IdParamsSchema,
        response: { 200: CocinaSchema },
      },
      config: { permission: SEE },
    },
    (request) => kitchen.display(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/cocina/estaciones/:id/listos/',
    {
      schema: {
        tags,
        summary: "'Listo': la estación terminó su parte del pedido",
        description:
          'Cuando todas las estaciones con líneas del pedido lo marcan listo, pasa a Preparado. ' +
          'Repetido (una marca hecha sin conexión y enviada de nuevo) no cambia nada; `listo_en` ' +
          'guarda la hora en que se marcó sin conexión. 409 si el pedido salió de la cocina ' +
          'mientras tanto, con el motivo.',
        params: IdParamsSchema,
        body: BumpInputSchema,
        response: { 200: MovedSchema },
      },
      config: { permission: SEE },
    },
    (request) => kitchen.bump(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/api/cocina/estaciones/:id/listos/:pedido/',
    {
      schema: {
        tags,
        summary: "'Recuperar': el ticket vuelve a la pantalla de la estación",
        description: 'Un pedido que la cocina ya había dejado en Preparado vuelve a En proceso.',
        params: StationParamsSchema,
        response: { 200: MovedSchema },
      },
      config: { permission: SEE },
    },
    (request) => kitchen.recover(requireAuth(request), request.params.id, request.params.pedido),
  );

  app.put(
    '/api/cocina/estaciones/:id/lineas/:linea/',
    {
      schema: {
        tags,
        summary: 'Marca una línea hecha en la estación (o la desmarca)',
        params: LineParamsSchema,
        body: LineMarkSchema,
        response: { 200: LineMarkSchema },
      },
      config: { permission: SEE },
    },
    (request) =>
      kitchen.markLine(
        requireAuth(request),
        request.params.id,
        request.params.linea,
        request.body.hecha,
      ),
  );
};
