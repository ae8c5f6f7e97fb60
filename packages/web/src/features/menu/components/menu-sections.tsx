import type { CSSProperties } from 'react';
import type { MenuItem } from '../utils/menu-items';
import type { MenuSection } from '../utils/menu-sections';
import { BuildPizzaCard } from './build-pizza-card';
import { ProductCard } from './product-card';
import { gridColumns, ProductGrid } from './product-grid';
import type { ImagePriority } from './product-image';

/**
 * The pictures of the cards in view on first load, the first two rows of the grid (one card and
 * the top of the next on a phone), load at once; the first row's with high priority, since one of
 * them is the page's largest paint. The rest load lazily as they come near the viewport, instead of
 * taking a slow network's bandwidth from the ones in view.
 */
function priorityOf(row: number): ImagePriority | undefined {
  if (row === 0) return 'high';
  return row === 1 ? 'eager' : undefined;
}

interface MenuSectionsProps {
  sections: MenuSection[];
  onAddItem: (item: MenuItem) => void;
  /** 'Arma tu pizza' leads this category's products. */
  buildPizza?: { categoriaId: number; onOpen: () => void } | null;
  /** Staff: where each card's edit pencil goes (none when null). */
  editPath?: ((item: MenuItem) => string | null) | undefined;
}

export function MenuSections({ sections, onAddItem, buildPizza, editPath }: MenuSectionsProps) {
  const columns = gridColumns();
  // The grid row of each section's first cards on the page, counting the sections above it.
  let rows = 0;
  const firstRow = sections.map((section) => {
    const first = rows;
    rows += Math.ceil(section.items.length / columns);
    return first;
  });
  return (
    <div className="space-y-10">
      {sections.map(({ categoria, items }, sectionIndex) => {
        const headingId = `categoria-${categoria.id}`;
        // The first section holds the page's largest paint; the others are laid out as they
        // near the viewport, holding their estimated height until then (styles.css).
        const later = sectionIndex > 0;
        return (
          <section
            key={categoria.id}
            aria-labelledby={headingId}
            className={later ? 'menu-section-later' : undefined}
            style={later ? ({ '--cards': items.length } as CSSProperties) : undefined}
          >
            <div className="mb-4 flex items-baseline justify-between gap-3">
              <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink">
                {categoria.nombre}
              </h2>
              <p className="shrink-0 text-sm font-bold text-ink-muted">
                {items.length} {items.length === 1 ? 'producto' : 'productos'}
              </p>
            </div>
            {buildPizza?.categoriaId === categoria.id && (
              <BuildPizzaCard onOpen={buildPizza.onOpen} />
            )}
            <ProductGrid>
              {items.map((item, i) => (
                <li key={item.key}>
                  <ProductCard
                    item={item}
                    onAdd={onAddItem}
                    editPath={editPath?.(item) ?? null}
                    priority={priorityOf(firstRow[sectionIndex]! + Math.floor(i / columns))}
                  />
                </li>
              ))}
            </ProductGrid>
          </section>
        );
      })}
    </div>
  );
}
