import { useDeferredValue, useMemo, useState } from 'react';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useSpecialProducts } from '../api/get-special-products';
import { useSoldOut } from '../api/sold-out';
import type { MenuItem } from '../utils/menu-items';
import { buildMenuSections, halfAndHalfCategoryId } from '../utils/menu-sections';
import { MenuEmpty } from './menu-empty';
import { MenuError } from './menu-error';
import { MenuSearch } from './menu-search';
import { MenuSections } from './menu-sections';
import { MenuSkeleton } from './menu-skeleton';

interface MenuCatalogProps {
  sedeId: number | null;
  /** Normalised category slug; empty shows every category. */
  slug: string;
  onAddItem: (item: MenuItem) => void;
  /** Opens 'Arma tu pizza'; its card leads the first category of half-and-half pizzas. */
  onBuildPizza?: () => void;
  /** Staff with gestionar_productos: each card's pencil opens this product's edit form. */
  editPath?: ((item: MenuItem) => string | null) | undefined;
}

/** Search box plus the branch's products grouped by category, with loading/empty/error states. */
export function MenuCatalog({ sedeId, slug, onAddItem, onBuildPizza, editPath }: MenuCatalogProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const categories = useCategories(sedeId);
  const products = useProducts(sedeId);
  const specials = useSpecialProducts(sedeId);
  const soldOut = useSoldOut(sedeId);
  const all = [categories, products, specials];

  const sections = useMemo(
    () =>
      categories.data && products.data && specials.data
        ? buildMenuSections({
            categorias: categories.data,
            productos: products.data,
            especiales: specials.data,
            slug,
            query: deferredQuery,
            agotados: soldOut.data,
          })
        : null,
    [categories.data, products.data, specials.data, slug, deferredQuery, soldOut.data],
  );

  // The cards are drawn in a deferred render, which React splits into short slices: a phone
  // keeps answering taps (and the page's first paint is not held) while fifty cards are made.
  // Until then the skeleton stays; a search shows the last results until the new ones are ready.
  const shown = useDeferredValue(sections, null);

  const failed = all.some((q) => q.isError && q.data === undefined);
  const retrying = all.some((q) => q.isFetching);
  const retry = () => all.forEach((q) => q.isError && void q.refetch());
  const buildPizzaCategory =
    onBuildPizza && shown && !deferredQuery.trim() ? halfAndHalfCategoryId(shown) : null;
  const resultCount = shown?.reduce((sum, section) => sum + section.items.length, 0) ?? 0;

  return (
    <div className="space-y-8">
      <MenuSearch value={query} onChange={setQuery} />
      {deferredQuery.trim() && shown && (
        <p role="status" className="sr-only">
          {resultCount === 1 ? '1 producto encontrado' : `${resultCount} productos encontrados`}
        </p>
      )}
      {failed ? (
        <MenuError onRetry={retry} retrying={retrying} />
      ) : !shown ? (
        <MenuSkeleton />
      ) : shown.length === 0 ? (
        <MenuEmpty
          query={deferredQuery}
          slug={slug}
          sedeId={sedeId}
          onClearQuery={() => setQuery('')}
        />
      ) : (
        <MenuSections
          sections={shown}
          onAddItem={onAddItem}
          editPath={editPath}
          buildPizza={
            onBuildPizza && buildPizzaCategory !== null
              ? { categoriaId: buildPizzaCategory, onOpen: onBuildPizza }
              : null
          }
        />
      )}
    </div>
  );
}
