// The API's shapes for orders for later (issue 32); the rules are in time-slots.ts.
import { z } from 'zod';
import { TIPOS_PEDIDO } from './order-states';

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: escribe un número de minutos` })
    .int({ error: `${label}: escribe un número entero de minutos` })
    .min(min, { error: `${label}: mínimo ${min} minutos` })
    .max(max, { error: `${label}: máximo ${max} minutos` });

const capacity = (label: string) =>
  z
    .number({ error: `${label}: escribe un número de pedidos o déjalo vacío` })
    .int({ error: `${label}: escribe un número entero de pedidos` })
    .min(1, { error: `${label}: al menos 1 pedido, o déjalo vacío para no limitar` })
    .max(999, { error: `${label}: máximo 999 pedidos` })
    .nullable();

/** Slot lengths a branch can choose: they divide an hour or are one. */
export const SLOT_LENGTHS = [10, 15, 20, 30, 60] as const;

export const SlotSettingsSchema = z.object({
  minutos_preparacion_recoger: minutes('Preparación para recoger', 0, 240),
  minutos_preparacion_domicilio: minutes('Preparación para domicilio', 0, 240),
  dias_programacion: z
    .number({ error: 'Días para programar: escribe un número de 0 a 14' })
    .int({ error: 'Días para programar: escribe un número entero' })
    .min(0, { error: 'Días para programar: de 0 (sin programar) a 14' })
    .max(14, { error: 'Días para programar: máximo 14' }),
  minutos_franja: z
    .number({ error: 'Elige la duración de la franja' })
    .refine((n) => (SLOT_LENGTHS as readonly number[]).includes(n), {
      error: `La franja dura ${SLOT_LENGTHS.join(', ')} minutos`,
    }),
  capacidad_domicilio: capacity('Domicilios por franja'),
  capacidad_recoger: capacity('Pedidos para recoger por franja'),
});

export const SlotQuerySchema = z.object({
  tipo: z.enum(['DOMICILIO', 'RECOGER'], { error: 'Tipo de pedido inválido' }),
  fecha: z.iso.date({ error: "Usa una fecha real en el formato 'AAAA-MM-DD'" }).optional(),
  /** A delivery's ride in minutes, when the address is known. */
  viaje: z.coerce.number().int().min(0).max(240).optional(),
});

export const SlotSchema = z.object({
  inicio: z.string(),
  fin: z.string(),
  disponible: z.boolean(),
  lleno: z.boolean(),
});

/** What the checkout offers: 'Lo antes posible' and the days and slots of 'Programar'. */
export const AgendaSchema = z.object({
  /** The honest estimate for an order placed now; null when the branch is closed now. */
  entrega_estimada: z.string().nullable(),
  /** Days with at least one slot free, each with all its slots. */
  dias: z.array(z.object({ fecha: z.string(), franjas: z.array(SlotSchema) })),
});
export type Agenda = z.infer<typeof AgendaSchema>;

export const TIPOS_PROGRAMABLES = TIPOS_PEDIDO.filter((t) => t !== 'MESA');
