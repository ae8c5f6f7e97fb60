import { IdParamsSchema } from '@horno/domain/api-params';
import { ProductoSchema } from '@horno/domain/catalog';
import {
  AgotadoInputSchema,
  AgotadosSchema,
  AjustePreciosSchema,
  ModificacionSchema,
  PrecioPorMedidaInputSchema,
  ProductoPatchSchema,
} from '@horno/domain/catalog-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldsToObject, readMultipartForm } from '../../lib/multipart';
import { ifMatchOf, sendVersion } from '../../lib/record-versions';
import { assertSedeAccess, requireAuth } from '../auth/auth.guard';
import { parseProductForm } from './product-form';

const tags = ['Catálogo'];
const MANAGE = 'gestionar_productos' as const;

const SizePriceSchema = z.object({
  id: z.number().int(),
  producto: z.number().int(),
  medida: z.number().int(),
  precio: z.number().int(),
  admite_mitades: z.boolean(),
});

const PRODUCT_FORM_DESCRIPTION =
  'Multipart: `nombre`, `descripcion`, `categoria`, `precio` (vacío con precios por tamaño), ' +
  '`descuento`, `imagen` (JPEG, PNG, WebP o AVIF, hasta 8 MB), `posibles_adiciones[i]id` y ' +
  '`[i]precio_adicion`, `precios_por_medida[i]medida`, `[i]precio` y `[i]admite_mitades`, ' +
  '`sedes[i]` (al crear; por defecto todas), `activo`, `grupo_sabor`, `eliminar_imagen`.';

/** A size price's writes answer the version of its product, which `If-Match` names. */
const SIZE_PRICE_PRODUCT = {
  kind: 'producto',
  id: (request: FastifyRequest) => (request.body as { producto?: number } | undefined)?.producto,
} as const;

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products } = app.services;
  const editor = (request: FastifyRequest) => ({ userId: requireAuth(request).user.id });

  /**
   * Reads the product form; its picture is stored only once the fields and the references they
   * name are valid, so a refused form leaves no image behind.
   */
  const readProductForm = async (
    request: FastifyRequest,
    mode: 'create' | 'update',
    id?: number,
  ) => {
    const { fields, file } = await readMultipartForm(request);
    const form = parseProductForm(fieldsToObject(fields), mode);
    if (file) await products.checkInput(form.input, id);
    const imagen = file ? await app.services.images.save(file.buffer) : undefined;
    return { ...form, imagen };
  };

  app.post(
    '/api/productos/',
    {
      schema: {
        tags,
        summary: 'Registra un producto regular',
        description: PRODUCT_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ProductoSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const form = await readProductForm(request, 'create');
      const producto = await products.create(form.input, form.imagen ?? null, editor(request));
      return reply.status(201).send(producto);
    },
  );

  app.put(
    '/api/productos/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica un producto regular',
        description: `${PRODUCT_FORM_DESCRIPTION} Sin \`imagen\` se mantiene la actual; sin adiciones ni precios por tamaño se mantienen.`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ProductoSchema },
      },
      config: { permission: MANAGE, version: { kind: 'producto' } },
    },
    async (request) => {
      const form = await readProductForm(request, 'update', request.params.id);
      return products.update(
        request.params.id,
        form.input,
        {
          imagen: form.imagen ?? (form.removeImage ? null : undefined),
          adiciones: form.hasAdditions,
        },
        editor(request),
        ifMatchOf(request),
      );
    },
  );

  app.patch(
    '/api/productos/:id/',
    {
      schema: {
        tags,
        summary: 'Cambia el precio base o activa/desactiva un producto desde la lista',
        params: IdParamsSchema,
        body: ProductoPatchSchema,
        response: { 200: ProductoSchema },
      },
      config: { permission: MANAGE, version: { kind: 'producto' } },
    },
    (request) =>
      products.patch(request.params.id, request.body, editor(request), ifMatchOf(request)),
  );

  app.delete(
    '/api/productos/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina un producto; si algún pedido lo tiene, lo desactiva',
        params: IdParamsSchema,
        response: { 200: z.object({ eliminado: z.boolean(), mensaje: z.string() }) },
      },
      config: { permission: MANAGE },
    },
    (request) => products.remove(request.params.id, editor(request)),
  );

  app.get(
    '/api/productos/:id/modificacion/',
    {
      schema: {
        tags,
        summary: 'Quién modificó el producto por última vez, y cuándo',
        params: IdParamsSchema,
        response: { 200: ModificacionSchema },
      },
      config: { permission: ['consultar_productos', MANAGE] },
    },
    (request) => products.modification(request.params.id),
  );

  app.post(
    '/api/productos/ajustar-precios/',
    {
      schema: {
        tags,
        summary: 'Ajusta en bloque los precios de productos o de una categoría',
        description:
          '± porcentaje o ± valor sobre el precio base y cada precio por tamaño, redondeado a $100.',
        body: AjustePreciosSchema,
        response: { 200: z.object({ actualizados: z.number().int() }) },
      },
      config: { permission: MANAGE },
    },
    (request) => products.adjustPrices(request.body, editor(request)),
  );

  app.post(
    '/api/precios-por-medida/',
    {
      schema: {
        tags,
        summary: 'Asigna el precio de un tamaño a un producto',
        body: PrecioPorMedidaInputSchema,
        response: { 201: SizePriceSchema },
      },
      config: { permission: MANAGE, version: SIZE_PRICE_PRODUCT },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await products.addSizePrice(request.body, editor(request), ifMatchOf(request))),
  );

  app.put(
    '/api/precios-por-medida/:id/',
    {
      schema: {
        tags,
        summary: 'Cambia el precio de un tamaño',
        params: IdParamsSchema,
        body: PrecioPorMedidaInputSchema,
        response: { 200: SizePriceSchema },
      },
      config: { permission: MANAGE, version: SIZE_PRICE_PRODUCT },
    },
    (request) =>
      products.updateSizePrice(
        request.params.id,
        request.body,
        editor(request),
        ifMatchOf(request),
      ),
  );

  app.delete(
    '/api/precios-por-medida/:id/',
    {
      schema: { tags, summary: 'Quita el precio de un tamaño', params: IdParamsSchema },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const productoId = await products.deleteSizePrice(
        request.params.id,
        editor(request),
        ifMatchOf(request),
      );
      await sendVersion(reply, app.db, 'producto', productoId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/locations/sedes/:id/agotados/',
    {
      schema: {
        tags,
        summary: 'Lo que la sede tiene agotado hoy (hasta su próxima apertura)',
        params: IdParamsSchema,
        response: { 200: AgotadosSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return app.services.soldOut.current(request.params.id);
    },
  );

  app.post(
    '/api/locations/sedes/:id/agotados/',
    {
      schema: {
        tags,
        summary: "Marca o desmarca 'Agotado' un producto, producto especial o adición en la sede",
        description: 'Lo agotado vuelve a estar disponible en la próxima apertura de la sede.',
        params: IdParamsSchema,
        body: AgotadoInputSchema,
        response: { 200: AgotadosSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => {
      assertSedeAccess(requireAuth(request), request.params.id);
      return app.services.soldOut.set(request.params.id, request.body);
    },
  );
};
