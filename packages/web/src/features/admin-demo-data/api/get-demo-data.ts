import type { DatosDemo } from '@horno/domain/demo-data';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DEMO_DATA_KEY = ['admin', 'demo-data'] as const;

export function getDemoData(signal?: AbortSignal): Promise<DatosDemo> {
  return api.get<DatosDemo>('/api/configuracion/datos-demo/', { signal });
}

/** What removing the demo would take away and keep; read fresh each time the screen opens. */
export function useDemoData() {
  return useQuery({
    queryKey: DEMO_DATA_KEY,
    queryFn: ({ signal }) => getDemoData(signal),
    staleTime: 0,
  });
}
