import { z } from 'zod';
import { IdSchema, idListSchema, textSchema } from './api-params';
import { TIPOS_PEDIDO } from './order-states';

/**
 * The kitchen (issue 31): each branch's stations, the tickets each one makes, and their bumps.
 * An order enters the kitchen when it is accepted; a station sees the lines of the categories it
 * takes (the expediter, every line); when every station with lines in it has bumped it ('Listo'),
 * the order is Preparado.
 */
export const KITCHEN_MESSAGES = {
  stationNotFound: 'Estación no encontrada',
  nameTaken: 'Ya existe una estación con ese nombre en esta sede',
  nameRequired: 'El nombre de la estación es requerido',
  minutesInvalid: 'Escribe los minutos como un número entero entre 1 y 240',
  redAfterAmber: 'El rojo debe llegar después del ámbar',
  categoriesRequired: 'Elige al menos una categoría, o marca la estación como despacho',
  orderNotInKitchen: (numero: number) =>
    `El pedido #${numero} ya no está en la cocina: lo cambiaron mientras tanto.`,
  orderCancelled: (numero: number) => `El pedido #${numero} fue cancelado mientras tanto.`,
  notOnStation: (numero: number) => `El pedido #${numero} no tiene nada para esta estación.`,
  lineNotOnStation: 'Esa línea no es de esta estación',
  changedSince: (numero: number) =>
    `El pedido #${numero} se modificó después de que lo marcaste listo: revisa el ticket y vuelve a marcarlo.`,
} as const;

/** Default minutes after which a ticket turns amber, and red. */
export const DEFAULT_AMBER_MINUTES = 8;
export const DEFAULT_RED_MINUTES = 12;
/** How many bumped tickets 'Recuperar' offers. */
export const RECOVERABLE_TICKETS = 10;

const minutes = z
  .number({ error: KITCHEN_MESSAGES.minutesInvalid })
  .int({ error: KITCHEN_MESSAGES.minutesInvalid })
  .min(1, { error: KITCHEN_MESSAGES.minutesInvalid })
  .max(240, { error: KITCHEN_MESSAGES.minutesInvalid });

export const EstacionInputSchema = z
  .object({
    nombre: textSchema({ max: 40, required: KITCHEN_MESSAGES.nameRequired }),
    expedidor: z.boolean().default(false),
    categorias: idListSchema('categorías', 100).default([]),
    minutos_ambar: minutes.default(DEFAULT_AMBER_MINUTES),
    minutos_rojo: minutes.default(DEFAULT_RED_MINUTES),
  })
  .superRefine((value, ctx) => {
    if (value.minutos_rojo <= value.minutos_ambar)
      ctx.addIssue({
        code: 'custom',
        path: ['minutos_rojo'],
        message: KITCHEN_MESSAGES.redAfterAmber,
      });
    if (!value.expedidor && value.categorias.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['categorias'],
        message: KITCHEN_MESSAGES.categoriesRequired,
      });
  });
export type EstacionInput = z.input<typeof EstacionInputSchema>;
export type EstacionValues = z.output<typeof EstacionInputSchema>;

export const EstacionSchema = z.object({
  id: z.number().int(),
  sede: z.number().int(),
  nombre: z.string(),
  orden: z.number().int(),
  expedidor: z.boolean(),
  categorias: z.array(z.number().int()),
  minutos_ambar: z.number().int(),
  minutos_rojo: z.number().int(),
});
export type Estacion = z.infer<typeof EstacionSchema>;

/** A line as a station makes it: no prices. */
export const TicketLineSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cantidad: z.number().int(),
  /** The size's label ('Mediana'), when it has one. */
  medida: z.string().nullable(),
  /** The second half's flavour of a half-and-half pizza. */
  mitad: z.string().nullable(),
  adiciones: z.array(z.string()),
  /** 'Sección: opción' of a special product. */
  selecciones: z.array(z.object({ seccion: z.string(), opcion: z.string() })),
  observaciones: z.string(),
  /** Marked made at this station (one tap). */
  hecha: z.boolean(),
  /** Added to the order by a change after it was placed ('Modificado'). */
  nueva: z.boolean(),
  /** Its quantity before a change, when a change made it another. */
  antes: z.number().int().nullable(),
});
export type TicketLine = z.infer<typeof TicketLineSchema>;

export const TicketSchema = z.object({
  pedido: z.number().int(),
  tipo_pedido: z.enum(TIPOS_PEDIDO),
  mesa: z.string().nullable(),
  /** Who it is for: the customer's first name or the guest's, for the counter's call. */
  cliente: z.string().nullable(),
  /** When the order entered the kitchen (accepted), ISO. */
  entro_en: z.string(),
  /** When it was promised (ISO): its slot when it was ordered for later, else the estimate. */
  entrega_estimada: z.string().nullable(),
  /** Ordered for later ('Programado'). */
  programado: z.boolean(),
  /** When this station bumped it, ISO; null while it is on the screen. */
  listo_en: z.string().nullable(),
  lineas: z.array(TicketLineSchema),
  /**
   * When staff last changed what this station makes of the order, ISO ('Modificado'); null if
   * never.
   */
  modificado_en: z.string().nullable(),
  /** Lines a change took out, shown struck through. */
  quitadas: z.array(TicketLineSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** What is pending across the station's tickets, by product and size ('Hawaiana · Mediana × 4'). */
export const AllDayItemSchema = z.object({
  nombre: z.string(),
  medida: z.string().nullable(),
  cantidad: z.number().int(),
});
export type AllDayItem = z.infer<typeof AllDayItemSchema>;

/** A station's screen: its tickets in arrival order, the last bumped ones, and the totals. */
export const CocinaSchema = z.object({
  estacion: EstacionSchema,
  /** The server's clock, ISO: the display counts each ticket's minutes from it. */
  ahora: z.string(),
  tickets: z.array(TicketSchema),
  recuperables: z.array(TicketSchema),
  todo_el_dia: z.array(AllDayItemSchema),
});
export type Cocina = z.infer<typeof CocinaSchema>;

export const BumpInputSchema = z.object({
  pedido: IdSchema,
  /**
   * When it was bumped, ISO, for a bump made offline and sent on reconnect (at most a day ago;
   * the server's clock otherwise).
   */
  listo_en: z.iso.datetime({ offset: true, error: 'Fecha inválida' }).optional(),
});
export type BumpInput = z.input<typeof BumpInputSchema>;

export const LineMarkSchema = z.object({ hecha: z.boolean({ error: 'Debe ser sí o no' }) });

/** A ticket's colour: by the minutes it has been in the kitchen and the station's targets. */
export type TicketTone = 'ok' | 'amber' | 'red';
export function ticketTone(
  minutesIn: number,
  station: Pick<Estacion, 'minutos_ambar' | 'minutos_rojo'>,
): TicketTone {
  if (minutesIn >= station.minutos_rojo) return 'red';
  if (minutesIn >= station.minutos_ambar) return 'amber';
  return 'ok';
}
