// How the checkout and an order's pages speak of 'Lo antes posible' and 'Programar' (issue 32).
// Zod-free, like dates.ts: the checkout's first screen and the order page use it.
import { addDays, bogotaParts } from './bogota-time';
import { formatDayLong, formatDayShort, formatTime, weekdayName } from './dates';
import type { TipoPedido } from './order-states';

/** 'las 8:25 p. m.'; 'la 1:05 p. m.' (one o'clock is singular in Spanish). */
function atTime(instant: Date | string): string {
  const time = formatTime(instant);
  return `${time.startsWith('1:') ? 'la' : 'las'} ${time}`;
}

/** 'Llega hacia las 8:25 p. m.' for a delivery, 'Listo hacia las 8:25 p. m.' otherwise. */
export function estimateLabel(tipo: TipoPedido, instant: Date | string): string {
  return `${tipo === 'DOMICILIO' ? 'Llega' : 'Listo'} hacia ${atTime(instant)}`;
}

/** 'Programado para el jueves 26 de noviembre, 7:00 p. m.' (Bogotá time). */
export function scheduledLabel(instant: Date | string): string {
  const ymd = bogotaParts(new Date(instant)).ymd;
  return `Programado para el ${formatDayLong(ymd)}, ${formatTime(instant)}`;
}

/** What an order was promised: its slot when scheduled, else its estimate; null without one. */
export function orderPromiseLabel(order: {
  tipo_pedido: TipoPedido;
  programado_para: string | null;
  entrega_estimada: string | null;
}): string | null {
  if (order.programado_para) return scheduledLabel(order.programado_para);
  return order.entrega_estimada ? estimateLabel(order.tipo_pedido, order.entrega_estimada) : null;
}

/** A scheduling day as its chip says it: 'Hoy', 'Mañana' or the weekday, and the date ('26 nov'). */
export function dayChoiceLabel(ymd: string, today: string): { dia: string; fecha: string } {
  const name = ymd === today ? 'Hoy' : ymd === addDays(today, 1) ? 'Mañana' : weekdayName(ymd);
  return { dia: name.charAt(0).toUpperCase() + name.slice(1), fecha: formatDayShort(ymd) };
}

export type PartOfDay = 'En la mañana' | 'En la tarde' | 'En la noche';

/** The part of the day a slot starts in (Bogotá), to group a day's slots; past midnight is night. */
export function partOfDay(instant: Date | string): PartOfDay {
  const minute = bogotaParts(new Date(instant)).minuteOfDay;
  if (minute < 5 * 60 || minute >= 18 * 60) return 'En la noche';
  return minute < 12 * 60 ? 'En la mañana' : 'En la tarde';
}
