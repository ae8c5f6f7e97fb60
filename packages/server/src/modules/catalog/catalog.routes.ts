import {
  BuildYourPizzaOptionsSchema,
  CategoriaProductoSchema,
  MedidaSchema,
  ProductoEspecialSchema,
  ProductoSchema,
} from '@horno/domain/catalog';
import {
  CategoriasQuerySchema,
  IdParamsSchema,
  ProductosQuerySchema,
} from '@horno/domain/api-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/cached-json';
import { CatalogService } from './catalog.service';

const tags = ['Catálogo'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.get(
    '/api/categoria-productos/',
    {
      schema: {
        tags,
        summary: 'Categorías de productos, por orden',
        description:
          'Con `sede`, los conteos son de los productos activos que vende esa sede; con `slug`, solo esa categoría.',
        querystring: CategoriasQuerySchema,
        response: { 200: z.array(CategoriaProductoSchema) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { sede, slug } = request.query;
      return sendCached(request, reply, await catalog.categoriesBody({ sede, slug }));
    },
  );

  app.get(
    '/api/productos/',
    {
      schema: {
        tags,
        summary: 'Productos regulares, del más barato al más caro',
        description: 'Con `sede`, solo los productos activos que vende esa sede.',
        querystring: ProductosQuerySchema,
        response: { 200: z.array(ProductoSchema) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { sede, solo_activos } = request.query;
      return sendCached(
        request,
        reply,
        await catalog.productsBody({ sede, soloActivos: solo_activos }),
      );
    },
  );

  app.get(
    '/api/productos/:id/',
    {
      schema: {
        tags,
        summary: 'Un producto regular',
        params: IdParamsSchema,
        response: { 200: ProductoSchema },
      },
      config: { public: true, version: { kind: 'producto' } },
    },
    async (request) => CatalogService.producto(await catalog.getSnapshot(), request.params.id),
  );

  app.get(
    '/api/productos-especiales/',
    {
      schema: {
        tags,
        summary: 'Productos especiales con secciones y opciones',
        description: 'Con `sede`, solo los activos que vende esa sede.',
        querystring: ProductosQuerySchema,
        response: { 200: z.array(ProductoEspecialSchema) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { sede, solo_activos } = request.query;
      return sendCached(
        request,
        reply,
        await catalog.specialsBody({ sede, soloActivos: solo_activos }),
      );
    },
  );

  app.get(
    '/api/productos-especiales/:id/',
    {
      schema: {
        tags,
        summary: 'Un producto especial',
        params: IdParamsSchema,
        response: { 200: ProductoEspecialSchema },
      },
      config: { public: true, version: { kind: 'especial' } },
    },
    async (request) => CatalogService.especial(await catalog.getSnapshot(), request.params.id),
  );

  app.get(
    '/api/build-your-pizza-options/',
    {
      schema: {
        tags,
        summary: "Sabores por grupo y tamaños con mitades para 'Arma tu pizza'",
        querystring: ProductosQuerySchema.pick({ sede: true }),
        response: { 200: BuildYourPizzaOptionsSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { sede } = request.query;
      const body = await catalog.cached(`arma-tu-pizza:${sede ?? ''}`, (s) =>
        CatalogService.buildYourPizza(s, sede),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/api/medidas/',
    {
      schema: { tags, summary: 'Tamaños de pizza', response: { 200: z.array(MedidaSchema) } },
      config: { public: true },
    },
    async (request, reply) =>
      sendCached(request, reply, await catalog.cached('medidas', (s) => s.medidas)),
  );
};
