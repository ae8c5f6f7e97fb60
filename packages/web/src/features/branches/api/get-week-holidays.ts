import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The holidays ('yyyy-MM-dd') of the current week in Colombia. */
export function getWeekHolidays(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/api/locations/festivos-semana/', { signal });
}

export function useWeekHolidays() {
  return useQuery({
    queryKey: ['week-holidays'],
    queryFn: ({ signal }) => getWeekHolidays(signal),
    staleTime: 60 * 60_000,
  });
}
