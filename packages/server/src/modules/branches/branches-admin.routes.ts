import { IdParamsSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import {
  AsociarProductosSchema,
  HorariosSemanaSchema,
  ModoOcupadoSchema,
  PausaSedeSchema,
  SedeInputSchema,
} from '@horno/domain/branch-admin';
import { EstadoSedeSchema, HorarioSedeSchema, SedeSchema } from '@horno/domain/branches';
import { SedeActivacionSchema, SedeInactivaSchema } from '@horno/domain/retirement';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { fieldsToObject, readMultipartForm } from '../../lib/multipart';
import { requireAuth } from '../auth/auth.guard';
import { fieldsOfIssues, toNumber } from '../catalog/product-form';
import type { SedeValues } from './branches-admin.queries';

const tags = ['Sedes'];
const MANAGE = 'gestionar_sedes' as const;

const SEDE_FORM_DESCRIPTION =
  'Multipart: `nombre`, `direccion`, `lat`, `lng`, `telefono`, `whatsapp` (vacío: ninguno) e ' +
  '`imagen` (JPEG, PNG, WebP o AVIF, hasta 8 MB; opcional, sin ella se mantiene la actual).';

/**
 * Branch administration (gestionar_sedes, and only on the caller's own branches): the week of
 * hours, the products sold, the branch's data, and the rush controls. The pause and the busy
 * minutes are two small POSTs of their own, each answering the branch's status as
 * GET /estado-sedes/ gives it.
 */
export const branchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.branchAdmin;

  /** The branch form; its picture goes through the image pipeline once the fields are valid. */
  const readSedeForm = async (request: FastifyRequest): Promise<SedeValues> => {
    const { fields, file } = await readMultipartForm(request);
    const raw = fieldsToObject(fields);
    const parsed = SedeInputSchema.safeParse({
      nombre: raw['nombre'],
      direccion: raw['direccion'],
      lat: toNumber(raw['lat']),
      lng: toNumber(raw['lng']),
      telefono: raw['telefono'],
      whatsapp: raw['whatsapp'],
    });
    if (!parsed.success)
      throw badRequest('Los datos enviados no son válidos.', fieldsOfIssues(parsed.error.issues));
    const imagen = file ? await app.services.images.save(file.buffer) : undefined;
    return { ...parsed.data, imagen };
  };

  app.post(
    '/api/locations/horarios-sede/',
    {
      schema: {
        tags,
        summary: 'Reemplaza el horario semanal de una sede (una transacción)',
        description:
          'Una fila por día (1 = lunes … 7 = domingo) y a lo sumo una de festivos (`es_festivo`). ' +
          "Horas 'HH:mm' o 'HH:mm:ss'; nulas en las filas cerradas. Un cierre anterior a la " +
          'apertura cierra después de medianoche (18:00 – 02:00).',
        body: HorariosSemanaSchema,
        response: { 200: z.array(HorarioSedeSchema) },
      },
      config: {
        permission: MANAGE,
        version: {
          kind: 'horario',
          id: (request) => (request.body as { sede?: number }[] | undefined)?.[0]?.sede,
        },
      },
    },
    (request) => admin.replaceHours(requireAuth(request), request.body, ifMatchOf(request)),
  );

  app.post(
    '/api/locations/sedes/:id/asociar_productos/',
    {
      schema: {
        tags,
        summary: 'Reemplaza los productos y productos especiales que vende una sede',
        params: IdParamsSchema,
        body: AsociarProductosSchema,
        response: { 200: SedeSchema },
      },
      config: { permission: MANAGE, version: { kind: 'sede' } },
    },
    (request) =>
      admin.associate(requireAuth(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.post(
    '/api/locations/sedes/',
    {
      schema: {
        tags,
        summary: 'Crea una sede (cerrada hasta que se definan sus horarios)',
        description: `${SEDE_FORM_DESCRIPTION} Solo quien tiene acceso a todas las sedes.`,
        consumes: ['multipart/form-data'],
        response: { 201: SedeSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const values = await readSedeForm(request);
      return reply.status(201).send(await admin.create(requireAuth(request), values));
    },
  );

  app.put(
    '/api/locations/sedes/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica los datos de una sede',
        description: SEDE_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: SedeSchema },
      },
      config: { permission: MANAGE, version: { kind: 'sede' } },
    },
    async (request) => {
      const values = await readSedeForm(request);
      return admin.update(requireAuth(request), request.params.id, values, ifMatchOf(request));
    },
  );

  app.post(
    '/api/locations/sedes/:id/pausa/',
    {
      schema: {
        tags,
        summary: "'Pausar pedidos en línea' o 'Reanudar pedidos'",
        description:
          'Con `pausada: true`, `motivo` es obligatorio y `hasta` (ISO, opcional) reanuda sola ' +
          'la sede a esa hora. Los pedidos del personal se siguen aceptando.',
        params: IdParamsSchema,
        body: PausaSedeSchema,
        response: { 200: EstadoSedeSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => admin.pause(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/api/locations/sedes/:id/ocupado/',
    {
      schema: {
        tags,
        summary: "'Modo ocupado': minutos que se suman al tiempo estimado (0 lo apaga)",
        params: IdParamsSchema,
        body: ModoOcupadoSchema,
        response: { 200: EstadoSedeSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => admin.busy(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/api/locations/sedes/asociadas/',
    {
      schema: {
        tags,
        summary: 'Las sedes activas del usuario, con sus datos (la página Sedes del panel)',
        description:
          'Solo las sedes a las que pertenece quien llama; la lista pública ' +
          '(GET /api/locations/sedes/) sigue dando todas las sedes activas a los clientes.',
        response: { 200: z.array(SedeSchema) },
      },
      config: { permission: ['consultar_sedes', MANAGE] },
    },
    (request) => admin.mine(requireAuth(request)),
  );

  app.get(
    '/api/locations/sedes/inactivas/',
    {
      schema: {
        tags,
        summary:
          'Sedes desactivadas del usuario (los clientes no las ven), para volver a activarlas',
        response: { 200: z.array(SedeInactivaSchema) },
      },
      config: { permission: ['consultar_sedes', MANAGE] },
    },
    (request) => admin.inactive(requireAuth(request)),
  );

  app.post(
    '/api/locations/sedes/:id/desactivar/',
    {
      schema: {
        tags,
        summary: 'Desactiva una sede: los clientes dejan de verla y sus pedidos se conservan',
        description:
          'Responde 409 mientras la sede tenga pedidos activos (activos y en Pendiente, ' +
          'Aceptado, En preparación, Preparado o Enviado), diciendo cuántos.',
        params: IdParamsSchema,
        response: { 200: SedeActivacionSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => admin.deactivate(requireAuth(request), request.params.id),
  );

  app.post(
    '/api/locations/sedes/:id/activar/',
    {
      schema: {
        tags,
        summary: 'Vuelve a activar una sede desactivada, con sus horarios, productos y zonas',
        params: IdParamsSchema,
        response: { 200: SedeActivacionSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => admin.activate(requireAuth(request), request.params.id),
  );
};
