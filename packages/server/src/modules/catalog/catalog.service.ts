import {
  type BuildYourPizzaOptions,
  type CategoriaProducto,
  GRUPOS_SABOR,
  type Producto,
  type ProductoEspecial,
} from '@horno/domain/catalog';
import { especialPrice, sortByPriceThenName, sortProducts } from '@horno/domain/catalog-price';
import { normalizeSlug } from '@horno/domain/slug';
import type { Db } from '../../db/client';
import { type CachedBody, cacheBody } from '../../lib/cached-json';
import { notFound } from '../../lib/errors';
import { type CatalogSnapshot, loadCatalog } from './catalog.queries';

export interface ProductFilter {
  sede?: number | undefined;
  soloActivos?: boolean | undefined;
}

/** The channel on which an instance tells the others that the catalog changed. */
export const CATALOG_CHANNEL = 'horno_catalogo';
/** The payload on `CATALOG_CHANNEL` that says the catalog (or a branch's products) changed. */
export const CATALOG_CHANGED = 'cambio';

/**
 * Reads of the catalog, served from one in-memory snapshot and a cache of serialized answers.
 * Anything that changes the catalog or a branch's products must call `changed()` once it has
 * committed.
 */
export class CatalogService {
  private snapshot: Promise<CatalogSnapshot> | undefined;
  private readonly bodies = new Map<string, CachedBody>();

  /** `notify` publishes on `CATALOG_CHANNEL` to every instance sharing the database. */
  constructor(
    private readonly db: Db,
    private readonly notify: (channel: string, payload: string) => Promise<void> = async () => {},
  ) {}

  /** Drops this instance's snapshot and cached answers; the next read loads the catalog again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.bodies.clear();
  }

  /**
   * A committed change of the catalog (a product, price, category, ingredient or a branch's
   * products): this instance forgets its cache now, every other one when the NOTIFY arrives.
   */
  changed(): void {
    this.invalidate();
    void this.notify(CATALOG_CHANNEL, CATALOG_CHANGED);
  }

  getSnapshot(): Promise<CatalogSnapshot> {
    if (!this.snapshot) {
      const loading = loadCatalog(this.db);
      this.snapshot = loading;
      // A failed load must not stay cached.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  /** A serialized answer for `key`, built once per snapshot. */
  async cached(key: string, build: (s: CatalogSnapshot) => unknown): Promise<CachedBody> {
    const snapshot = await this.getSnapshot();
    let body = this.bodies.get(key);
    if (!body) {
      body = cacheBody(build(snapshot));
      // Only keep it if no invalidation happened while building.
      if (this.snapshot && (await this.snapshot) === snapshot) this.bodies.set(key, body);
    }
    return body;
  }

  static assertSede(s: CatalogSnapshot, sede: number | undefined): void {
    if (sede !== undefined && !s.sedeIds.has(sede)) throw notFound('Sede no encontrada');
  }

  /**
   * The public catalog reads' answers, serialized once per snapshot: the API's routes and the
   * pages' HTML (pages.plugin.ts) send the same bytes.
   */
  categoriesBody(filter: { sede?: number | undefined; slug?: string | undefined }) {
    return this.cached(`categorias:${filter.sede ?? ''}:${filter.slug ?? ''}`, (s) =>
      CatalogService.categorias(s, filter),
    );
  }

  productsBody(filter: ProductFilter) {
    return this.cached(`productos:${filter.sede ?? ''}:${filter.soloActivos ?? ''}`, (s) =>
      CatalogService.productos(s, filter),
    );
  }

  specialsBody(filter: ProductFilter) {
    return this.cached(`especiales:${filter.sede ?? ''}:${filter.soloActivos ?? ''}`, (s) =>
      CatalogService.especiales(s, filter),
    );
  }

  static productos(s: CatalogSnapshot, filter: ProductFilter): Producto[] {
    CatalogService.assertSede(s, filter.sede);
    const sold = filter.sede !== undefined ? s.productosPorSede.get(filter.sede) : undefined;
    const list = s.productos.filter(
      (p) =>
        (!filter.soloActivos || p.activo) &&
        (filter.sede === undefined || (p.activo && (sold?.has(p.id) ?? false))),
    );
    return sortProducts(list);
  }

  static especiales(s: CatalogSnapshot, filter: ProductFilter): ProductoEspecial[] {
    CatalogService.assertSede(s, filter.sede);
    const sold = filter.sede !== undefined ? s.especialesPorSede.get(filter.sede) : undefined;
    const list = s.especiales.filter(
      (e) =>
        (!filter.soloActivos || e.activo) &&
        (filter.sede === undefined || (e.activo && (sold?.has(e.id) ?? false))),
    );
    return sortByPriceThenName(list, especialPrice);
  }

  static categorias(
    s: CatalogSnapshot,
    filter: { sede?: number | undefined; slug?: string | undefined },
  ): CategoriaProducto[] {
    const productos = CatalogService.productos(s, { sede: filter.sede, soloActivos: true });
    const especiales = CatalogService.especiales(s, { sede: filter.sede, soloActivos: true });
    const count = (list: readonly { categoria: number }[]) => {
      const counts = new Map<number, number>();
      for (const item of list) counts.set(item.categoria, (counts.get(item.categoria) ?? 0) + 1);
      return counts;
    };
    const productCounts = count(productos);
    const especialCounts = count(especiales);
    const slug = normalizeSlug(filter.slug);
    return s.categorias
      .filter((c) => slug === '' || c.slug === slug)
      .map((c) => ({
        ...c,
        productos_por_categoria: productCounts.get(c.id) ?? 0,
        productos_especiales_por_categoria: especialCounts.get(c.id) ?? 0,
      }));
  }

  /** 'Arma tu pizza': the branch's flavors by group, and the sizes that admit halves. */
  static buildYourPizza(s: CatalogSnapshot, sede: number | undefined): BuildYourPizzaOptions {
    const flavors = CatalogService.productos(s, { sede, soloActivos: true }).filter(
      (p) => p.grupo_sabor !== null && p.precios_por_medida.some((m) => m.admite_mitades),
    );
    const halves = new Set(
      flavors.flatMap((p) =>
        p.precios_por_medida.filter((m) => m.admite_mitades).map((m) => m.medida.id),
      ),
    );
    const sabores = Object.fromEntries(
      GRUPOS_SABOR.map((g) => [g, flavors.filter((p) => p.grupo_sabor === g)]),
    ) as BuildYourPizzaOptions['sabores_por_categoria'];
    return { sabores_por_categoria: sabores, medidas: s.medidas.filter((m) => halves.has(m.id)) };
  }

  static producto(s: CatalogSnapshot, id: number): Producto {
    const producto = s.productos.find((p) => p.id === id);
    if (!producto) throw notFound('Producto no encontrado');
    return producto;
  }

  static especial(s: CatalogSnapshot, id: number): ProductoEspecial {
    const especial = s.especiales.find((e) => e.id === id);
    if (!especial) throw notFound('Producto especial no encontrado');
    return especial;
  }
}
