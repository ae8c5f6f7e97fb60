import { z } from 'zod';
import { IdParamSchema } from './api-params';
import { addDays } from './bogota-time';
import { TIPOS_PEDIDO } from './order-states';

/**
 * The owner's numbers (issue 36): sales per branch and period in Bogotá days, with a comparison.
 * A sale is an order placed (an online one once paid) and neither cancelled nor expired;
 * cancelled and expired orders are counted apart. Money is integer pesos, as charged.
 */
export const REPORT_MESSAGES = {
  dateInvalid: 'Escribe una fecha válida (AAAA-MM-DD)',
  rangeReversed: 'La fecha final no puede ser anterior a la inicial',
  rangeTooLong: (days: number) => `El periodo no puede pasar de ${days} días`,
  compareBranchRequired: 'Elige la sede con la que comparar',
  compareSameBranch: 'Elige una sede distinta para comparar',
  compareNeedsBranch: 'Elige una sede para compararla con otra',
  formatInvalid: "El formato debe ser 'csv' o 'xlsx'",
  branchNotFound: 'Sede no encontrada',
} as const;

/** The longest period a report covers: two years and a day. */
export const MAX_REPORT_DAYS = 732;

export const REPORT_SECTIONS = [
  'resumen',
  'ventas',
  'canales',
  'productos',
  'horas',
  'tiempos',
  'clientes',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_LABELS: Record<ReportSection, string> = {
  resumen: 'Resumen',
  ventas: 'Ventas en el tiempo',
  canales: 'Por tipo y canal',
  productos: 'Productos',
  horas: 'Horas de más pedidos',
  tiempos: 'Tiempos',
  clientes: 'Clientes',
};

/** What a period is compared with: nothing, the days just before, a week before, another branch. */
export const COMPARISONS = ['ninguno', 'periodo', 'semana', 'sede'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const COMPARISON_LABELS: Record<Comparison, string> = {
  ninguno: 'Sin comparar',
  periodo: 'Periodo anterior',
  semana: 'Semana anterior',
  sede: 'Otra sede',
};

const isRealDay = (ymd: string) => {
  const day = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === ymd;
};

const DaySchema = z
  .string({ error: REPORT_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: REPORT_MESSAGES.dateInvalid })
  .refine(isRealDay, { error: REPORT_MESSAGES.dateInvalid });

/** Days from `desde` to `hasta`, both included. */
export function daysBetween(desde: string, hasta: string): number {
  return (
    Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 864e5) + 1
  );
}

const ReportQueryFields = {
  desde: DaySchema,
  hasta: DaySchema,
  /** One branch; absent: all the caller's branches. */
  sede: IdParamSchema.optional(),
  comparar: z.enum(COMPARISONS, { error: 'Elige con qué comparar de la lista' }).default('ninguno'),
  comparar_sede: IdParamSchema.optional(),
};

type ReportQueryShape = {
  desde: string;
  hasta: string;
  sede?: number | undefined;
  comparar: Comparison;
  comparar_sede?: number | undefined;
};

function checkReportQuery(q: ReportQueryShape, ctx: z.RefinementCtx): void {
  if (q.hasta < q.desde) {
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: REPORT_MESSAGES.rangeReversed });
  } else if (daysBetween(q.desde, q.hasta) > MAX_REPORT_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['hasta'],
      message: REPORT_MESSAGES.rangeTooLong(MAX_REPORT_DAYS),
    });
  }
  if (q.comparar === 'sede') {
    if (q.sede === undefined)
      ctx.addIssue({ code: 'custom', path: ['sede'], message: REPORT_MESSAGES.compareNeedsBranch });
    if (q.comparar_sede === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['comparar_sede'],
        message: REPORT_MESSAGES.compareBranchRequired,
      });
    else if (q.comparar_sede === q.sede)
      ctx.addIssue({
        code: 'custom',
        path: ['comparar_sede'],
        message: REPORT_MESSAGES.compareSameBranch,
      });
  }
}

/** The report's query: Bogotá days (both included), one branch or all, and the comparison. */
export const ReportQuerySchema = z.object(ReportQueryFields).superRefine(checkReportQuery);
export type ReportQuery = z.output<typeof ReportQuerySchema>;
export type ReportQueryInput = z.input<typeof ReportQuerySchema>;

/** The same query for a section's file: CSV or XLSX. */
export const ReportExportQuerySchema = z
  .object({
    ...ReportQueryFields,
    formato: z.enum(['csv', 'xlsx'], { error: REPORT_MESSAGES.formatInvalid }).default('csv'),
  })
  .superRefine(checkReportQuery);

