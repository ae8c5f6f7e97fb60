import { CATALOG_KEYS } from '@horno/domain/menu-reads';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the query keys under which the menu keeps a branch's catalog (the customer
 * app and staff mode). A back-office screen that changes the catalog refreshes them all.
 */
export const MENU_QUERY_KEYS = {
  categories: CATALOG_KEYS.categories,
  products: CATALOG_KEYS.products,
  specialProducts: CATALOG_KEYS.specialProducts,
  buildYourPizza: 'build-your-pizza-options',
} as const;

/** After a catalog change: every menu query reads the catalog again. */
export function invalidateMenus(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    Object.values(MENU_QUERY_KEYS).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ).then(() => undefined);
}
