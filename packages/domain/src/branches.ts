import { z } from 'zod';

export const SedeSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  /** The branch's WhatsApp number when it has one apart from its phone. */
  whatsapp: z.string().nullable(),
  imagen: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  productos: z.array(z.number().int()),
  productos_especiales: z.array(z.number().int()),
});
export type Sede = z.infer<typeof SedeSchema>;

export const EstadoSedeSchema = z.object({
  id: z.number().int(),
  /** Open by its hours (Bogotá time, holidays included). */
  abierta: z.boolean(),
  minutos_para_cambio: z.number().int().nullable(),
  /** 'Pausar pedidos en línea': customers cannot order online; staff mode still can. */
  pausada: z.boolean(),
  motivo_pausa: z.string().nullable(),
  /** When the pause ends by itself (ISO instant), or null until it is lifted by hand. */
  pausa_hasta: z.string().nullable(),
  /** 'Modo ocupado': minutes added to the time customers are told to expect. */
  minutos_extra: z.number().int(),
});
export type EstadoSede = z.infer<typeof EstadoSedeSchema>;

export const HorarioSedeSchema = z.object({
  id: z.number().int().optional(),
  sede: z.number().int(),
  dia_semana: z.number().int().min(1).max(7),
  hora_inicio: z.string().nullable(),
  hora_fin: z.string().nullable(),
  cerrado: z.boolean(),
  es_festivo: z.boolean(),
});
export type HorarioSede = z.infer<typeof HorarioSedeSchema>;

/** What customers read, and the server answers, when a branch has paused online orders. */
// The pause's words live in a zod-free module: the menu's first load shows them (decision 005).
export { BRANCH_PAUSED_TEXT, branchPausedMessage } from './branch-pause';

/** Whether a branch takes customers' online orders now: open by its hours and not paused. */
export function takesOnlineOrders(estado: Pick<EstadoSede, 'abierta' | 'pausada'>): boolean {
  return estado.abierta && !estado.pausada;
}