/** The period a comparison looks at (dates only; 'sede' keeps the same dates). */
export function comparisonPeriod(
  desde: string,
  hasta: string,
  comparar: Comparison,
): { desde: string; hasta: string } | null {
  const days = daysBetween(desde, hasta);
  if (comparar === 'periodo') return { desde: addDays(desde, -days), hasta: addDays(desde, -1) };
  if (comparar === 'semana') return { desde: addDays(desde, -7), hasta: addDays(hasta, -7) };
  if (comparar === 'sede') return { desde, hasta };
  return null;
}

/** Change against the comparison in percent, one decimal; null when there is nothing to compare. */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** '+12,5 %', '−3 %', '—' (no comparison). */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${Math.abs(change).toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
}

/** A share in percent with one decimal. */
export function formatShare(share: number): string {
  return `${share.toLocaleString('es-CO', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`;
}

/** A duration in seconds as '12 min 30 s' ('—' when unknown). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

// ── Answers ───────────────────────────────────────────────────────────────────

const int = () => z.number().int();

const ScopeSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  /** The branches it covers. */
  sedes: z.array(z.object({ id: int(), nombre: z.string() })),
  etiqueta: z.string(),
});
export type ReportScope = z.infer<typeof ScopeSchema>;

const HeaderSchema = {
  periodo: ScopeSchema,
  comparacion: ScopeSchema.nullable(),
};

