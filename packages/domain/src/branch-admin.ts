// What the back office sends to change a branch: its week of hours, the products it sells, its
// data and its rush controls. The hours editor and the server check the same schemas.
import { z } from 'zod';
import { IdSchema, idListSchema, INPUT_MESSAGES, textSchema } from './api-params';
import { phoneProblem } from './phone';
import { ContactPhoneSchema, PhoneTextSchema } from './phone-schemas';

export const BRANCH_ADMIN_MESSAGES = {
  timeInvalid: 'Ingrese una hora válida (HH:mm)',
  startRequired: 'Ingrese la hora de apertura',
  endRequired: 'Ingrese la hora de cierre',
  sameTimes: 'La hora de cierre debe ser distinta de la de apertura',
  dayInvalid: 'El día debe estar entre 1 (lunes) y 7 (domingo)',
  dayRepeated: 'Hay más de un horario para el mismo día',
  holidayRepeated: 'Solo puede haber un horario de festivos',
  hoursEmpty: 'Envíe el horario de al menos un día',
  hoursTooMany: 'Envíe a lo sumo 8 horarios: uno por día y el de festivos',
  otherBranch: 'Todos los horarios deben ser de la misma sede',
  nameRequired: 'El nombre de la sede es requerido',
  nameTaken: 'Ya existe una sede con ese nombre',
  addressRequired: 'La dirección es requerida',
  latInvalid: 'Ingrese una latitud válida en Colombia (entre -4,3 y 13,5)',
  lngInvalid: 'Ingrese una longitud válida en Colombia (entre -82 y -66)',
  reasonRequired: 'Escriba el motivo de la pausa',
  resumeInvalid: 'Ingrese una fecha y hora válidas para reanudar',
  resumePast: 'La hora de reanudar debe ser posterior a la actual',
  extraMinutes: 'Los minutos extra deben estar entre 0 y 120',
  productsMissing: 'Hay productos que no existen',
  branchesAll: 'Solo quien tiene acceso a todas las sedes puede crear una sede',
  hoursSaved: 'Horarios guardados correctamente',
  hoursSaveError: 'Error al guardar los horarios',
  hoursLoadError: 'Error al cargar los horarios',
  noMonday: 'No hay horario de lunes para copiar',
  noSaturday: 'No hay horario de sábado para copiar',
  associated: (branch: string) => `Productos asociados correctamente a ${branch}`,
  associateError: 'Error al asociar los productos',
  branchLoadError: 'Error al cargar los datos de la sede',
} as const;

/** Most minutes 'Modo ocupado' may add to the time customers are told. */
export const MAX_EXTRA_MINUTES = 120;

/** 'HH:mm' or 'HH:mm:ss', 00:00 to 23:59. */
export const ClockTimeSchema = z
  .string({ error: BRANCH_ADMIN_MESSAGES.timeInvalid })
  .max(8, { error: INPUT_MESSAGES.tooLong(8) })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: BRANCH_ADMIN_MESSAGES.timeInvalid });

/** 'HH:mm' of a clock time ('18:00:00' → '18:00'), for comparing and for time inputs. */
export const hhmm = (value: string | null | undefined): string | null =>
  value ? value.slice(0, 5) : null;

/**
 * One row of a branch's week. Open rows need both times, and different ones (a closing time
 * earlier than the opening one closes after midnight); a closed row's times are dropped.
 */
export const HorarioSedeInputSchema = z
  .object({
    sede: IdSchema,
    dia_semana: z
      .number({ error: BRANCH_ADMIN_MESSAGES.dayInvalid })
      .int({ error: BRANCH_ADMIN_MESSAGES.dayInvalid })
      .min(1, { error: BRANCH_ADMIN_MESSAGES.dayInvalid })
      .max(7, { error: BRANCH_ADMIN_MESSAGES.dayInvalid }),
    hora_inicio: ClockTimeSchema.nullable().optional(),
    hora_fin: ClockTimeSchema.nullable().optional(),
    cerrado: z.boolean({ error: 'Indique si la sede está cerrada ese día' }),
    es_festivo: z.boolean({ error: 'Indique si es el horario de festivos' }).default(false),
  })
  .superRefine((row, ctx) => {
    if (row.cerrado) return;
    if (!row.hora_inicio)
      ctx.addIssue({
        code: 'custom',
        path: ['hora_inicio'],
        message: BRANCH_ADMIN_MESSAGES.startRequired,
      });
    if (!row.hora_fin)
      ctx.addIssue({
        code: 'custom',
        path: ['hora_fin'],
        message: BRANCH_ADMIN_MESSAGES.endRequired,
      });
    if (row.hora_inicio && row.hora_fin && hhmm(row.hora_inicio) === hhmm(row.hora_fin))
      ctx.addIssue({
        code: 'custom',
        path: ['hora_fin'],
        message: BRANCH_ADMIN_MESSAGES.sameTimes,
      });
  })
  .transform((row) => ({
    sede: row.sede,
    // The holiday row is stored as day 1 (back-office.md §3).
    dia_semana: row.es_festivo ? 1 : row.dia_semana,
    hora_inicio: row.cerrado ? null : (row.hora_inicio ?? null),
    hora_fin: row.cerrado ? null : (row.hora_fin ?? null),
    cerrado: row.cerrado,
    es_festivo: row.es_festivo,
  }));
