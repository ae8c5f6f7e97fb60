import { asc, eq } from 'drizzle-orm';
import { CuponSchema } from '@horno/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema';
import { requireAuth } from '../auth/auth.guard';
import { toCandidate } from '../promotions/promotions.queries';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cupones/usuario/',
    {
      schema: {
        tags: ['Cupones'],
        summary: 'Cupones del usuario (los códigos suyos), con vigencia y uso',
        response: { 200: z.array(CuponSchema) },
      },
    },
    async (request) => {
      const caller = requireAuth(request);
      const now = app.clock.now().getTime();
      const rows = await app.db
        .select({ code: t.cupones, promotion: t.promociones })
        .from(t.cupones)
        .innerJoin(t.promociones, eq(t.promociones.id, t.cupones.promocionId))
        .where(eq(t.cupones.usuarioId, caller.user.id))
        .orderBy(asc(t.cupones.fechaFin));
      return rows.map(({ code: c, promotion }) => {
        const candidate = toCandidate(promotion, c);
        const { regla, condiciones } = candidate;
        const starts = c.fechaInicio?.getTime() ?? -Infinity;
        const ends = c.fechaFin ?? (condiciones.fecha_fin ? new Date(condiciones.fecha_fin) : null);
        return {
          id: c.id,
          codigo: c.codigo,
          porcentaje_descuento:
            c.porcentajeDescuento ?? (regla.tipo === 'PORCENTAJE' ? regla.porcentaje : 0),
          fecha_fin: ends?.toISOString() ?? null,
          usado: c.usado,
          esta_vigente:
            !c.usado &&
            promotion.activa &&
            starts <= now &&
            (ends === null || now <= ends.getTime()),
        };
      });
    },
  );
};
