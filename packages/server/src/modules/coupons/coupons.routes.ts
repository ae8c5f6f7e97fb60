import { asc, eq } from 'drizzle-orm';
import { CuponSchema } from '@horno/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema';
import { requireAuth } from '../auth/auth.guard';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cupones/usuario/',
    {
      schema: {
        tags: ['Cupones'],
        summary: 'Cupones del usuario, con vigencia y uso',
        response: { 200: z.array(CuponSchema) },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const now = app.clock.now().getTime();
      const rows = await app.db
        .select()
        .from(t.cupones)
        .where(eq(t.cupones.usuarioId, caller.user.id))
        .orderBy(asc(t.cupones.fechaFin));
      return rows.map((c) => ({
        id: c.id,
        codigo: c.codigo,
        porcentaje_descuento: c.porcentajeDescuento,
        fecha_fin: c.fechaFin.toISOString(),
        usado: c.usado,
        esta_vigente: !c.usado && c.fechaInicio.getTime() <= now && now <= c.fechaFin.getTime(),
      }));
    },
  );
};
