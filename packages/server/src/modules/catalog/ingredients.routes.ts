import { IdParamsSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import {
  CategoriaIngredienteInputSchema,
  CategoriaIngredienteSchema,
  IngredienteInputSchema,
  IngredienteSchema,
} from '@horno/domain/catalog-admin';
import { EliminacionSchema } from '@horno/domain/retirement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Ingredientes'];

export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ingredients, catalogRemoval: removal } = app.services;

  app.get(
    '/api/ingredientes/',
    {
      schema: {
        tags,
        summary: 'Ingredientes con su categoría, por nombre',
        description:
          'También con gestionar_productos: el formulario de productos elige de aquí las adiciones.',
        response: { 200: z.array(IngredienteSchema) },
      },
      config: {
        permission: ['consultar_ingredientes', 'gestionar_ingredientes', 'gestionar_productos'],
      },
    },
    () => ingredients.list(),
  );

  app.get(
    '/api/ingredientes/:id/',
    {
      schema: {
        tags,
        summary: 'Un ingrediente',
        params: IdParamsSchema,
        response: { 200: IngredienteSchema },
      },
      config: {
        permission: ['consultar_ingredientes', 'gestionar_ingredientes'],
        version: { kind: 'ingrediente' },
      },
    },
    (request) => ingredients.get(request.params.id),
  );

  app.post(
    '/api/ingredientes/',
    {
      schema: {
        tags,
        summary: 'Registra un ingrediente',
        description: 'Un nombre se repite solo en otra categoría (409 si ya está en la misma).',
        body: IngredienteInputSchema,
        response: { 201: IngredienteSchema },
      },
      config: { permission: 'gestionar_ingredientes' },
    },
    async (request, reply) => reply.status(201).send(await ingredients.create(request.body)),
  );

  app.put(
    '/api/ingredientes/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica un ingrediente',
        params: IdParamsSchema,
        body: IngredienteInputSchema,
        response: { 200: IngredienteSchema },
      },
      config: { permission: 'gestionar_ingredientes', version: { kind: 'ingrediente' } },
    },
    (request) => ingredients.update(request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete(
    '/api/ingredientes/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina un ingrediente que ningún producto ofrece ni ningún pedido tiene',
        description:
          'Responde 409 nombrando los productos que lo ofrecen como adición (se quita antes de ' +
          'sus adiciones), o cuando algún pedido lo tiene (se conserva para que no cambie).',
        params: IdParamsSchema,
        response: { 200: EliminacionSchema },
      },
      config: { permission: 'gestionar_ingredientes' },
    },
    (request) => removal.removeIngredient(request.params.id),
  );

  app.get(
    '/api/categoria-ingredientes/',
    {
      schema: {
        tags,
        summary: 'Categorías de ingredientes, por nombre',
        response: { 200: z.array(CategoriaIngredienteSchema) },
      },
      // The ingredient form picks its category from this list.
      config: {
        permission: [
          'consultar_ingredientes',
          'gestionar_ingredientes',
          'gestionar_categoria_ingrediente',
        ],
      },
    },
    () => ingredients.listCategorias(),
  );

  app.post(
    '/api/categoria-ingredientes/',
    {
      schema: {
        tags,
        summary: 'Registra una categoría de ingredientes',
        body: CategoriaIngredienteInputSchema,
        response: { 201: CategoriaIngredienteSchema },
      },
      config: { permission: 'gestionar_categoria_ingrediente' },
    },
    async (request, reply) =>
      reply.status(201).send(await ingredients.createCategoria(request.body)),
  );
};
