import { useCallback, useState } from 'react';

/** The local key of each branch's station on this device: `{ [sede]: estacion }`. */
export const STATION_KEY = 'horno-cocina-estacion';

function stored(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STATION_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function station(sede: number): number | null {
  const id = stored()[String(sede)];
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The station this device shows for the branch: chosen once, remembered in this browser (a
 * kitchen tablet keeps its station), changeable; null until chosen.
 */
export function useRememberedStation(sede: number): [number | null, (id: number) => void] {
  const [chosen, setChosen] = useState(() => ({ sede, id: station(sede) }));
  const remember = useCallback(
    (id: number) => {
      try {
        window.localStorage.setItem(STATION_KEY, JSON.stringify({ ...stored(), [sede]: id }));
      } catch {
        // Storage full or blocked: the station holds for this visit only.
      }
      setChosen({ sede, id });
    },
    [sede],
  );
  // Another branch chosen in the header: its own station, if this device has one.
  const id = chosen.sede === sede ? chosen.id : station(sede);
  return [id, remember];
}
