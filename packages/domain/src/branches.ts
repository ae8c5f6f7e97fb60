import { z } from 'zod';

export const SedeSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  imagen: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  productos: z.array(z.number().int()),
  productos_especiales: z.array(z.number().int()),
});
export type Sede = z.infer<typeof SedeSchema>;

export const EstadoSedeSchema = z.object({
  id: z.number().int(),
  abierta: z.boolean(),
  minutos_para_cambio: z.number().int().nullable(),
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
