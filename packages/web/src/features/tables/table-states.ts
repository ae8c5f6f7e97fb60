import type { EstadoMesa } from '@horno/domain/order-states';
import { CircleCheck, Hourglass, type LucideIcon, Users } from 'lucide-react';

export interface TableStateStyle {
  icon: LucideIcon;
  /** Soft background and strong text (AA contrast). */
  badge: string;
  /** The card's top edge. */
  edge: string;
}

/** One colour and icon per table state: free is green, waiting amber, taken red. */
export const TABLE_STATE_STYLE: Record<EstadoMesa, TableStateStyle> = {
  LIBRE: { icon: CircleCheck, badge: 'bg-success-soft text-success', edge: 'border-t-success' },
  ESPERANDO: { icon: Hourglass, badge: 'bg-warning-soft text-warning', edge: 'border-t-crust' },
  OCUPADA: { icon: Users, badge: 'bg-primary-soft text-primary-strong', edge: 'border-t-primary' },
};

/** How many tables are in each state, for the summary above the grid. */
export function countByState(
  tables: readonly { estado: EstadoMesa }[],
): Record<EstadoMesa, number> {
  const counts: Record<EstadoMesa, number> = { LIBRE: 0, ESPERANDO: 0, OCUPADA: 0 };
  for (const table of tables) counts[table.estado] += 1;
  return counts;
}

const SUMMARY_WORDS: Record<EstadoMesa, [string, string]> = {
  LIBRE: ['libre', 'libres'],
  ESPERANDO: ['esperando', 'esperando'],
  OCUPADA: ['ocupada', 'ocupadas'],
};

/** '1 libre', '3 ocupadas', '2 esperando'. */
export function stateSummary(estado: EstadoMesa, count: number): string {
  const [one, many] = SUMMARY_WORDS[estado];
  return `${count} ${count === 1 ? one : many}`;
}
