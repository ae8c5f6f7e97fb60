import { SETUP_MESSAGES, SetupResultSchema, SetupSchema } from '@horno/domain/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Configuración inicial'];

const TokenSchema = z
  .string({ error: SETUP_MESSAGES.tokenRequired })
  .min(1, { error: SETUP_MESSAGES.tokenRequired })
  .max(200, { error: SETUP_MESSAGES.badToken });

/**
 * The first start's setup (issue 28): public, but only with the one-time token the server's log
 * gives while nobody administers the install; rate-limited per address like the login.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = app.services.setup;

  app.get(
    '/api/configuracion-inicial/',
    {
      schema: {
        tags,
        summary: 'Dice si un enlace de configuración inicial sirve',
        description: '200 si sirve; 403 si es incorrecto o venció; 409 si ya hay administrador.',
        querystring: z.object({ token: TokenSchema }),
        response: { 200: z.object({ valido: z.literal(true) }) },
      },
      config: { public: true },
    },
    async (request) => {
      await setup.check(request.query.token, request.ip);
      return { valido: true as const };
    },
  );

  app.get(
    '/api/configuracion-inicial/ubicar-direccion/',
    {
      schema: {
        tags,
        summary: 'Dónde queda la dirección de la primera sede (con el código del enlace)',
        querystring: z.object({
          token: TokenSchema,
          direccion: z
            .string({ error: 'Escribe una dirección' })
            .trim()
            .min(3, { error: 'Escribe al menos 3 caracteres' })
            .max(200),
        }),
        response: {
          200: z.array(
            z.object({
              place_id: z.string(),
              direccion: z.string(),
              lat: z.number(),
              lng: z.number(),
            }),
          ),
        },
      },
      config: { public: true },
    },
    async (request) => {
      await setup.check(request.query.token, request.ip);
      return app.services.geo.locate(request.query.direccion, {});
    },
  );

  app.post(
    '/api/configuracion-inicial/',
    {
      schema: {
        tags,
        summary: 'Configura la instalación: el negocio, el primer administrador y la primera sede',
        description:
          'Una sola vez, con el código del enlace que el servidor escribe en su registro al ' +
          'iniciar. Responde la sesión del administrador, como el inicio de sesión.',
        body: SetupSchema,
        response: { 201: SetupResultSchema },
      },
      config: { public: true },
    },
    async (request, reply) => reply.status(201).send(await setup.finish(request.body, request.ip)),
  );
};