export type HorarioSedeInput = z.input<typeof HorarioSedeInputSchema>;

/** A branch's whole week: one row per day at most, plus at most one holiday row, one branch. */
export const HorariosSemanaSchema = z
  .array(HorarioSedeInputSchema, { error: 'Envíe una lista de horarios' })
  .min(1, { error: BRANCH_ADMIN_MESSAGES.hoursEmpty })
  .max(8, { error: BRANCH_ADMIN_MESSAGES.hoursTooMany })
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (row.sede !== rows[0]?.sede)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'sede'],
          message: BRANCH_ADMIN_MESSAGES.otherBranch,
        });
      const key = row.es_festivo ? 'festivo' : String(row.dia_semana);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'dia_semana'],
          message: row.es_festivo
            ? BRANCH_ADMIN_MESSAGES.holidayRepeated
            : BRANCH_ADMIN_MESSAGES.dayRepeated,
        });
      seen.add(key);
    });
  });
export type HorariosSemana = z.output<typeof HorariosSemanaSchema>;

/** The products a branch sells: it replaces the whole list. */
export const AsociarProductosSchema = z.object({
  productos: idListSchema('productos', 5000),
  productos_especiales: idListSchema('productos especiales', 5000),
});
export type AsociarProductos = z.infer<typeof AsociarProductosSchema>;

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine(Number.isFinite, { error: message });

/** A WhatsApp number (a Colombian mobile) or nothing: '' or null means none. */
const WhatsAppSchema = PhoneTextSchema.pipe(
  z.string().superRefine((digits, ctx) => {
    if (digits === '') return;
    const message = phoneProblem(digits, 'mobile');
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
)
  .nullable()
  .optional()
  .transform((digits) => (digits ? digits : null));

/** A branch's data, on create and edit (its picture travels beside it, in the same form). */
export const SedeInputSchema = z.object({
  nombre: textSchema({ max: 80, required: BRANCH_ADMIN_MESSAGES.nameRequired }),
  direccion: textSchema({ max: 200, required: BRANCH_ADMIN_MESSAGES.addressRequired }),
  lat: coordinate(-4.3, 13.5, BRANCH_ADMIN_MESSAGES.latInvalid),
  lng: coordinate(-82, -66, BRANCH_ADMIN_MESSAGES.lngInvalid),
  telefono: ContactPhoneSchema,
  whatsapp: WhatsAppSchema,
});
export type SedeInput = z.input<typeof SedeInputSchema>;

/**
 * 'Pausar pedidos en línea' (pausada true, with a reason and maybe when to resume by itself)
 * or 'Reanudar pedidos' (pausada false).
 */
export const PausaSedeSchema = z
  .object({
    pausada: z.boolean({ error: 'Indique si los pedidos en línea quedan pausados' }),
    motivo: textSchema({ max: 120, min: 0 }).nullable().optional(),
    hasta: z.iso
      .datetime({ offset: true, error: BRANCH_ADMIN_MESSAGES.resumeInvalid })
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.pausada && !body.motivo)
      ctx.addIssue({
        code: 'custom',
        path: ['motivo'],
        message: BRANCH_ADMIN_MESSAGES.reasonRequired,
      });
  });
export type PausaSede = z.input<typeof PausaSedeSchema>;

/** 'Modo ocupado': 0 (off) to 120 minutes more on the time customers are told. */
export const ModoOcupadoSchema = z.object({
  minutos_extra: z
    .number({ error: BRANCH_ADMIN_MESSAGES.extraMinutes })
    .int({ error: BRANCH_ADMIN_MESSAGES.extraMinutes })
    .min(0, { error: BRANCH_ADMIN_MESSAGES.extraMinutes })
    .max(MAX_EXTRA_MINUTES, { error: BRANCH_ADMIN_MESSAGES.extraMinutes }),
});
export type ModoOcupado = z.infer<typeof ModoOcupadoSchema>;
