import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servidor y de la base de datos',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
      config: { public: true },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/api/hora/',
    {
      schema: {
        tags: ['Sistema'],
        summary:
          'La hora del servidor: el «hoy» de los tableros, aunque el reloj del equipo difiera',
        response: { 200: z.object({ ahora: z.string() }) },
      },
      config: { public: true },
    },
    async () => ({ ahora: app.clock.now().toISOString() }),
  );

  // Titled with the business's name as it is now (issue 28).
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => {
    const document = app.swagger();
    const { nombre } = await app.services.business.get();
    return { ...document, info: { ...document.info, title: `API de ${nombre}` } };
  });
};
