import { z } from 'zod';
import { IdSchema, textSchema } from './api-params';
import { ESTADOS_MESA, type EstadoMesa } from './order-states';
import type { Permiso } from './permissions';

export const ESTADO_MESA_LABELS: Record<EstadoMesa, string> = {
  LIBRE: 'Libre',
  ESPERANDO: 'Esperando',
  OCUPADA: 'Ocupada',
};

/**
 * Who may do what with tables (docs/decisions/009-tables.md), any one key of a list: registering
 * and renaming are the table manager's (gestionar_mesas); seeing them and changing a state are
 * also order takers' (gestionar_pedidos), who seat guests while taking orders.
 */
export const PERMISOS_MESAS = {
  ver: ['gestionar_mesas', 'gestionar_pedidos'],
  registrar: ['gestionar_mesas'],
  renombrar: ['gestionar_mesas'],
  cambiarEstado: ['gestionar_mesas', 'gestionar_pedidos'],
} as const satisfies Record<string, readonly Permiso[]>;

/** An order still open at a table: its number and what it comes to. */
export const PedidoEnMesaSchema = z.object({
  id: z.number().int(),
  total_pedido: z.number().int(),
});
export type PedidoEnMesa = z.infer<typeof PedidoEnMesaSchema>;

/** A table of a branch, as GET /api/locations/mesas/ answers it. */
export const MesaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_MESA),
  sede: z.number().int(),
  /** The table's active orders (activo, not delivered or cancelled), oldest first. */
  pedidos_abiertos: z.array(PedidoEnMesaSchema),
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

const EstadoMesaSchema = z.enum(ESTADOS_MESA, { error: 'Estado de mesa inválido' });

/** PATCH /api/locations/mesas/{id}/: a new state, a new name, or both. */
export const MesaPatchSchema = z.object({
  estado: EstadoMesaSchema.optional(),
  /**
   * The state the caller's screen showed: when the table is no longer in it (another device
   * changed it), nothing changes and the answer is a 409 saying what it is now.
   */
  estado_anterior: EstadoMesaSchema.optional(),
  nombre: MesaNombreSchema.optional(),
});
export type MesaPatch = z.infer<typeof MesaPatchSchema>;

/** The 409 of a change made on a stale screen. */
export function mesaCambiadaMessage(nombre: string, estado: EstadoMesa): string {
  return `${nombre} ya está ${ESTADO_MESA_LABELS[estado].toLowerCase()}: otro dispositivo la cambió. Revisa su estado y vuelve a elegir.`;
}

const NUMBERED = /^Mesa (\d+)$/;

/** The number the branch's next unnamed table gets: one more than the highest 'Mesa N'. */
export function nextMesaNumber(nombres: readonly string[]): number {
  let highest = 0;
  for (const nombre of nombres) {
    const n = Number(NUMBERED.exec(nombre)?.[1] ?? 0);
    if (n > highest) highest = n;
  }
  return highest + 1;
}

/** What registering `count` tables from number `first` creates: 'Se crearán Mesa 11 y Mesa 12.' */
export function registerTablesPreview(first: number, count: number): string {
  if (count <= 1) return `Se creará la Mesa ${first}.`;
  if (count > 3) return `Se crearán de la Mesa ${first} a la Mesa ${first + count - 1}.`;
  const names = Array.from({ length: count }, (_, i) => `Mesa ${first + i}`);
  return `Se crearán ${names.slice(0, -1).join(', ')} y ${names.at(-1)}.`;
}
