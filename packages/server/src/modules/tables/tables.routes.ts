import { and, asc, eq, inArray } from 'drizzle-orm';
import { IdParamSchema, IdParamsSchema } from '@horno/domain/api-params';
import { ESTADOS_MESA } from '@horno/domain/order-states';
import {
  ESTADO_MESA_LABELS,
  MesaCreateSchema,
  MesaPatchSchema,
  MesaSchema,
} from '@horno/domain/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { assertSedeAccess, requireAuth } from '../auth/auth.guard';

const tags = ['Mesas'];

const toMesa = (m: typeof t.mesas.$inferSelect) => ({
  id: m.id,
  nombre: m.nombre,
  estado: m.estado,
  sede: m.sedeId,
});

export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/estados-mesas/',
    {
      schema: {
        tags,
        summary: 'Estados de mesa',
        response: { 200: z.array(z.object({ value: z.enum(ESTADOS_MESA), label: z.string() })) },
      },
      config: { public: true },
    },
    () => ESTADOS_MESA.map((value) => ({ value, label: ESTADO_MESA_LABELS[value] })),
  );

  app.get(
    '/api/locations/mesas/',
    {
      schema: {
        tags,
        summary: 'Mesas de las sedes del usuario (o de una)',
        querystring: z.object({ sede_id: IdParamSchema.optional() }),
        response: { 200: z.array(MesaSchema) },
      },
      config: { permission: ['gestionar_mesas', 'gestionar_pedidos'] },
    },
    async (request) => {
      const caller = requireAuth(request);
      const { sede_id } = request.query;
      if (sede_id !== undefined) assertSedeAccess(caller, sede_id);
      const sedes = sede_id !== undefined ? [sede_id] : [...caller.sedeIds];
      if (sedes.length === 0) return [];
      const rows = await app.db
        .select()
        .from(t.mesas)
        .where(inArray(t.mesas.sedeId, sedes))
        .orderBy(asc(t.mesas.sedeId), asc(t.mesas.id));
      return rows.map(toMesa);
    },
  );

  app.post(
    '/api/locations/mesas/',
    {
      schema: {
        tags,
        summary: "Crea una mesa; sin nombre, la siguiente 'Mesa N' de la sede",
        body: MesaCreateSchema,
        response: { 201: MesaSchema },
      },
      config: { permission: 'gestionar_mesas' },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const { sede } = request.body;
      assertSedeAccess(caller, sede);
      // Concurrent creations may pick the same next number: retry on the unique constraint.
      for (let attempt = 0; attempt < 5; attempt++) {
        let nombre = request.body.nombre;
        if (!nombre) {
          const existing = await app.db
            .select({ nombre: t.mesas.nombre })
            .from(t.mesas)
            .where(eq(t.mesas.sedeId, sede));
          const numbers = existing.map((m) => Number(/^Mesa (\d+)$/.exec(m.nombre)?.[1] ?? 0));
          nombre = `Mesa ${Math.max(0, ...numbers) + 1}`;
        }
        try {
          const [mesa] = await app.db.insert(t.mesas).values({ sedeId: sede, nombre }).returning();
          return reply.status(201).send(toMesa(mesa!));
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          if (request.body.nombre)
            throw new AppError(409, 'Ya existe una mesa con ese nombre en la sede.');
        }
      }
      throw new AppError(409, 'Hubo un error al registrar las mesas');
    },
  );

  app.patch(
    '/api/locations/mesas/:id/',
    {
      schema: {
        tags,
        summary: 'Cambia el estado o el nombre de una mesa',
        params: IdParamsSchema,
        body: MesaPatchSchema,
        response: { 200: MesaSchema },
      },
      config: { permission: ['gestionar_mesas', 'gestionar_pedidos'] },
    },
    async (request) => {
      const caller = requireAuth(request);
      const [mesa] = await app.db.select().from(t.mesas).where(eq(t.mesas.id, request.params.id));
      if (!mesa || !caller.sedeIds.has(mesa.sedeId)) throw notFound('Mesa no encontrada');
      try {
        const [updated] = await app.db
          .update(t.mesas)
          .set({
            estado: request.body.estado ?? mesa.estado,
            nombre: request.body.nombre ?? mesa.nombre,
          })
          .where(and(eq(t.mesas.id, mesa.id)))
          .returning();
        return toMesa(updated!);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(409, 'Ya existe una mesa con ese nombre en la sede.');
        throw err;
      }
    },
  );
};
