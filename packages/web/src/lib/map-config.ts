import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface MapConfig {
  /** 'https://…/{z}/{x}/{y}.png', or '' for a map without tiles. */
  tile_url: string;
  attribution: string;
}

/** Where the map's tiles come from (the server's MAP_TILE_URL). */
export function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return api.get<MapConfig>('/api/config/mapa/', { signal });
}

/** The map's tiles, read once; `enabled` false waits until a map is about to be drawn. */
export function useMapConfig(enabled = true) {
  return useQuery({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Infinity,
    enabled,
  });
}
