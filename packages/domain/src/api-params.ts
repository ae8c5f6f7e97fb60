import { z } from 'zod';

/** A positive integer id from a path or query string. */
export const IdSchema = z.coerce
  .number({ error: 'Debe ser un número' })
  .int({ error: 'Debe ser un número entero' })
  .positive({ error: 'Debe ser un número positivo' });

/** A boolean flag from a query string ('true', 'false', '1', '0'). */
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: "Debe ser 'true' o 'false'" })
  .transform((v) => v === 'true' || v === '1');

export const IdParamsSchema = z.object({ id: IdSchema });

export const ProductosQuerySchema = z.object({
  sede: IdSchema.optional(),
  solo_activos: QueryFlagSchema.optional(),
});

export const CategoriasQuerySchema = z.object({
  sede: IdSchema.optional(),
  slug: z.string().max(120, { error: 'El slug es demasiado largo' }).optional(),
});

export const SedeIdQuerySchema = z.object({ sede_id: IdSchema });
