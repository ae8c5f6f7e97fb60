import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';
import { ADMIN_CATEGORIES_KEY } from './get-categories';

/** A category's address: its read answers the version its saves send back. */
export const categoryAddress = (id: number) => `/api/categoria-productos/${id}/`;

export function getCategory(id: number, signal?: AbortSignal): Promise<CategoriaProducto> {
  return api.get<CategoriaProducto>(categoryAddress(id), {
    signal,
    onHeaders: remembersVersion(categoryAddress(id)),
  });
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_CATEGORIES_KEY, id],
    queryFn: ({ signal }) => getCategory(id, signal),
  });

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
