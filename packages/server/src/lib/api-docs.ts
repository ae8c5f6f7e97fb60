import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (`/api/openapi.json`, system.routes.ts) and the browsable `/api/docs`. */
export async function installApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        // Replaced by the business's name as it is served (system.routes.ts).
        title: 'API de pedidos',
        description:
          'API de pedidos en línea de la pizzería. Autenticación: `Authorization: Token <token>`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs inline scripts: it sends its own, relaxed policy.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
