import type { Ticket } from '@horno/domain/kitchen';
import { useEffect, useEffectEvent, useRef } from 'react';

/** What a station's screen has heard of: each order it showed, with its last change. */
type Seen = { estacion: number; pedidos: Map<number, string | null> };

/**
 * Calls `onNew` with the orders whose tickets appear on the station's screen after its first
 * read (not those it already showed, nor one brought back with 'Recuperar'), and `onChanged`
 * with those staff changed since ('Modificado', issue 31).
 */
export function useNewTickets(
  estacion: number,
  tickets: readonly Ticket[] | undefined,
  onNew: (pedidos: number[]) => void,
  onChanged: (pedidos: number[]) => void,
): void {
  const seen = useRef<Seen | null>(null);
  const announceNew = useEffectEvent(onNew);
  const announceChanged = useEffectEvent(onChanged);
  useEffect(() => {
    if (!tickets) return;
    if (seen.current?.estacion !== estacion) {
      seen.current = {
        estacion,
        pedidos: new Map(tickets.map((t) => [t.pedido, t.modificado_en])),
      };
      return;
    }
    const known = seen.current.pedidos;
    const fresh: number[] = [];
    const changed: number[] = [];
    for (const { pedido, modificado_en } of tickets) {
      if (!known.has(pedido)) fresh.push(pedido);
      else if (modificado_en !== null && known.get(pedido) !== modificado_en) changed.push(pedido);
      known.set(pedido, modificado_en);
    }
    if (fresh.length > 0) announceNew(fresh);
    if (changed.length > 0) announceChanged(changed);
  }, [estacion, tickets]);
}
