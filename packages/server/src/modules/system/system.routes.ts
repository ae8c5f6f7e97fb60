import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long the health check waits for the database's answer. */
const DATABASE_CHECK_MS = 1000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Sistema'],
        summary:
          'Si esta instancia recibe solicitudes (503 mientras se detiene: un proxy deja de enviarle) y si alcanza la base de datos',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            database_reachable: z.boolean(),
          }),
          503: z.object({ status: z.literal('deteniendo'), error: z.string() }),
        },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) {
        return reply.status(503).send({
          status: 'deteniendo' as const,
          error: 'Esta instancia se está deteniendo: las solicitudes nuevas van a otra.',
        });
      }
      // Not a 503 when the database is down: every instance would be down for the proxy, which
      // would then answer for them; the instance itself answers each request's 503 in Spanish.
      const reachable = await Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, DATABASE_CHECK_MS, false).unref()),
      ]);
      return {
        status: 'ok' as const,
        database: app.database.kind,
        database_reachable: reachable,
      };
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
