import { api } from '../../../lib/api-client';

export interface DeliveryQuote {
  distance: string;
  duration: string;
  distancia_km: number;
  duracion_min: number;
  dentro_de_cobertura: boolean;
  costo_domicilio: number;
}

/** Distance, travel time, coverage and delivery fee from a branch to a point. */
export function calculateDistance(
  point: { lat: number; lng: number },
  sedeId: number,
  signal?: AbortSignal,
): Promise<DeliveryQuote> {
  return api.get<DeliveryQuote>('/api/calculate-distance/', {
    params: { lat: point.lat, lon: point.lng, sede_id: sedeId },
    signal,
  });
}
