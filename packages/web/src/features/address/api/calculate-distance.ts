import { api } from '../../../lib/api-client';

export interface DeliveryQuote {
  distance: string;
  duration: string;
  distancia_km: number;
  duracion_min: number;
  dentro_de_cobertura: boolean;
  costo_domicilio: number;
  /** The delivery area the point is in (null: outside every area, or a branch without areas). */
  zona: { id: number; nombre: string } | null;
  /** The least the products must add up to for a delivery there (0: none). */
  pedido_minimo: number;
}

/**
 * Distance, travel time, coverage and delivery fee from a branch to a chosen suggestion; its
 * `place_id` with the search's token ends that search (the server locates the place).
 */
export function calculateDistance(
  point: { lat: number; lng: number; place_id?: string },
  sedeId: number,
  sessionToken?: string,
  signal?: AbortSignal,
): Promise<DeliveryQuote> {
  return api.get<DeliveryQuote>('/api/calculate-distance/', {
    params: {
      lat: point.lat,
      lon: point.lng,
      sede_id: sedeId,
      ...(point.place_id ? { place_id: point.place_id } : {}),
      ...(sessionToken ? { session_token: sessionToken } : {}),
    },
    signal,
  });
}
