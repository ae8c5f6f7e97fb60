// The Spanish reasons a promotion or a code does not apply (issue 37): one text per condition,
// said of 'este código' when the customer typed one and of 'esta promoción' otherwise.
import { formatClockTime, formatDateTimeShort } from './dates';
import { formatCOP } from './money';
import { ORDER_TYPE_LABELS, type TipoPedido } from './order-states';

/** Plural weekday names, Monday first, as in 'Válido solo los martes'. */
const WEEKDAYS_PLURAL = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábados',
  'domingos',
];

/** 'los martes', 'los martes y jueves', 'los lunes, martes y viernes'. */
function weekdayList(dias: readonly number[]): string {
  const names = [...dias].sort((a, b) => a - b).map((d) => WEEKDAYS_PLURAL[d - 1]!);
  const last = names.pop()!;
  return `los ${names.length ? `${names.join(', ')} y ${last}` : last}`;
}

/** What the reasons speak of: a typed code, or the promotion itself. */
export type Subject = 'codigo' | 'promocion';
const este = (s: Subject) => (s === 'codigo' ? 'Este código' : 'Esta promoción');
const valido = (s: Subject) => (s === 'codigo' ? 'válido' : 'válida');
const esto = (s: Subject) => (s === 'codigo' ? 'este código' : 'esta promoción');

export const PROMOTION_MESSAGES = {
  unknownCode: 'Este código no existe. Revisa que esté bien escrito',
  inactive: (s: Subject) => `${este(s)} ya no está ${s === 'codigo' ? 'activo' : 'activa'}`,
  codeUsed: 'Este código ya fue usado',
  notYours: 'Este código no es válido para tu cuenta',
  loginForCode: 'Inicia sesión para usar este código',
  notYet: (s: Subject, from: Date) =>
    `${este(s)} es ${valido(s)} desde el ${formatDateTimeShort(from)}`,
  expired: (s: Subject, until: Date) =>
    `${este(s)} ${s === 'codigo' ? 'venció' : 'terminó'} el ${formatDateTimeShort(until)}`,
  branch: (sede: string | null) => `No aplica en ${sede ?? 'esta sede'}`,
  orderType: (tipo: TipoPedido) =>
    `No aplica en ${tipo === 'RECOGER' ? 'Recoger' : ORDER_TYPE_LABELS[tipo]}`,
  onlyStaff: 'Solo aplica en pedidos tomados por el personal de la sede',
  onlyWeb: 'Solo aplica en pedidos hechos en la web',
  notOnHolidays: 'No aplica en festivos',
  onlyHolidays: 'Solo aplica en festivos',
  weekdays: (dias: readonly number[]) => `Válido solo ${weekdayList(dias)}`,
  hours: (inicio: number, fin: number) =>
    `Válido de ${formatClockTime(inicio)} a ${formatClockTime(fin)}`,
  minimum: (s: Subject, minimo: number) => `${este(s)} es ${valido(s)} desde ${formatCOP(minimo)}`,
  newCustomers: 'Solo para clientes nuevos',
  soldOut: (s: Subject) => `${este(s)} ya se agotó`,
  usedByYou: (s: Subject) => `Ya usaste ${esto(s)}`,
  whoAreYou: (s: Subject) => `Indica tu número de celular para usar ${esto(s)}`,
  deliveryOnly: 'Aplica solo a domicilios',
  takeN: (s: Subject, lleva: number) =>
    `Lleva ${lleva} productos de la promoción para usar ${esto(s)}`,
  comboIncomplete: (s: Subject) => `Agrega los productos del combo para usar ${esto(s)}`,
  nothingToDiscount: (s: Subject) => `Agrega los productos de la promoción para usar ${esto(s)}`,
  goneMeanwhile:
    'Una promoción de tu pedido se agotó mientras lo hacías. Revisa el total y vuelve a intentarlo.',
  betterOne: (nombre: string) =>
    `Tu pedido ya tiene una promoción mejor: «${nombre}». Este código no se combina con ella`,
} as const;

/** Reasons that mean the code or promotion was used up: a conflict (409), not bad input. */
export function isUsedUp(motivo: string): boolean {
  return (
    motivo === PROMOTION_MESSAGES.codeUsed ||
    motivo === PROMOTION_MESSAGES.soldOut('codigo') ||
    motivo === PROMOTION_MESSAGES.usedByYou('codigo')
  );
}
