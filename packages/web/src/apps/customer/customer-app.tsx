import { DEHYDRATED_STATE_ID } from '@horno/domain/menu-reads';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { Toasts } from '../../lib/toast';
import { CustomerRoutes, prepareFirstPage } from './routes';

// One client for the page's life, outside React's state.
const queryClient = createQueryClient();
hydrateFromPage();
/**
 * The first page's module and reads: the app renders once they are in (main.tsx). Not awaited
 * here: the page's module imports this module's chunk, which would wait for it in turn.
 */
export const firstPageReady = prepareFirstPage(queryClient);

/**
 * The page's first reads, which the server sends in its HTML as TanStack Query's dehydrated state
 * (decision 036). The HTML is revalidated on every load, so its data is as fresh as the page: the
 * queries count it as read now.
 */
function hydrateFromPage(): void {
  const text = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
  if (!text) return;
  try {
    const state = JSON.parse(text) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state);
  } catch {
    // Unreadable: the app asks the server, as without it.
  }
}

export default function CustomerApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <CustomerRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
