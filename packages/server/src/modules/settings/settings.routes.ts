import { BonoBienvenidaSchema } from '@horno/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Configuración'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.settings;

  app.get(
    '/api/configuracion/bono-bienvenida/',
    {
      schema: { tags, summary: 'Bono de bienvenida', response: { 200: BonoBienvenidaSchema } },
      config: { public: true },
    },
    () => settings.bono(),
  );

  app.put(
    '/api/configuracion/bono-bienvenida/',
    {
      schema: {
        tags,
        summary: 'Modifica el bono de bienvenida',
        body: BonoBienvenidaSchema,
        response: { 200: BonoBienvenidaSchema },
      },
      config: { permission: 'gestionar_configuracion' },
    },
    (request) => settings.saveBono(request.body),
  );
};
