import { IdParamsSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import { ProductoEspecialSchema } from '@horno/domain/catalog';
import { ActivoPatchSchema } from '@horno/domain/catalog-admin';
import { EliminacionSchema } from '@horno/domain/retirement';
import { AgregarSeccionSchema, ProductoEspecialInputSchema } from '@horno/domain/special-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { requireAuth } from '../auth/auth.guard';
import { fieldsOfIssues, toBoolean, toNumber } from './product-form';

const tags = ['Catálogo'];
const MANAGE = 'gestionar_productos' as const;

/** Temporary ids the wizard gives new rows (timestamps, above 1e12) mean "new". */
const TEMPORARY_ID = 1e12;

const DoneSchema = z.object({ message: z.string(), id: z.number().int() });
/** A copy: also the name it got ('{nombre} (copia)', or '(copia 2)'… when that one is taken). */
const CopySchema = DoneSchema.extend({ nombre: z.string() });

function dropTemporaryIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTemporaryIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => !(key === 'id' && typeof v === 'number' && v >= TEMPORARY_ID))
        .map(([key, v]) => [key, dropTemporaryIds(v)]),
    );
  }
  return value;
}

/** The wizard's multipart fields, `secciones` a JSON string; a 400 naming each bad field. */
function parseSpecialForm(fields: Record<string, string>) {
  let secciones: unknown = undefined;
  if (fields['secciones'] !== undefined) {
    try {
      secciones = dropTemporaryIds(JSON.parse(fields['secciones']));
    } catch {
      throw badRequest('Los datos enviados no son válidos.', {
        secciones: ['Las secciones no son un JSON válido'],
      });
    }
  }
  const sedes = Object.entries(fields)
    .filter(([key]) => /^sedes\[\d*\]$/.test(key))
    .map(([, value]) => toNumber(value));
  const parsed = ProductoEspecialInputSchema.safeParse({
    nombre: fields['nombre'],
    descripcion: fields['descripcion'],
    precio_base: toNumber(fields['precio_base']) ?? null,
    categoria: toNumber(fields['categoria']),
    tipo: fields['tipo'] || undefined,
    descuento: toNumber(fields['descuento']),
    secciones: secciones ?? [],
    activo: toBoolean(fields['activo']),
    sedes: sedes.length > 0 ? sedes : undefined,
  });
  if (!parsed.success) {
    throw badRequest('Los datos enviados no son válidos.', fieldsOfIssues(parsed.error.issues));
  }
  return parsed.data;
}

const SPECIAL_FORM_DESCRIPTION =
  'Multipart: `nombre`, `descripcion`, `precio_base`, `tipo` (CONFIGURABLE), `categoria`, ' +
  '`descuento`, `imagen` (JPEG, PNG, WebP o AVIF, hasta 8 MB), `secciones` (JSON: secciones con ' +
  'sus opciones; sin `id` las nuevas, con su `id` las existentes), `sedes[i]` (al crear; por ' +
  'defecto todas), `activo`.';

