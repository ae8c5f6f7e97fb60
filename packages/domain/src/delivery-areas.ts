// A branch's delivery areas (docs/decisions/013): what the back office sends and reads, the
// rules a drawn area must follow, and the customer-facing texts about them.
import { z } from 'zod';
import { IdSchema, textSchema } from './api-params';
import { polygonArea, selfIntersects } from './geo-areas';
import { formatCOP } from './money';

/** 'CALCULADA': the ARCHITECTURE.md fee by travel time; 'FIJA': the area's own fee. */
export const TARIFA_TIPOS = ['CALCULADA', 'FIJA'] as const;
export type TarifaTipo = (typeof TARIFA_TIPOS)[number];
export const TARIFA_LABELS: Record<TarifaTipo, string> = { CALCULADA: 'Calculada', FIJA: 'Fija' };

/** Colombia, San Andrés and Leticia included: an area drawn outside it is a mistake. */
export const COLOMBIA_BOUNDS = { lat: { min: -4.3, max: 13.6 }, lng: { min: -82, max: -66.8 } };
export const MAX_AREAS = 20;
export const MAX_AREA_POINTS = 200;
/** Largest fixed fee or minimum order, in pesos. */
export const MAX_AREA_AMOUNT = 10_000_000;

export const AREA_MESSAGES = {
  nameRequired: 'El nombre de la zona es requerido',
  nameRepeated: 'Otra zona de esta sede ya tiene ese nombre',
  tooFewPoints: 'La zona necesita al menos 3 puntos',
  tooManyPoints: `Máximo ${MAX_AREA_POINTS} puntos por zona`,
  tooManyAreas: `Máximo ${MAX_AREAS} zonas por sede`,
  coordinateInvalid: 'Ingrese una coordenada válida',
  latOutside: 'La latitud está fuera de Colombia (entre -4,3 y 13,6)',
  lngOutside: 'La longitud está fuera de Colombia (entre -82 y -66,8)',
  selfIntersecting: 'Los bordes de la zona no pueden cruzarse ni tocarse entre sí',
  noSurface: 'Los puntos de la zona están en línea: no encierran ninguna superficie',
  fixedFeeRequired: 'La tarifa fija es requerida',
  amountInvalid: 'Ingrese un valor válido (0 o más, en pesos)',
  amountTooHigh: `El valor no puede superar ${formatCOP(MAX_AREA_AMOUNT)}`,
  feeRuleInvalid: "La tarifa debe ser 'CALCULADA' o 'FIJA'",
} as const;

/** 'El pedido mínimo para domicilio en {zona} es {$ valor}'. */
export function minimumOrderMessage(zona: string, valor: number): string {
  return `El pedido mínimo para domicilio en ${zona} es ${formatCOP(valor)}`;
}

const coordinate = (bounds: { min: number; max: number }, outside: string) =>
  z
    .number({ error: AREA_MESSAGES.coordinateInvalid })
    .refine(Number.isFinite, { error: AREA_MESSAGES.coordinateInvalid })
    .refine((v) => v >= bounds.min && v <= bounds.max, { error: outside });

export const PuntoZonaSchema = z.object({
  lat: coordinate(COLOMBIA_BOUNDS.lat, AREA_MESSAGES.latOutside),
  lng: coordinate(COLOMBIA_BOUNDS.lng, AREA_MESSAGES.lngOutside),
});
export type PuntoZona = z.infer<typeof PuntoZonaSchema>;

const AmountSchema = z
  .number({ error: AREA_MESSAGES.amountInvalid })
  .int({ error: AREA_MESSAGES.amountInvalid })
  .min(0, { error: AREA_MESSAGES.amountInvalid })
  .max(MAX_AREA_AMOUNT, { error: AREA_MESSAGES.amountTooHigh });

/** One area as the back office sends it; its order is its place in the list. */
export const ZonaEntregaInputSchema = z
  .object({
    nombre: textSchema({ max: 60, required: AREA_MESSAGES.nameRequired }),
    poligono: z
      .array(PuntoZonaSchema, { error: AREA_MESSAGES.tooFewPoints })
      .min(3, { error: AREA_MESSAGES.tooFewPoints })
      .max(MAX_AREA_POINTS, { error: AREA_MESSAGES.tooManyPoints }),
    tarifa_tipo: z.enum(TARIFA_TIPOS, { error: AREA_MESSAGES.feeRuleInvalid }),
    tarifa_fija: AmountSchema.nullable().optional(),
    pedido_minimo: AmountSchema.default(0),
    activa: z.boolean({ error: 'Debe ser sí o no' }).default(true),
  })
  .superRefine((zona, ctx) => {
    if (
      zona.tarifa_tipo === 'FIJA' &&
      (zona.tarifa_fija === null || zona.tarifa_fija === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['tarifa_fija'],
        message: AREA_MESSAGES.fixedFeeRequired,
      });
    }
    if (zona.poligono.length < 3) return;
    if (selfIntersects(zona.poligono)) {
      ctx.addIssue({ code: 'custom', path: ['poligono'], message: AREA_MESSAGES.selfIntersecting });
    } else if (polygonArea(zona.poligono) < 1e-10) {
      ctx.addIssue({ code: 'custom', path: ['poligono'], message: AREA_MESSAGES.noSurface });
    }
  })
  .transform((zona) => ({
    ...zona,
    // Only a fixed fee has an amount of its own.
    tarifa_fija: zona.tarifa_tipo === 'FIJA' ? (zona.tarifa_fija ?? 0) : null,
  }));
export type ZonaEntregaInput = z.input<typeof ZonaEntregaInputSchema>;

/** `PUT /api/locations/sedes/{id}/zonas/`: every area of the branch, in order. */
export const ZonasEntregaInputSchema = z
  .object({
    zonas: z
      .array(ZonaEntregaInputSchema, { error: 'Envía la lista de zonas' })
      .max(MAX_AREAS, { error: AREA_MESSAGES.tooManyAreas }),
  })
  .superRefine(({ zonas }, ctx) => {
    const seen = new Set<string>();
    zonas.forEach((zona, i) => {
      const key = zona.nombre.toLocaleLowerCase('es');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['zonas', i, 'nombre'],
          message: AREA_MESSAGES.nameRepeated,
        });
      }
      seen.add(key);
    });
  });
export type ZonasEntregaInput = z.input<typeof ZonasEntregaInputSchema>;

export const ZonaEntregaSchema = z.object({
  id: IdSchema,
  sede: IdSchema,
  nombre: z.string(),
  poligono: z.array(z.object({ lat: z.number(), lng: z.number() })),
  tarifa_tipo: z.enum(TARIFA_TIPOS),
  tarifa_fija: z.number().int().nullable(),
  pedido_minimo: z.number().int(),
  activa: z.boolean(),
  orden: z.number().int(),
});
export type ZonaEntrega = z.infer<typeof ZonaEntregaSchema>;

/** The area a delivery quote was made in (null: the branch has no areas, only its radius). */
export const ZonaCotizadaSchema = z.object({ id: IdSchema, nombre: z.string() }).nullable();
