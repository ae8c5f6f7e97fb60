import { z } from 'zod';
import { IdParamSchema, textSchema } from './api-params';
import { formatCOP } from './money';

/**
 * The cash closing of a shift (issue 36, `/caja`, `gestionar_caja`): a cashier opens the branch's
 * shift with the starting cash; the system sums the shift's counter cash orders (and the change
 * given), card-reader and online payments, and the riders' settlements received meanwhile;
 * closing records the counted cash, the difference and a note. A closed shift never changes: a
 * correction is a new line with who and why.
 */
export const CASH_MESSAGES = {
  alreadyOpen: 'Ya hay un turno de caja abierto en esta sede',
  notFound: 'Turno de caja no encontrado',
  closed: 'El turno ya se cerró: no se puede cambiar. Registra una corrección.',
  notClosed: 'El turno sigue abierto: las correcciones son para turnos cerrados',
  noteRequired: 'Explica la diferencia en la nota',
  amountInvalid: 'Escribe el valor en pesos, sin decimales',
  correctionZero: 'La corrección no puede ser de $ 0',
  reasonRequired: 'Escribe el motivo de la corrección',
} as const;

const MAX_CASH = 100_000_000;

const pesos = (min: number) =>
  z
    .number({ error: CASH_MESSAGES.amountInvalid })
    .int({ error: CASH_MESSAGES.amountInvalid })
    .min(min, { error: CASH_MESSAGES.amountInvalid })
    .max(MAX_CASH, { error: CASH_MESSAGES.amountInvalid });

export const OpenCashShiftSchema = z.object({
  sede: z.number({ error: 'Elige la sede' }).int().positive(),
  base: pesos(0),
});
export type OpenCashShiftInput = z.input<typeof OpenCashShiftSchema>;

export const CloseCashShiftSchema = z.object({
  efectivo_contado: pesos(0),
  nota: textSchema({ max: 500, min: 0, multiline: true }).default(''),
});
export type CloseCashShiftInput = z.input<typeof CloseCashShiftSchema>;

/** The opening form: the branch is the one the screen works at. */
export const OpenCashShiftFormSchema = OpenCashShiftSchema.pick({ base: true });

export const CashCorrectionSchema = z.object({
  monto: pesos(-MAX_CASH).refine((v) => v !== 0, { error: CASH_MESSAGES.correctionZero }),
  motivo: textSchema({ max: 300, required: CASH_MESSAGES.reasonRequired, multiline: true }),
});
export type CashCorrectionInput = z.input<typeof CashCorrectionSchema>;

/** The correction form: money in or out, how much, and why (the API takes the signed amount). */
export const CashCorrectionFormSchema = z.object({
  sentido: z.enum(['SOBRA', 'FALTA'], { error: 'Elige si sobra o falta dinero' }),
  valor: pesos(1),
  motivo: textSchema({ max: 300, required: CASH_MESSAGES.reasonRequired, multiline: true }),
});
export type CashCorrectionFormValues = z.output<typeof CashCorrectionFormSchema>;

/** Counted less expected: 'Faltan $ 2.000', 'Sobran $ 1.000', 'Cuadra'. */
export function cashDifferenceLabel(diferencia: number): string {
  if (diferencia < 0) return `Faltan ${formatCOP(-diferencia)}`;
  if (diferencia > 0) return `Sobran ${formatCOP(diferencia)}`;
  return 'Cuadra';
}

export const CashQuerySchema = z.object({ sede: IdParamSchema });

const int = () => z.number().int();
const person = z.object({ id: int(), nombre: z.string() }).nullable();

/** What the system counted for a shift: live while open, frozen at closing. */
export const CashTotalsSchema = z.object({
  /** Counter cash orders (not handed to a rider): their totals, and the change given. */
  efectivo_pedidos: int(),
  efectivo_cantidad: int(),
  cambio_entregado: int(),
  datafono: int(),
  datafono_cantidad: int(),
  en_linea: int(),
  en_linea_cantidad: int(),
  /** Cash the riders handed in (their settlements closed during the shift). */
  liquidaciones: int(),
  liquidaciones_cantidad: int(),
  /** Starting cash + counter cash + riders' settlements. */
  efectivo_esperado: int(),
});
export type CashTotals = z.infer<typeof CashTotalsSchema>;

export const CashCorrectionRowSchema = z.object({
  id: int(),
  monto: int(),
  motivo: z.string(),
  por: person,
  creado_en: z.string(),
});
export type CashCorrection = z.infer<typeof CashCorrectionRowSchema>;

export const CashShiftSchema = z.object({
  id: int(),
  sede: z.object({ id: int(), nombre: z.string() }),
  abierto_por: person,
  abierto_en: z.string(),
  base: int(),
  totales: CashTotalsSchema,
  cerrado: z.boolean(),
  cerrado_por: person,
  cerrado_en: z.string().nullable(),
  efectivo_contado: int().nullable(),
  /** Counted less expected, at closing. */
  diferencia: int().nullable(),
  nota: z.string(),
  correcciones: z.array(CashCorrectionRowSchema),
  /** The difference after the corrections. */
  diferencia_corregida: int().nullable(),
});
export type CashShift = z.infer<typeof CashShiftSchema>;

export const CashScreenSchema = z.object({
  abierto: CashShiftSchema.nullable(),
  historial: z.array(CashShiftSchema),
});
export type CashScreen = z.infer<typeof CashScreenSchema>;
