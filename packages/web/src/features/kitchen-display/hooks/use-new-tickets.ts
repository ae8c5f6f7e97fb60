import type { Ticket } from '@horno/domain/kitchen';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onNew` with the orders whose tickets appear on the station's screen after its first
 * read (not those it already showed, nor one brought back with 'Recuperar').
 */
export function useNewTickets(
  estacion: number,
  tickets: readonly Ticket[] | undefined,
  onNew: (pedidos: number[]) => void,
): void {
  const seen = useRef<{ estacion: number; pedidos: Set<number> } | null>(null);
  const announce = useEffectEvent(onNew);
  useEffect(() => {
    if (!tickets) return;
    const ids = tickets.map((t) => t.pedido);
    if (seen.current?.estacion !== estacion) {
      seen.current = { estacion, pedidos: new Set(ids) };
      return;
    }
    const known = seen.current.pedidos;
    const fresh = ids.filter((id) => !known.has(id));
    for (const id of fresh) known.add(id);
    if (fresh.length > 0) announce(fresh);
  }, [estacion, tickets]);
}
