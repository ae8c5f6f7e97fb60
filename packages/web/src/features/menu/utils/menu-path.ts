import type { To } from 'react-router';

/** Link to the whole menu or one category, keeping the chosen branch in the address. */
export function menuPath(slug: string, sedeId: number | null): To {
  return {
    pathname: slug ? `/menu/${slug}` : '/menu',
    search: sedeId !== null ? `?sede=${sedeId}` : '',
  };
}
