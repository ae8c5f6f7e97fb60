import type { BonoBienvenida } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getWelcomeBonus(signal?: AbortSignal): Promise<BonoBienvenida> {
  return api.get<BonoBienvenida>('/api/configuracion/bono-bienvenida/', { signal });
}

export const welcomeBonusQueryOptions = () =>
  queryOptions({
    queryKey: ['welcome-bonus'],
    queryFn: ({ signal }) => getWelcomeBonus(signal),
    staleTime: 10 * 60_000,
  });

export function useWelcomeBonus() {
  return useQuery(welcomeBonusQueryOptions());
}
