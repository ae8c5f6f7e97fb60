import { z } from 'zod';
import { IdSchema, textSchema } from './api-params';
import { ESTADOS_MESA, type EstadoMesa } from './order-states';

export const ESTADO_MESA_LABELS: Record<EstadoMesa, string> = {
  LIBRE: 'Libre',
  ESPERANDO: 'Esperando',
  OCUPADA: 'Ocupada',
};

/** A table of a branch, as GET /api/locations/mesas/ answers it. */
export const MesaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_MESA),
  sede: z.number().int(),
});
export type Mesa = z.infer<typeof MesaSchema>;

/** Most tables registered at once (each one is its own call). */
export const MAX_MESAS_POR_REGISTRO = 50;

/** Table registration (spec §5): a branch and a count are required. */
export const RegisterTablesSchema = z.object({
  sede: z
    .number({ error: 'Selecciona una sede' })
    .int({ error: 'Selecciona una sede' })
    .positive({ error: 'Selecciona una sede' })
    .pipe(IdSchema),
  cantidad: z
    .number({ error: 'Indica cuántas mesas quieres registrar' })
    .int({ error: 'La cantidad debe ser un número entero' })
    .min(1, { error: 'Registra al menos una mesa' })
    .max(MAX_MESAS_POR_REGISTRO, {
      error: `Puedes registrar hasta ${MAX_MESAS_POR_REGISTRO} mesas a la vez`,
    }),
});
export type RegisterTablesInput = z.infer<typeof RegisterTablesSchema>;

const MesaNombreSchema = textSchema({ max: 40, required: 'El nombre de la mesa es requerido' });

/** POST /api/locations/mesas/: without a name, the branch's next 'Mesa N'. */
export const MesaCreateSchema = z.object({
  sede: IdSchema,
  nombre: MesaNombreSchema.optional(),
});

/** PATCH /api/locations/mesas/{id}/: a new state, a new name, or both. */
export const MesaPatchSchema = z.object({
  estado: z.enum(ESTADOS_MESA, { error: 'Estado de mesa inválido' }).optional(),
  nombre: MesaNombreSchema.optional(),
});