export const specialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { specials, catalogRemoval: removal } = app.services;
  // The active switch is the same small write as a regular product's; specials.service.ts keeps
  // the wizard's saves.
  const { products } = app.services;
  const editor = (request: FastifyRequest) => ({ userId: requireAuth(request).user.id });

  /** The wizard's form; its picture is stored once the name is known to be free (`own`: edited). */
  const readForm = async (request: FastifyRequest, own?: number) => {
    const { fields, file } = await readMultipartForm(request);
    const input = parseSpecialForm(fields);
    if (file) await specials.checkName(input.categoria, input.nombre, own);
    const imagen = file ? await app.services.images.save(file.buffer) : undefined;
    return { input, imagen, removeImage: toBoolean(fields['eliminar_imagen']) === true };
  };

  app.post(
    '/api/productos-especiales/',
    {
      schema: {
        tags,
        summary: 'Crea un producto especial con sus secciones y opciones',
        description: SPECIAL_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ProductoEspecialSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const created = await specials.create(form.input, form.imagen ?? null, editor(request));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/productos-especiales/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica un producto especial, sus secciones y opciones',
        description: `${SPECIAL_FORM_DESCRIPTION} Sin \`imagen\` se mantiene la actual.`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ProductoEspecialSchema },
      },
      config: { permission: MANAGE, version: { kind: 'especial' } },
    },
    async (request) => {
      const form = await readForm(request, request.params.id);
      return specials.update(
        request.params.id,
        form.input,
        form.imagen ?? (form.removeImage ? null : undefined),
        editor(request),
        ifMatchOf(request),
      );
    },
  );

  app.patch(
    '/api/productos-especiales/:id/',
    {
      schema: {
        tags,
        summary: 'Activa o desactiva un producto especial desde la lista',
        params: IdParamsSchema,
        body: ActivoPatchSchema,
        response: { 200: z.object({ id: z.number().int(), activo: z.boolean() }) },
      },
      config: { permission: MANAGE, version: { kind: 'especial' } },
    },
    (request) =>
      products.setSpecialActive(
        request.params.id,
        request.body.activo,
        editor(request),
        ifMatchOf(request),
      ),
  );

  app.delete(
    '/api/productos-especiales/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina un producto especial; si algún pedido lo tiene, lo desactiva',
        params: IdParamsSchema,
        response: { 200: EliminacionSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => removal.removeSpecial(request.params.id, editor(request)),
  );

  app.post(
    '/api/categoria-productos/:id/agregar-seccion/',
    {
      schema: {
        tags,
        summary: 'Agrega una sección a todos los productos especiales de la categoría',
        params: IdParamsSchema,
        body: AgregarSeccionSchema,
        response: { 200: z.object({ message: z.string(), productos: z.number().int() }) },
      },
      // A change to the category's special products: gestionar_productos (back-office.md §6).
      config: { permission: MANAGE },
    },
    (request) => specials.addSection(request.params.id, request.body, editor(request)),
  );

  app.post(
    '/api/productos/:id/duplicar/',
    {
      schema: {
        tags,
        summary: "Duplica un producto regular (inactivo, '{nombre} (copia)')",
        description:
          "Si la categoría ya tiene un producto '{nombre} (copia)', la copia se llama " +
          "'{nombre} (copia 2)', '(copia 3)'…: los nombres no se repiten en una categoría.",
        params: IdParamsSchema,
        response: { 200: CopySchema },
      },
      config: { permission: MANAGE },
    },
    (request) => specials.duplicateRegular(request.params.id, editor(request)),
  );

  app.post(
    '/api/productos-especiales/:id/duplicar/',
    {
      schema: {
        tags,
        summary: "Duplica un producto especial (inactivo, '{nombre} (copia)')",
        description:
          "Si la categoría ya tiene un producto '{nombre} (copia)', la copia se llama " +
          "'{nombre} (copia 2)', '(copia 3)'…: los nombres no se repiten en una categoría.",
        params: IdParamsSchema,
        response: { 200: CopySchema },
      },
      config: { permission: MANAGE },
    },
    (request) => specials.duplicateSpecial(request.params.id, editor(request)),
  );

  app.post(
    '/api/productos/:id/convertir/',
    {
      schema: {
        tags,
        summary: 'Convierte un producto regular en especial y desactiva el original',
        description:
          "Sus tamaños pasan a una sección 'Tamaño' obligatoria y sus adiciones a una sección " +
          "'Adiciones' opcional; mismo nombre, categoría, imagen, descuento y sedes. El regular, " +
          "desactivado, pasa a llamarse '{nombre} (regular)': un nombre no se repite en una " +
          'categoría (409 si otro producto de ella ya tiene el nombre).',
        params: IdParamsSchema,
        response: { 200: DoneSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => specials.convert(request.params.id, editor(request)),
  );
};
