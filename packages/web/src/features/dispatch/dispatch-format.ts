import { formatTime } from '@horno/domain/dates';
import { FAILED_DELIVERY_LABELS, type Trip } from '@horno/domain/deliveries';

/** '2,4 km' (by road, from the branch); null when unknown. */
export const formatDistance = (km: number | null): string | null =>
  km === null ? null : `${km.toFixed(1).replace('.', ',')} km`;

/** A trip's state as dispatch reads it: 'Cargando', 'En camino desde 7:10 p. m.'. */
export function tripStateLabel(trip: Pick<Trip, 'estado' | 'salio_en'>): string {
  if (trip.estado === 'ASIGNADO') return 'Cargando';
  if (trip.estado === 'EN_CAMINO')
    return trip.salio_en ? `En camino desde ${formatTime(trip.salio_en)}` : 'En camino';
  return 'Terminado';
}

/** A stop's outcome: 'Entregado 7:32 p. m.', 'No entregado: No contesta', 'Pendiente'. */
export function stopStateLabel(stop: Trip['paradas'][number]): string {
  if (stop.estado === 'ENTREGADO')
    return stop.entregado_en ? `Entregado ${formatTime(stop.entregado_en)}` : 'Entregado';
  if (stop.estado === 'NO_ENTREGADO')
    return stop.motivo ? `No entregado: ${FAILED_DELIVERY_LABELS[stop.motivo]}` : 'No entregado';
  return 'Pendiente';
}

/** The ids of a trip's stops moved one place up (-1) or down (+1). */
export function movedStops(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
