import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Agotados } from '@horno/domain/catalog-admin';
import { slugify } from '@horno/domain/slug';
import { matchesSearch } from '../../../lib/search-text';
import { regularMenuItem, specialMenuItem, type MenuItem } from './menu-items';

export interface MenuSection {
  categoria: CategoriaProducto;
  items: MenuItem[];
}

export interface MenuSectionsInput {
  categorias: readonly CategoriaProducto[];
  productos: readonly Producto[];
  especiales: readonly ProductoEspecial[];
  /** Normalised category slug; empty means every category. */
  slug: string;
  query: string;
  /** What the branch ran out of today. */
  agotados?: Agotados | undefined;
}

/** Whether a category has anything to sell at the branch (the category bar hides the rest). */
export function categoryHasProducts(categoria: CategoriaProducto): boolean {
  return categoria.productos_por_categoria + categoria.productos_especiales_por_categoria > 0;
}

function groupByCategory(items: MenuItem[]): Map<number, MenuItem[]> {
  const byCategory = new Map<number, MenuItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.categoria) ?? [];
    list.push(item);
    byCategory.set(item.categoria, list);
  }
  return byCategory;
}

/**
 * The menu as shown: categories in `orden`, each listing its regular products and then its
 * special ones, keeping only what matches the search; empty categories are left out. Each group
 * keeps the API's order, cheapest first then by name (`sortProducts` and `sortByPriceThenName`
 * on the server): sorting again here made the phone's first Intl collator, ICU's data loading in
 * the middle of the menu's first render (decision 020).
 */
export function buildMenuSections(input: MenuSectionsInput): MenuSection[] {
  const matches = (item: MenuItem) => matchesSearch(input.query, item.nombre, item.descripcion);
  const regulars = groupByCategory(
    input.productos
      .filter((p) => p.activo)
      .map((p) => regularMenuItem(p, input.agotados))
      .filter(matches),
  );
  const specials = groupByCategory(
    input.especiales
      .filter((e) => e.activo)
      .map((e) => specialMenuItem(e, input.agotados))
      .filter(matches),
  );

  return [...input.categorias]
    .sort((a, b) => a.orden - b.orden)
    .filter((categoria) => input.slug === '' || slugify(categoria.slug) === input.slug)
    .map((categoria) => ({
      categoria,
      items: [...(regulars.get(categoria.id) ?? []), ...(specials.get(categoria.id) ?? [])],
    }))
    .filter((section) => section.items.length > 0);
}

/** True for a pizza that may be one half of an 'Arma tu pizza' order. */
function isHalfFlavor(item: MenuItem): boolean {
  return (
    item.source.tipo === 'REGULAR' &&
    item.source.producto.grupo_sabor !== null &&
    item.source.producto.precios_por_medida.some((p) => p.admite_mitades)
  );
}

/** The first shown category with pizzas that can go half-and-half: 'Arma tu pizza' leads it. */
export function halfAndHalfCategoryId(sections: readonly MenuSection[]): number | null {
  return sections.find((section) => section.items.some(isHalfFlavor))?.categoria.id ?? null;
}
