import type { Cupon } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in customer's coupons, with whether each is current and used. */
export function getUserCoupons(signal?: AbortSignal): Promise<Cupon[]> {
  return api.get<Cupon[]>('/api/cupones/usuario/', { signal });
}

export const userCouponsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['user-coupons', userId],
    queryFn: ({ signal }) => getUserCoupons(signal),
    enabled: userId !== null,
    // A coupon load error is only logged (customer-app.md §8): the order goes on without it.
    retry: 1,
    staleTime: 30_000,
  });

export function useUserCoupons(userId: number | null) {
  return useQuery(userCouponsQueryOptions(userId));
}
