import { asc, eq, inArray } from 'drizzle-orm';
import type {
  MedidaItem,
  PrecioPorMedida,
  Producto,
  ProductoEspecial,
} from '@horno/domain/catalog';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface CategoriaRow {
  id: number;
  nombre: string;
  slug: string;
  orden: number;
  tiene_medidas: boolean;
}

/** The whole catalog in memory: small, read on every menu view, changed rarely. */
export interface CatalogSnapshot {
  categorias: CategoriaRow[];
  medidas: MedidaItem[];
  productos: Producto[];
  especiales: ProductoEspecial[];
  productosPorSede: Map<number, Set<number>>;
  especialesPorSede: Map<number, Set<number>>;
  sedeIds: Set<number>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function idSets<T>(rows: readonly T[], key: (row: T) => number, value: (row: T) => number) {
  const map = new Map<number, Set<number>>();
  for (const row of rows) {
    const k = key(row);
    let set = map.get(k);
    if (!set) map.set(k, (set = new Set()));
    set.add(value(row));
  }
  return map;
}

/** Loads the catalog with a fixed number of queries, whatever its size. */
export async function loadCatalog(db: Db): Promise<CatalogSnapshot> {
  const [
    categorias,
    medidaRows,
    productoRows,
    precioRows,
    adicionRows,
    especialRows,
    seccionRows,
    opcionRows,
    sedeProductoRows,
    sedeEspecialRows,
    sedeRows,
  ] = await Promise.all([
    db
      .select()
      .from(t.categoriaProductos)
      .orderBy(asc(t.categoriaProductos.orden), asc(t.categoriaProductos.id)),
    db.select().from(t.medidas).orderBy(asc(t.medidas.orden)),
    db.select().from(t.productos).orderBy(asc(t.productos.id)),
    db.select().from(t.preciosPorMedida),
    db
      .select({
        id: t.posiblesAdiciones.id,
        productoId: t.posiblesAdiciones.productoId,
        precioAdicion: t.posiblesAdiciones.precioAdicion,
        ingredienteId: t.ingredientes.id,
        ingredienteNombre: t.ingredientes.nombre,
      })
      .from(t.posiblesAdiciones)
      .innerJoin(t.ingredientes, eq(t.ingredientes.id, t.posiblesAdiciones.ingredienteId))
      .orderBy(asc(t.posiblesAdiciones.id)),
    db.select().from(t.productosEspeciales).orderBy(asc(t.productosEspeciales.id)),
    db.select().from(t.secciones).orderBy(asc(t.secciones.orden), asc(t.secciones.id)),
    db.select().from(t.opciones).orderBy(asc(t.opciones.orden), asc(t.opciones.id)),
    db.select().from(t.sedeProductos),
    db.select().from(t.sedeProductosEspeciales),
    // A deactivated branch has no menu: its address is a 404, like an unknown branch's.
    db.select({ id: t.sedes.id }).from(t.sedes).where(eq(t.sedes.activa, true)),
  ]);

  const medidas: MedidaItem[] = medidaRows.map((m) => ({
    id: m.id,
    value: m.value,
    label: m.label,
  }));
  const medidaById = new Map(medidas.map((m) => [m.id, m]));
  const medidaOrden = new Map(medidaRows.map((m) => [m.id, m.orden]));
  const categoriaNombre = new Map(categorias.map((c) => [c.id, c.nombre]));

  const preciosDe = groupBy(precioRows, (p) => p.productoId);
  const preciosOf = (productoId: number): PrecioPorMedida[] =>
    (preciosDe.get(productoId) ?? [])
      .slice()
      .sort((a, b) => (medidaOrden.get(a.medidaId) ?? 0) - (medidaOrden.get(b.medidaId) ?? 0))
      .flatMap((p) => {
        const medida = medidaById.get(p.medidaId);
        return medida
          ? [{ id: p.id, medida, precio: p.precio, admite_mitades: p.admiteMitades }]
          : [];
      });
  const adicionesDe = groupBy(adicionRows, (a) => a.productoId);

  const productos: Producto[] = productoRows.map((p) => ({
    id: p.id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    categoria: p.categoriaId,
    categoria_nombre: categoriaNombre.get(p.categoriaId) ?? '',
    precio: p.precio,
    descuento: p.descuento,
    imagen: p.imagen,
    precios_por_medida: preciosOf(p.id),
    posibles_adiciones: (adicionesDe.get(p.id) ?? []).map((a) => ({
      id: a.id,
      ingrediente: { id: a.ingredienteId, nombre: a.ingredienteNombre },
      precio_adicion: a.precioAdicion,
    })),
    grupo_sabor: p.grupoSabor,
    activo: p.activo,
    tipo: 'REGULAR',
  }));
  const productoById = new Map(productos.map((p) => [p.id, p]));

  const especiales = shapeEspeciales(especialRows, seccionRows, opcionRows, {
    categoriaNombre,
    productoById,
  });

  return {
    categorias: categorias.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      slug: c.slug,
      orden: c.orden,
      tiene_medidas: c.tieneMedidas,
    })),
    medidas,
    productos,
    especiales,
    productosPorSede: idSets(
      sedeProductoRows,
      (r) => r.sedeId,
      (r) => r.productoId,
    ),
    especialesPorSede: idSets(
      sedeEspecialRows,
      (r) => r.sedeId,
      (r) => r.productoEspecialId,
    ),
    sedeIds: new Set(sedeRows.map((s) => s.id)),
  };
}

