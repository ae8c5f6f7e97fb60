// The business's identity (issue 28), which every screen of both apps shows: its name in the
// tab and the logo, its legal identity in the footer and the legal pages.
import { BUSINESS_EMBED_ID, BUSINESS_PATH, type Negocio } from '@horno/domain/business-identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useDocumentTitle } from './use-document-title';

/**
 * The identity the page's HTML carries as the server read it (every page): the app starts with
 * it and does not ask while the page is open. A change shows on the next load.
 */
function embeddedBusiness(): Negocio | undefined {
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(BUSINESS_EMBED_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Negocio;
  } catch {
    return undefined;
  }
}

const embedded = embeddedBusiness();

export function getBusiness(signal?: AbortSignal): Promise<Negocio> {
  return api.get<Negocio>(BUSINESS_PATH, { signal, anonymous: true });
}

export const BUSINESS_QUERY_KEY = ['business'] as const;

export const businessQueryOptions = () =>
  queryOptions({
    queryKey: BUSINESS_QUERY_KEY,
    queryFn: ({ signal }) => getBusiness(signal),
    initialData: embedded,
    staleTime: Infinity,
  });

/** The business's identity: names, legal identity, contact, logo and colour. */
export function useBusiness() {
  return useQuery(businessQueryOptions());
}

/** The tab's title: 'Pizzas · La Brasa', or the business's name alone. */
export function usePageTitle(title?: string): void {
  const nombre = useBusiness().data?.nombre;
  useDocumentTitle(nombre ? (title ? `${title} · ${nombre}` : nombre) : (title ?? ''));
}
