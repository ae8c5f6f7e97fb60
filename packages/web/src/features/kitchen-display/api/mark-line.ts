import { api } from '../../../lib/api-client';

/** Marks a line made at the station (one tap), or not made. */
export function markLine(
  estacion: number,
  linea: number,
  hecha: boolean,
): Promise<{ hecha: boolean }> {
  return api.put(`/api/cocina/estaciones/${estacion}/lineas/${linea}/`, { hecha });
}
