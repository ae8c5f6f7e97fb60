import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfter } from './use-menu-live-updates';

const KEYS = {
  status: ['branch-status'],
  branches: ['branches'],
  hours: ['branch-hours', 1],
  products: ['products', 1],
  categories: ['categories', 2],
  soldOut1: ['sold-out', 1],
  soldOut2: ['sold-out', 2],
} as const;

/** A client holding an answer for every key, and which of them a refresh marked stale. */
async function staleAfter(event: Parameters<typeof refreshAfter>[1]) {
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, []);
  await refreshAfter(queryClient, event);
  return Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('refreshAfter', () => {
  it('reads again only what changed', async () => {
    expect(await staleAfter({ type: 'sedes' })).toEqual(['status', 'branches', 'hours']);
    expect(await staleAfter({ type: 'catalogo' })).toEqual(['products', 'categories']);
    expect(await staleAfter({ type: 'agotados', sede: 2 })).toEqual(['soldOut2']);
  });

  it('reads everything again after the socket was down', async () => {
    expect(await staleAfter('all')).toEqual(Object.keys(KEYS));
  });
});