type EspecialRow = typeof t.productosEspeciales.$inferSelect;
type SeccionRow = typeof t.secciones.$inferSelect;
type OpcionRow = typeof t.opciones.$inferSelect;

/** Special products as the API shows them, from their rows and the catalog they refer to. */
function shapeEspeciales(
  especialRows: readonly EspecialRow[],
  seccionRows: readonly SeccionRow[],
  opcionRows: readonly OpcionRow[],
  refs: {
    categoriaNombre: ReadonlyMap<number, string>;
    productoById: ReadonlyMap<number, Producto>;
  },
): ProductoEspecial[] {
  const { categoriaNombre, productoById } = refs;
  const opcionesDe = groupBy(opcionRows, (o) => o.seccionId);
  const seccionesDe = groupBy(seccionRows, (s) => s.productoEspecialId);
  return especialRows.map((e) => ({
    id: e.id,
    nombre: e.nombre,
    descripcion: e.descripcion,
    precio_base: e.precioBase,
    descuento: e.descuento,
    categoria: e.categoriaId,
    categoria_nombre: categoriaNombre.get(e.categoriaId) ?? '',
    imagen: e.imagen,
    producto_base: { descripcion: e.descripcion },
    activo: e.activo,
    tipo: 'ESPECIAL',
    secciones: (seccionesDe.get(e.id) ?? []).map((s) => ({
      id: s.id,
      nombre: s.nombre,
      descripcion: s.descripcion,
      minimo: s.minimo,
      maximo: s.maximo,
      seleccionar_mayor_valor: s.seleccionarMayorValor,
      orden: s.orden,
      opciones: (opcionesDe.get(s.id) ?? []).map((o) => {
        const related = o.productoRelacionadoId
          ? productoById.get(o.productoRelacionadoId)
          : undefined;
        return {
          id: o.id,
          nombre: o.nombre,
          precio_extra: o.precioExtra,
          orden: o.orden,
          activo: o.activo,
          producto_relacionado_id: o.productoRelacionadoId,
          producto_relacionado: related
            ? {
                id: related.id,
                nombre: related.nombre,
                precios_por_medida: related.precios_por_medida,
              }
            : null,
        };
      }),
    })),
  }));
}

/**
 * One special product read fresh from the database, its category and related products named as
 * `catalog` has them: what a save answers, without reloading the whole catalog.
 */
export async function loadEspecial(
  db: Db,
  id: number,
  catalog: Pick<CatalogSnapshot, 'categorias' | 'productos'>,
): Promise<ProductoEspecial | undefined> {
  const [especialRows, seccionRows] = await Promise.all([
    db.select().from(t.productosEspeciales).where(eq(t.productosEspeciales.id, id)),
    db
      .select()
      .from(t.secciones)
      .where(eq(t.secciones.productoEspecialId, id))
      .orderBy(asc(t.secciones.orden), asc(t.secciones.id)),
  ]);
  const opcionRows =
    seccionRows.length > 0
      ? await db
          .select()
          .from(t.opciones)
          .where(
            inArray(
              t.opciones.seccionId,
              seccionRows.map((s) => s.id),
            ),
          )
          .orderBy(asc(t.opciones.orden), asc(t.opciones.id))
      : [];
  return shapeEspeciales(especialRows, seccionRows, opcionRows, {
    categoriaNombre: new Map(catalog.categorias.map((c) => [c.id, c.nombre])),
    productoById: new Map(catalog.productos.map((p) => [p.id, p])),
  })[0];
}
