import type { MenuItem } from '../utils/menu-items';
import type { MenuSection } from '../utils/menu-sections';
import { BuildPizzaCard } from './build-pizza-card';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

interface MenuSectionsProps {
  sections: MenuSection[];
  onAddItem: (item: MenuItem) => void;
  /** 'Arma tu pizza' leads this category's products. */
  buildPizza?: { categoriaId: number; onOpen: () => void } | null;
}

export function MenuSections({ sections, onAddItem, buildPizza }: MenuSectionsProps) {
  return (
    <div className="space-y-10">
      {sections.map(({ categoria, items }) => {
        const headingId = `categoria-${categoria.id}`;
        return (
          <section key={categoria.id} aria-labelledby={headingId}>
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
              {items.map((item) => (
                <li key={item.key}>
                  <ProductCard item={item} onAdd={onAddItem} />
                </li>
              ))}
            </ProductGrid>
          </section>
        );
      })}
    </div>
  );
}
