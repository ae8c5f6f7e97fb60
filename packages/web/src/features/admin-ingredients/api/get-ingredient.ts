import type { Ingrediente } from '@horno/domain/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';
import { INGREDIENTS_KEY } from './get-ingredients';

/** A ingredient's address: its read answers the version its saves send back. */
export const ingredientAddress = (id: number) => `/api/ingredientes/${id}/`;

export function getIngredient(id: number, signal?: AbortSignal): Promise<Ingrediente> {
  return api.get<Ingrediente>(ingredientAddress(id), {
    signal,
    onHeaders: remembersVersion(ingredientAddress(id)),
  });
}

export const ingredientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...INGREDIENTS_KEY, id],
    queryFn: ({ signal }) => getIngredient(id, signal),
  });

export function useIngredient(id: number) {
  return useQuery(ingredientQueryOptions(id));
}
