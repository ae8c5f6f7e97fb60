// Advertisements (back-office.md "Advertising", §3, §5, §8): what the API answers, what the form
// sends, and the rules of their dates, in Bogotá time.
import { z } from 'zod';
import { textSchema } from './api-params';
import { addDays, bogotaInstant, bogotaParts } from './bogota-time';
import { formatDateShort } from './dates';

export const AD_MESSAGES = {
  loadListError: 'Error al cargar las publicidades',
  loadError: 'No se pudo cargar la publicidad',
  notFound: 'Publicidad no encontrada',
  toggleError: 'No se pudo cambiar el estado',
  activated: 'Publicidad activada correctamente',
  deactivated: 'Publicidad desactivada correctamente',
  createError: 'Error al crear la publicidad',
  created: 'Publicidad creada correctamente',
  updateError: 'Error al modificar la publicidad',
  updated: 'Publicidad modificada correctamente',
  titleRequired: 'El título es requerido',
  imageRequired: 'La imagen es requerida',
  imageKept: 'Si no seleccionas una nueva imagen, se mantendrá la actual.',
  startRequired: 'La fecha de inicio es requerida',
  endRequired: 'La fecha de fin es requerida',
  /** A date that is not a day (or an instant): which one, and how to write it. */
  dateInvalid: (field: AdDateField) =>
    `La ${AD_DATE_NAMES[field]} debe ser un día con el formato AAAA-MM-DD (por ejemplo, 2026-12-24)`,
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  outOfWindow: (field: AdDateField, min: string, max: string) =>
    `La ${AD_DATE_NAMES[field]} debe estar entre el ${formatDateShort(bogotaInstant(min))} y el ${formatDateShort(bogotaInstant(max))}`,
} as const;

/** An ad's two dates, as the form and the API name them. */
export type AdDateField = 'fecha_inicio' | 'fecha_fin';
const AD_DATE_NAMES: Record<AdDateField, string> = {
  fecha_inicio: 'fecha de inicio',
  fecha_fin: 'fecha de fin',
};

/** Longest title, in characters. */
export const AD_TITLE_MAX = 120;

/** An ad as the back office reads it (consultar_publicidad). */
export const PublicidadSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** The picture's URL: a stored WebP (`/imagenes/…/640.webp`) or a file under /uploads. */
  imagen: z.string(),
  /** ISO instants: the first moment it shows and the last one. */
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  activa: z.boolean(),
  /** Active and within its dates now, by the server's clock. */
  esta_vigente: z.boolean(),
  creado_en: z.string(),
});
export type Publicidad = z.infer<typeof PublicidadSchema>;

/** An ad as the customers' pop-up reads it: only current ones, only what it shows. */
export const PublicidadPublicaSchema = z.object({
  id: z.number().int(),
  imagen: z.string(),
  titulo: z.string(),
});
export type PublicidadPublica = z.infer<typeof PublicidadPublicaSchema>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True for a real calendar day 'yyyy-MM-dd'. */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** True for what the API takes as an ad's date: a day 'yyyy-MM-dd' or an ISO instant with offset. */
export function isAdDate(value: string): boolean {
  if (isDay(value)) return true;
  return INSTANT.test(value) && isDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** The first instant of an ad starting on `value`: a day starts at 00:00 in Bogotá. */
export function adStartInstant(value: string): Date {
  return isDay(value) ? bogotaInstant(value) : new Date(value);
}

/** The last instant of an ad ending on `value`: a day ends at 23:59:59.999 in Bogotá. */
export function adEndInstant(value: string): Date {
  return isDay(value) ? new Date(bogotaInstant(addDays(value, 1)).getTime() - 1) : new Date(value);
}

/** The Bogotá day ('yyyy-MM-dd') of an ad's date or instant, as a date input shows it. */
export function adDay(value: string): string {
  return isDay(value) ? value : bogotaParts(new Date(value)).ymd;
}

/** True when an ad is active and `now` falls within its dates. */
export function isAdCurrent(
  ad: { activa: boolean; fecha_inicio: string | Date; fecha_fin: string | Date },
  now: Date,
): boolean {
  const time = now.getTime();
  return (
    ad.activa &&
    new Date(ad.fecha_inicio).getTime() <= time &&
    time <= new Date(ad.fecha_fin).getTime()
  );
}

/**
 * The days an ad's dates may fall on (spec §5): from the first day of the current month to the
 * same day five years ahead, in Bogotá.
 */
export function adDateWindow(now: Date): { min: string; max: string } {
  const today = bogotaParts(now).ymd;
  const [year, month, day] = today.split('-');
  // 29 February five years on is 28 February.
  const max = isDay(`${Number(year) + 5}-${month}-${day}`)
    ? `${Number(year) + 5}-${month}-${day}`
    : `${Number(year) + 5}-${month}-28`;
  return { min: `${year}-${month}-01`, max };
}

const adDateSchema = (field: AdDateField, required: string) =>
  textSchema({ max: 40, required }).refine((value) => value === '' || isAdDate(value), {
    error: AD_MESSAGES.dateInvalid(field),
  });

/**
 * An ad's fields as the form and the API take them (the picture travels apart, in the multipart
 * body): dates are Bogotá days 'yyyy-MM-dd' (or ISO instants), the end not before the start.
 */
export const PublicidadInputSchema = z
  .object({
    titulo: textSchema({ max: AD_TITLE_MAX, required: AD_MESSAGES.titleRequired }),
    fecha_inicio: adDateSchema('fecha_inicio', AD_MESSAGES.startRequired),
    fecha_fin: adDateSchema('fecha_fin', AD_MESSAGES.endRequired),
    activa: z.boolean({ error: 'Debe ser sí o no' }),
  })
  .refine(
    (ad) =>
      !isAdDate(ad.fecha_inicio) ||
      !isAdDate(ad.fecha_fin) ||
      adEndInstant(ad.fecha_fin).getTime() >= adStartInstant(ad.fecha_inicio).getTime(),
    { error: AD_MESSAGES.endBeforeStart, path: ['fecha_fin'] },
  );
export type PublicidadInput = z.infer<typeof PublicidadInputSchema>;

/**
 * The input schema with the dates' window at `now`. On an edit, a date left as it was
 * (`unchanged`) stays valid even when its day has passed out of the window.
 */
export function publicidadInputSchema(
  now: Date,
  unchanged: { fecha_inicio?: string; fecha_fin?: string } = {},
) {
  const { min, max } = adDateWindow(now);
  return PublicidadInputSchema.superRefine((ad, ctx) => {
    for (const field of ['fecha_inicio', 'fecha_fin'] as const) {
      const value = ad[field];
      if (!isAdDate(value)) continue;
      const kept = unchanged[field];
      if (kept !== undefined && isAdDate(kept) && adDay(kept) === adDay(value)) continue;
      const day = adDay(value);
      if (day < min || day > max) {
        ctx.addIssue({
          code: 'custom',
          message: AD_MESSAGES.outOfWindow(field, min, max),
          path: [field],
        });
      }
    }
  });
}

/** PATCH /api/publicidades/{id}/: the list's Activar/Desactivar. */
export const PublicidadPatchSchema = z.object({
  activa: z.boolean({ error: 'Debe ser sí o no' }),
});
export type PublicidadPatch = z.infer<typeof PublicidadPatchSchema>;
