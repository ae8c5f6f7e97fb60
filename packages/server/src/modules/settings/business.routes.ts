import { NegocioInputSchema, NegocioSchema } from '@horno/domain/business';
import { IMAGE_MESSAGES } from '@horno/domain/images';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';

const tags = ['Configuración'];
const MANAGE = 'gestionar_configuracion' as const;

/** The business's identity: public to read (every page shows it), `gestionar_configuracion` to change. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const business = app.services.business;

  app.get(
    '/api/configuracion/negocio/',
    {
      schema: {
        tags,
        summary: 'Identidad del negocio: nombres, datos legales, contacto, redes, logo y color',
        response: { 200: NegocioSchema },
      },
      config: { public: true },
    },
    () => business.get(),
  );

  app.put(
    '/api/configuracion/negocio/',
    {
      schema: {
        tags,
        summary: 'Guarda la identidad del negocio',
        description:
          'El NIT se verifica con el dígito de la DIAN; `color_primario` (#rrggbb) debe leerse ' +
          'con contraste AA sobre el fondo de la página; `logo` es la dirección que devuelve ' +
          '`POST /api/configuracion/negocio/logo/`, o null para mostrar el nombre.',
        body: NegocioInputSchema,
        response: { 200: NegocioSchema },
      },
      config: { permission: MANAGE },
    },
    (request) => business.save(request.body),
  );

  app.post(
    '/api/configuracion/negocio/logo/',
    {
      schema: {
        tags,
        summary: 'Sube el logo (no lo guarda en la configuración hasta el PUT)',
        description: 'Multipart: `imagen` (JPEG, PNG, WebP o AVIF, hasta 8 MB), guardada en WebP.',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ logo: z.string() }) },
      },
      config: { permission: MANAGE },
    },
    async (request, reply) => {
      const { file } = await readMultipartForm(request);
      if (!file) throw badRequest(IMAGE_MESSAGES.notAnImage, { imagen: ['Elige una imagen'] });
      return reply.status(201).send({ logo: await app.services.images.save(file.buffer) });
    },
  );
};
