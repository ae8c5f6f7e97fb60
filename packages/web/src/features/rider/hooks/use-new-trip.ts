import type { Trip } from '@horno/domain/deliveries';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onNew` when a trip appears on the rider's screen after its first read (not the one it
 * opened with): a new assignment arriving live.
 */
export function useNewTrip(trip: Trip | null | undefined, onNew: (trip: Trip) => void): void {
  const seen = useRef<number | null | undefined>(undefined);
  const announce = useEffectEvent(onNew);
  useEffect(() => {
    if (trip === undefined) return;
    const id = trip?.id ?? null;
    const first = seen.current === undefined;
    const changed = id !== seen.current;
    seen.current = id;
    if (!first && changed && trip) announce(trip);
  }, [trip]);
}
