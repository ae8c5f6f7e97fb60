import type { BuildYourPizzaOptions } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MENU_QUERY_KEYS } from '../../../lib/menu-queries';

/** The flavors of 'Arma tu pizza' by group, and the sizes that admit halves, at a branch. */
export function getBuildYourPizzaOptions(
  sedeId: number,
  signal?: AbortSignal,
): Promise<BuildYourPizzaOptions> {
  return api.get<BuildYourPizzaOptions>('/api/build-your-pizza-options/', {
    params: { sede: sedeId },
    signal,
  });
}

export const buildYourPizzaOptionsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: [MENU_QUERY_KEYS.buildYourPizza, sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getBuildYourPizzaOptions(sedeId, signal),
  });

export function useBuildYourPizzaOptions(sedeId: number | null) {
  return useQuery(buildYourPizzaOptionsQueryOptions(sedeId));
}
