import { IdParamsSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import { CategoriaProductoSchema } from '@horno/domain/catalog';
import { CategoriaOrdenSchema, CategoriaProductoInputSchema } from '@horno/domain/catalog-admin';
import { EliminacionSchema } from '@horno/domain/retirement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Catálogo'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories, catalogRemoval: removal } = app.services;

  app.get(
    '/api/categoria-productos/:id/',
    {
      schema: {
        tags,
        summary: 'Una categoría de productos, con los productos activos contados',
        params: IdParamsSchema,
        response: { 200: CategoriaProductoSchema },
      },
      // Public like the list it is one row of.
      config: { public: true, version: { kind: 'categoria' } },
    },
    (request) => categories.get(request.params.id),
  );

  app.post(
    '/api/categoria-productos/',
    {
      schema: {
        tags,
        summary: 'Registra una categoría de productos, al final del menú',
        description:
          'El slug sale del nombre; un nombre cuyo slug ya tiene otra categoría responde 409.',
        body: CategoriaProductoInputSchema,
        response: { 201: CategoriaProductoSchema },
      },
      config: { permission: 'gestionar_categoria_producto' },
    },
    async (request, reply) => reply.status(201).send(await categories.create(request.body)),
  );

  app.put(
    '/api/categoria-productos/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica el nombre (y con él el slug) y si la categoría tiene tamaños',
        params: IdParamsSchema,
        body: CategoriaProductoInputSchema,
        response: { 200: CategoriaProductoSchema },
      },
      config: { permission: 'gestionar_categoria_producto', version: { kind: 'categoria' } },
    },
    (request) => categories.update(request.params.id, request.body, ifMatchOf(request)),
  );

  app.patch(
    '/api/categoria-productos/:id/',
    {
      schema: {
        tags,
        summary: 'Cambia el lugar de una categoría en el menú (1 = primera)',
        params: IdParamsSchema,
        body: CategoriaOrdenSchema,
        response: { 200: CategoriaProductoSchema },
      },
      config: { permission: 'gestionar_categoria_producto', version: { kind: 'categoria' } },
    },
    (request) => categories.reorder(request.params.id, request.body.orden, ifMatchOf(request)),
  );

  app.delete(
    '/api/categoria-productos/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina una categoría de productos vacía',
        description:
          'Responde 409, diciendo cuántos productos y productos especiales (activos o no) ' +
          'tiene, mientras tenga alguno: se mueven antes a otra categoría.',
        params: IdParamsSchema,
        response: { 200: EliminacionSchema },
      },
      config: { permission: 'gestionar_categoria_producto' },
    },
    (request) => removal.removeCategory(request.params.id),
  );
};
