import { QueryFlagSchema } from '@horno/domain/api-params';
import { SHEET_MESSAGES } from '@horno/domain/catalog-sheet';
import { bogotaParts } from '@horno/domain/bogota-time';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { requireAuth } from '../auth/auth.guard';
import { readWorkbook, writeCsv, writeXlsx } from './sheet-files';

const tags = ['Catálogo en hoja de cálculo'];
const MANAGE = 'gestionar_productos' as const;

const FormatQuerySchema = z.object({
  formato: z.enum(['xlsx', 'csv'], { error: "El formato debe ser 'xlsx' o 'csv'" }).default('xlsx'),
});

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

const SheetResultSchema = z.object({
  crear: z.number().int(),
  actualizar: z.number().int(),
  sin_cambios: z.number().int(),
  errores: z.array(z.object({ fila: z.number().int(), columna: z.string(), mensaje: z.string() })),
  filas: z.array(
    z.object({
      fila: z.number().int(),
      categoria: z.string(),
      nombre: z.string(),
      accion: z.enum(['Crear', 'Actualizar', 'Sin cambios', 'Error']),
      cambios: z.array(z.object({ campo: z.string(), antes: z.string(), despues: z.string() })),
      notas: z.array(z.string()),
    }),
  ),
  mensaje: z.string().nullable(),
  aplicado: z.boolean(),
});

/**
 * The menu in a spreadsheet (issue 29): the template and the export in the same format, and the
 * import, which previews row by row and applies only a file without errors, all or nothing.
 */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const sheets = app.services.catalogImport;

  const send = async (
    reply: FastifyReply,
    formato: 'xlsx' | 'csv',
    name: string,
    withRows: boolean,
  ) => {
    const { products, ingredients } = await sheets.export(withRows);
    const body = formato === 'csv' ? writeCsv(products) : await writeXlsx(products, ingredients);
    return reply
      .type(TYPES[formato])
      .header('content-disposition', `attachment; filename="${name}.${formato}"`)
      .header('cache-control', 'no-store')
      .send(body);
  };

  app.get(
    '/api/catalogo/plantilla/',
    {
      schema: {
        tags,
        summary: 'Plantilla para importar productos (XLSX con la hoja de ingredientes, o CSV)',
        querystring: FormatQuerySchema,
      },
      config: { permission: MANAGE },
    },
    (request, reply) => send(reply, request.query.formato, 'plantilla-productos', false),
  );

  app.get(
    '/api/catalogo/exportar/',
    {
      schema: {
        tags,
        summary: 'El catálogo de productos en el formato de la plantilla',
        querystring: FormatQuerySchema,
      },
      config: { permission: ['consultar_productos', MANAGE] },
    },
    (request, reply) =>
      send(reply, request.query.formato, `productos-${bogotaParts(app.clock.now()).ymd}`, true),
  );

  app.post(
    '/api/catalogo/importar/',
    {
      schema: {
        tags,
        summary: 'Importa productos desde una hoja de cálculo: vista previa o aplicar',
        description:
          'Multipart: `archivo` (CSV o XLSX, hasta 5 MB y 5.000 filas). Con `aplicar=false` ' +
          '(por defecto) no escribe nada: dice fila por fila qué se crearía, actualizaría o está ' +
          'mal. Con `aplicar=true` aplica todo en una transacción, solo si no hay errores.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ aplicar: QueryFlagSchema.default(false) }),
        response: { 200: SheetResultSchema },
      },
      config: { permission: MANAGE },
    },
    async (request) => {
      const caller = requireAuth(request);
      const { file } = await readMultipartForm(request);
      if (!file) throw badRequest(SHEET_MESSAGES.noFile, { archivo: [SHEET_MESSAGES.noFile] });
      const workbook = await readWorkbook(file.buffer);
      return request.query.aplicar
        ? sheets.apply(workbook, caller.user.id)
        : (await sheets.plan(workbook)).result;
    },
  );
};
