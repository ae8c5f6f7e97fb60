import { IdParamsSchema, QueryFlagSchema } from '@horno/domain/api-params';
import { ifMatchOf } from '../../lib/record-versions';
import {
  PublicidadPatchSchema,
  PublicidadPublicaSchema,
  PublicidadSchema,
} from '@horno/domain/ads';
import type { Permiso } from '@horno/domain/permissions';
import { EliminacionSchema } from '@horno/domain/retirement';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart';
import { toBoolean } from '../catalog/product-form';

const tags = ['Publicidad'];
const READ: readonly Permiso[] = ['consultar_publicidad', 'gestionar_publicidad'];
const MANAGE = 'gestionar_publicidad' as const;

const AD_FORM_DESCRIPTION =
  'Multipart: `titulo`, `fecha_inicio` y `fecha_fin` (días `yyyy-MM-dd` en hora de Bogotá, o ' +
  'instantes ISO con su zona; la fecha de fin no antes que la de inicio, entre el mes actual y ' +
  'cinco años adelante), `activa` (`true`/`false`), `imagen` (JPEG, PNG, WebP o AVIF, hasta 8 MB).';

const canRead = (request: FastifyRequest) =>
  READ.some((permiso) => request.auth?.permisos.has(permiso) === true);

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.services;

  /** The form's text fields and its picture, as they arrived. */
  const readForm = async (request: FastifyRequest) => {
    const { fields, file } = await readMultipartForm(request);
    return {
      form: {
        titulo: fields['titulo'],
        fecha_inicio: fields['fecha_inicio'],
        fecha_fin: fields['fecha_fin'],
        activa: toBoolean(fields['activa']),
      },
      picture: file?.buffer,
    };
  };

  app.get(
    '/api/publicidades/',
    {
      schema: {
        tags,
        summary: 'Publicidades',
        description:
          'Sin token, o sin consultar_publicidad, o con `vigentes=true`: las vigentes ahora ' +
          '(activas y dentro de sus fechas, hora de Bogotá) con id, imagen y título, para el ' +
          'pop-up de los clientes. Con consultar_publicidad: todas, con sus fechas, ' +
          '`esta_vigente` y `creado_en`, las más nuevas primero.',
        querystring: z.object({ vigentes: QueryFlagSchema.optional() }),
        response: { 200: z.array(z.union([PublicidadSchema, PublicidadPublicaSchema])) },
      },
      config: { public: true },
    },
    (request) =>
      canRead(request) && request.query.vigentes !== true ? ads.list() : ads.listCurrent(),
  );

  app.get(
    '/api/publicidades/:id/',
    {
      schema: {
        tags,
        summary: 'Una publicidad',
        params: IdParamsSchema,
        response: { 200: PublicidadSchema },
      },
      config: { permission: READ, version: { kind: 'publicidad' } },
    },
    (request) => ads.get(request.params.id),
  );

  app.post(
    '/api/publicidades/',
    {
      schema: {
        tags,
        summary: 'Registra una publicidad',
        description: `${AD_FORM_DESCRIPTION} La imagen es requerida; \`activa\` es true si falta.`,
        consumes: ['multipart/form-data'],
        response: { 201: PublicidadSchema },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const { form, picture } = await readForm(request);
      return reply.status(201).send(await ads.create(form, picture));
    },
  );

  app.put(
    '/api/publicidades/:id/',
    {
      schema: {
        tags,
        summary: 'Modifica una publicidad',
        description: `${AD_FORM_DESCRIPTION} Sin \`imagen\` se mantiene la actual; sin \`activa\`, su estado.`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: PublicidadSchema },
      },
      config: { permission: MANAGE, version: { kind: 'publicidad' } },
    },
    async (request) => {
      const { form, picture } = await readForm(request);
      return ads.update(request.params.id, form, picture, ifMatchOf(request));
    },
  );

  app.patch(
    '/api/publicidades/:id/',
    {
      schema: {
        tags,
        summary: 'Activa o desactiva una publicidad',
        params: IdParamsSchema,
        body: PublicidadPatchSchema,
        response: { 200: PublicidadSchema },
      },
      config: { permission: MANAGE, version: { kind: 'publicidad' } },
    },
    (request) => ads.setActive(request.params.id, request.body.activa, ifMatchOf(request)),
  );

  app.delete(
    '/api/publicidades/:id/',
    {
      schema: {
        tags,
        summary: 'Elimina una publicidad (sale de la lista y del pop-up de los clientes)',
        params: IdParamsSchema,
        response: { 200: EliminacionSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => ads.remove(request.params.id),
  );
};