export const TotalsSchema = z.object({
  /** Products as priced on the orders (after the products' own promotions). */
  ventas_brutas: int(),
  /** Coupons, as charged. */
  descuentos: int(),
  domicilios: int(),
  /** Gross less discounts (delivery fees apart). */
  ventas_netas: int(),
  /** What the customers paid: net sales plus delivery fees. */
  total_cobrado: int(),
  pedidos: int(),
  /** Total charged over orders, rounded to the peso. */
  ticket_promedio: int(),
  cancelados: int(),
  valor_cancelado: int(),
  pago_en_linea: int(),
  efectivo: int(),
  datafono: int(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const SummaryReportSchema = z.object({
  ...HeaderSchema,
  actual: TotalsSchema,
  anterior: TotalsSchema.nullable(),
});
export type SummaryReport = z.infer<typeof SummaryReportSchema>;

export const SUMMARY_CARDS: ReadonlyArray<{ key: keyof Totals; label: string; money: boolean }> = [
  { key: 'ventas_brutas', label: 'Ventas brutas', money: true },
  { key: 'descuentos', label: 'Descuentos', money: true },
  { key: 'domicilios', label: 'Domicilios', money: true },
  { key: 'ventas_netas', label: 'Ventas netas', money: true },
  { key: 'pedidos', label: 'Pedidos', money: false },
  { key: 'ticket_promedio', label: 'Ticket promedio', money: true },
  { key: 'cancelados', label: 'Cancelados', money: false },
  { key: 'valor_cancelado', label: 'Valor cancelado', money: true },
  { key: 'pago_en_linea', label: 'Pago en línea', money: true },
  { key: 'efectivo', label: 'Efectivo', money: true },
  { key: 'datafono', label: 'Datáfono', money: true },
  { key: 'total_cobrado', label: 'Total cobrado', money: true },
];

const PointSchema = z.object({
  /** 'yyyy-MM-dd' per day, or the hour '0'…'23' for one day. */
  x: z.string(),
  ventas_netas: int(),
  pedidos: int(),
  festivo: z.boolean(),
});
export const SalesSeriesSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  puntos: z.array(PointSchema),
});
export type SalesSeries = z.infer<typeof SalesSeriesSchema>;

export const SalesReportSchema = z.object({
  ...HeaderSchema,
  granularidad: z.enum(['dia', 'hora']),
  series: z.array(SalesSeriesSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const CHANNELS = ['WEB', 'PERSONAL'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = {
  WEB: 'Pedidos de clientes (web)',
  PERSONAL: 'Pedidos del personal',
};

const ShareRowSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  pedidos: int(),
  ventas_netas: int(),
  pedidos_anterior: int().nullable(),
  ventas_netas_anterior: int().nullable(),
});
export type ShareRow = z.infer<typeof ShareRowSchema>;

export const ChannelsReportSchema = z.object({
  ...HeaderSchema,
  tipos: z.array(ShareRowSchema),
  canales: z.array(ShareRowSchema),
});
export type ChannelsReport = z.infer<typeof ChannelsReportSchema>;
export const ORDER_TYPES_IN_REPORTS = TIPOS_PEDIDO;

export const PRODUCT_KINDS = ['PRODUCTO', 'ESPECIAL', 'MITAD'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  PRODUCTO: 'Producto',
  ESPECIAL: 'Especial',
  MITAD: 'Mitad (Arma tu pizza)',
};

export const ProductRowSchema = z.object({
  clave: z.string(),
  tipo: z.enum(PRODUCT_KINDS),
  id: int(),
  nombre: z.string(),
  categoria: z.string(),
  /** Units sold; for halves, the number of halves of that flavour. */
  cantidad: int(),
  ventas: int(),
  /** Share of the products' sales, in percent (one decimal). */
  participacion: z.number(),
  cantidad_anterior: int().nullable(),
  ventas_anterior: int().nullable(),
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

export const AdditionRowSchema = z.object({
  id: int(),
  nombre: z.string(),
  cantidad: int(),
  ventas: int(),
});
export type AdditionRow = z.infer<typeof AdditionRowSchema>;

export const ProductsReportSchema = z.object({
  ...HeaderSchema,
  total_ventas: int(),
  productos: z.array(ProductRowSchema),
  mas_vendidos: z.array(z.string()),
  menos_vendidos: z.array(z.string()),
  adiciones: z.array(AdditionRowSchema),
});
export type ProductsReport = z.infer<typeof ProductsReportSchema>;

export const WEEKDAY_LABELS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
];

export const HoursReportSchema = z.object({
  ...HeaderSchema,
  /** [weekday 0 = Monday … 6 = Sunday][hour 0…23]: orders. */
  pedidos: z.array(z.array(int())),
  maximo: int(),
});
export type HoursReport = z.infer<typeof HoursReportSchema>;

export const TIME_SEGMENTS = [
  'ACEPTADO_PREPARADO',
  'PREPARADO_ENVIADO',
  'ENVIADO_ENTREGADO',
  'TOTAL',
] as const;
export type TimeSegment = (typeof TIME_SEGMENTS)[number];
export const TIME_SEGMENT_LABELS: Record<TimeSegment, string> = {
  ACEPTADO_PREPARADO: 'Aceptado → preparado',
  PREPARADO_ENVIADO: 'Preparado → salió',
  ENVIADO_ENTREGADO: 'Salió → entregado',
  TOTAL: 'Aceptado → entregado',
};

export const TimeRowSchema = z.object({
  sede: z.object({ id: int(), nombre: z.string() }),
  tramo: z.enum(TIME_SEGMENTS),
  /** Seconds; null when no order of the period has both moments. */
  mediana: int().nullable(),
  p90: int().nullable(),
  pedidos: int(),
  /** Orders of the period the segment applies to that lack one of its moments. */
  sin_datos: int(),
});
export type TimeRow = z.infer<typeof TimeRowSchema>;

export const TimesReportSchema = z.object({
  ...HeaderSchema,
  filas: z.array(TimeRowSchema),
});
export type TimesReport = z.infer<typeof TimesReportSchema>;

export const CustomerRowSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  telefono: z.string(),
  registrado: z.boolean(),
  pedidos: int(),
  total: int(),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

export const CustomersTotalsSchema = z.object({
  clientes: int(),
  nuevos: int(),
  recurrentes: int(),
  /** Sales with no customer (a table's or the counter's walk-in). */
  pedidos_sin_cliente: int(),
  pedidos_con_cupon: int(),
  descuento_cupones: int(),
});
export type CustomersTotals = z.infer<typeof CustomersTotalsSchema>;

export const CustomersReportSchema = z.object({
  ...HeaderSchema,
  actual: CustomersTotalsSchema,
  anterior: CustomersTotalsSchema.nullable(),
  top: z.array(CustomerRowSchema),
  cupones: z.array(z.object({ origen: z.string(), pedidos: int(), descuento: int() })),
});
export type CustomersReport = z.infer<typeof CustomersReportSchema>;

export const COUPON_ORIGIN_LABELS: Record<string, string> = {
  BIENVENIDA: 'Bono de bienvenida',
};

/** Period presets of the report's screen, from today's Bogotá date. */
export const PERIOD_PRESETS = ['hoy', 'ayer', '7dias', 'mes', 'mes_pasado'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  hoy: 'Hoy',
  ayer: 'Ayer',
  '7dias': 'Últimos 7 días',
  mes: 'Este mes',
  mes_pasado: 'Mes pasado',
};

/** The days of a preset, given today's Bogotá date. */
export function presetPeriod(
  preset: PeriodPreset,
  today: string,
): { desde: string; hasta: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'hoy':
      return { desde: today, hasta: today };
    case 'ayer':
      return { desde: addDays(today, -1), hasta: addDays(today, -1) };
    case '7dias':
      return { desde: addDays(today, -6), hasta: today };
    case 'mes':
      return { desde: firstOfMonth, hasta: today };
    case 'mes_pasado': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { desde: `${lastOfPrevious.slice(0, 8)}01`, hasta: lastOfPrevious };
    }
  }
}
