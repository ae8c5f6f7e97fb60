// The queries of 'Eliminar datos de demostración': which of the demo's records can go, which
// must stay because something the pizzeria made depends on them, and the removal itself. A
// fixed number of queries whatever the size of the demo or of the pizzeria's own data.
import {
  and,
  between,
  eq,
  inArray,
  isNotNull,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEMO_DATA_MESSAGES, type DemoConservado, type DemoKind } from '@horno/domain/demo-data';
import * as t from '../../db/schema';
import { DEMO_MARKER_KEY, type DemoMarker } from '../../seed/demo-marker';
import { administrators, type Tx } from '../users/access-invariant';

/** `column` within one of the inclusive id ranges (false for none). */
function inRanges(column: AnyPgColumn, ranges: readonly [number, number][]): SQL {
  if (ranges.length === 0) return sql`false`;
  return or(...ranges.map(([from, to]) => between(column, from, to)))!;
}

/** What removing the demo takes away and what it keeps. */
export interface DemoRemoval {
  marker: DemoMarker;
  counts: Record<DemoKind, number>;
  kept: DemoConservado[];
  remove: {
    sedes: number[];
    productos: number[];
    especiales: number[];
    categoriasProducto: number[];
    ingredientes: number[];
    categoriasIngrediente: number[];
    publicidades: number[];
    usuarios: number[];
    imagenes: string[];
  };
  /** Demo records that stay, switched off (branches, products, accounts). */
  deactivate: { sedes: number[]; productos: number[]; especiales: number[]; usuarios: number[] };
}

const STORED_HASH = /\/imagenes\/([0-9a-f]{64})\//g;

/** Splits `rows` into those whose id is in `keep` and the rest. */
function split<R extends { id: number }>(rows: readonly R[], keep: ReadonlySet<number>) {
  return {
    kept: rows.filter((r) => keep.has(r.id)),
    removed: rows.filter((r) => !keep.has(r.id)).map((r) => r.id),
  };
}

/**
 * Works out the removal of what `marker` names, as the database stands in `tx`. The account
 * `keepUserId` (the administrator asking) always stays. Demo accounts holding the administration
 * permissions stay too when, without them, no active administrator would remain (from the shell
 * nobody is asking: the pizzeria's own administrators are enough, else the demo's stay).
 */
export async function planRemoval(
  tx: Tx,
  marker: DemoMarker,
  keepUserId?: number,
): Promise<DemoRemoval> {
  const demoOrder = inRanges(t.pedidos.id, marker.pedidos);
  const realOrder = not(demoOrder);

  // The demo's records that still exist (the pizzeria may have deleted some).
  const sedes = await tx
    .select({ id: t.sedes.id, nombre: t.sedes.nombre })
    .from(t.sedes)
    .where(inArray(t.sedes.id, marker.sedes));
  const productos = await tx
    .select({ id: t.productos.id, nombre: t.productos.nombre })
    .from(t.productos)
    .where(inArray(t.productos.id, marker.productos));
  const especiales = await tx
    .select({ id: t.productosEspeciales.id, nombre: t.productosEspeciales.nombre })
    .from(t.productosEspeciales)
    .where(inArray(t.productosEspeciales.id, marker.especiales));
  const usuarios = await tx
    .select({ id: t.usuarios.id, nombre: t.usuarios.email })
    .from(t.usuarios)
    .where(inArray(t.usuarios.id, marker.usuarios));

  // What the pizzeria's own orders use: their branches, products, specials and accounts.
  const orderBranches = await tx
    .selectDistinct({ id: t.pedidos.sedeId })
    .from(t.pedidos)
    .where(and(realOrder, inArray(t.pedidos.sedeId, marker.sedes)));
  /** The distinct values of `column` among the demo's `ids`, in rows of the pizzeria's orders. */
  const usedBy = (column: AnyPgColumn, ids: readonly number[]) =>
    tx
      .selectDistinct({ id: sql<number>`${column}`.as('id') })
      .from(t.pedidoProductos)
      .innerJoin(t.pedidos, eq(t.pedidos.id, t.pedidoProductos.pedidoId))
      .where(and(realOrder, inArray(column, ids)));
  const orderProducts = await usedBy(t.pedidoProductos.productoId, marker.productos).union(
    usedBy(t.pedidoProductos.productoMitadId, marker.productos),
  );
  const orderSpecials = await usedBy(t.pedidoProductos.productoEspecialId, marker.especiales);
  /** The demo's accounts in `column` of the pizzeria's orders (or a table joined to them). */
  const accountsIn = (column: AnyPgColumn) =>
    tx
      .selectDistinct({ id: sql<number>`${column}`.as('id') })
      .from(t.pedidos)
      .leftJoin(t.cupones, eq(t.cupones.id, t.pedidos.cuponId))
      .leftJoin(t.historialEstadosPedido, eq(t.historialEstadosPedido.pedidoId, t.pedidos.id))
      .where(and(realOrder, inArray(column, marker.usuarios)));
  const orderAccounts = await accountsIn(t.pedidos.usuarioId)
    .union(accountsIn(t.pedidos.creadoPorId))
    .union(accountsIn(t.cupones.usuarioId))
    .union(accountsIn(t.historialEstadosPedido.usuarioId));

  const kept: DemoConservado[] = [];
  const keepSedes = new Set(orderBranches.map((r) => r.id));
  const sedeSplit = split(sedes, keepSedes);
  for (const s of sedeSplit.kept)
    kept.push({ clase: 'sedes', ...s, motivo: DEMO_DATA_MESSAGES.keptBranchForOrders });

  const productoSplit = split(productos, new Set(orderProducts.map((r) => r.id)));
  const especialSplit = split(especiales, new Set(orderSpecials.map((r) => r.id)));
  for (const p of productoSplit.kept)
    kept.push({ clase: 'productos', ...p, motivo: DEMO_DATA_MESSAGES.keptForOrders });
  for (const e of especialSplit.kept)
    kept.push({ clase: 'especiales', ...e, motivo: DEMO_DATA_MESSAGES.keptForOrders });

  // Categories that products staying (the pizzeria's own, or kept above) still belong to.
  const categoriasProducto = await tx
    .select({ id: t.categoriaProductos.id, nombre: t.categoriaProductos.nombre })
    .from(t.categoriaProductos)
    .where(inArray(t.categoriaProductos.id, marker.categoriasProducto));
  const usedCategories = await tx
    .selectDistinct({ id: t.productos.categoriaId })
    .from(t.productos)
    .where(
      and(
        inArray(t.productos.categoriaId, marker.categoriasProducto),
        notInArray(t.productos.id, productoSplit.removed),
      ),
    )
    .union(
      tx
        .selectDistinct({ id: t.productosEspeciales.categoriaId })
        .from(t.productosEspeciales)
        .where(
          and(
            inArray(t.productosEspeciales.categoriaId, marker.categoriasProducto),
            notInArray(t.productosEspeciales.id, especialSplit.removed),
          ),
        ),
    );
  const categoriaSplit = split(categoriasProducto, new Set(usedCategories.map((r) => r.id)));
  for (const c of categoriaSplit.kept)
    kept.push({ clase: 'categorias_producto', ...c, motivo: DEMO_DATA_MESSAGES.keptForProducts });

  // Ingredients still offered as additions by products that stay, or in the pizzeria's orders.
  const ingredientes = await tx
    .select({ id: t.ingredientes.id, nombre: t.ingredientes.nombre })
    .from(t.ingredientes)
    .where(inArray(t.ingredientes.id, marker.ingredientes));
  const usedIngredients = await tx
    .selectDistinct({ id: t.posiblesAdiciones.ingredienteId })
    .from(t.posiblesAdiciones)
    .where(
      and(
        inArray(t.posiblesAdiciones.ingredienteId, marker.ingredientes),
        notInArray(t.posiblesAdiciones.productoId, productoSplit.removed),
      ),
    )
    .union(
      tx
        .selectDistinct({ id: t.pedidoProductoAdiciones.ingredienteId })
        .from(t.pedidoProductoAdiciones)
        .innerJoin(
          t.pedidoProductos,
          eq(t.pedidoProductos.id, t.pedidoProductoAdiciones.pedidoProductoId),
        )
        .innerJoin(t.pedidos, eq(t.pedidos.id, t.pedidoProductos.pedidoId))
        .where(
          and(realOrder, inArray(t.pedidoProductoAdiciones.ingredienteId, marker.ingredientes)),
        ),
    );
  const ingredienteSplit = split(ingredientes, new Set(usedIngredients.map((r) => r.id)));
  for (const i of ingredienteSplit.kept)
    kept.push({ clase: 'ingredientes', ...i, motivo: DEMO_DATA_MESSAGES.keptForAdditions });

  const categoriasIngrediente = await tx
    .select({ id: t.categoriaIngredientes.id, nombre: t.categoriaIngredientes.nombre })
    .from(t.categoriaIngredientes)
    .where(inArray(t.categoriaIngredientes.id, marker.categoriasIngrediente));
  const usedIngredientCategories = await tx
    .selectDistinct({ id: t.ingredientes.categoriaId })
    .from(t.ingredientes)
    .where(
      and(
        inArray(t.ingredientes.categoriaId, marker.categoriasIngrediente),
        notInArray(t.ingredientes.id, ingredienteSplit.removed),
      ),
    );
  const categoriaIngredienteSplit = split(
    categoriasIngrediente,
    new Set(usedIngredientCategories.map((r) => r.id)),
  );
  for (const c of categoriaIngredienteSplit.kept)
    kept.push({
      clase: 'categorias_ingrediente',
      ...c,
      motivo: DEMO_DATA_MESSAGES.keptForIngredients,
    });

  // Accounts: the one asking; those the pizzeria's orders name (switched off: their passwords
  // are published); and the demo's administrators when no other administrator would remain.
  const inRealOrders = new Set(orderAccounts.map((r) => r.id));
  const demoIds = new Set(usuarios.map((u) => u.id));
  const admins = (await administrators(tx)).map((r) => r.id);
  const otherAdmin = admins.some((id) => !demoIds.has(id) || id === keepUserId);
  const usuarioKeep = new Set<number>();
  const usuarioOff: number[] = [];
  for (const u of usuarios) {
    if (u.id === keepUserId) {
      usuarioKeep.add(u.id);
      kept.push({
        clase: 'cuentas',
        ...u,
        motivo: `${DEMO_DATA_MESSAGES.keptAccount} ${DEMO_DATA_MESSAGES.demoPassword}`,
      });
    } else if (!otherAdmin && admins.includes(u.id)) {
      usuarioKeep.add(u.id);
      kept.push({
        clase: 'cuentas',
        ...u,
        motivo: `${DEMO_DATA_MESSAGES.keptAdministrator} ${DEMO_DATA_MESSAGES.demoPassword}`,
      });
    } else if (inRealOrders.has(u.id)) {
      usuarioKeep.add(u.id);
      usuarioOff.push(u.id);
      kept.push({ clase: 'cuentas', ...u, motivo: DEMO_DATA_MESSAGES.keptAccountForOrders });
    }
  }
  const usuarioSplit = split(usuarios, usuarioKeep);

  // Pictures the demo stored that nothing left refers to.
  const publicidades = await tx
    .select({ id: t.publicidades.id })
    .from(t.publicidades)
    .where(inArray(t.publicidades.id, marker.publicidades));
  const removedAds = publicidades.map((r) => r.id);
  const storedDemo = await tx
    .selectDistinct({ hash: t.imagenes.hash })
    .from(t.imagenes)
    .where(inArray(t.imagenes.hash, marker.imagenes));
  const url = (column: AnyPgColumn | SQL) => sql<string | null>`${column}`.as('url');
  const pictureRefs = await tx
    .select({ url: url(t.productos.imagen) })
    .from(t.productos)
    .where(and(isNotNull(t.productos.imagen), notInArray(t.productos.id, productoSplit.removed)))
    .union(
      tx
        .select({ url: url(t.productosEspeciales.imagen) })
        .from(t.productosEspeciales)
        .where(
          and(
            isNotNull(t.productosEspeciales.imagen),
            notInArray(t.productosEspeciales.id, especialSplit.removed),
          ),
        ),
    )
    .union(
      tx
        .select({ url: url(t.sedes.imagen) })
        .from(t.sedes)
        .where(and(isNotNull(t.sedes.imagen), notInArray(t.sedes.id, sedeSplit.removed))),
    )
    .union(
      tx
        .select({ url: url(t.publicidades.imagen) })
        .from(t.publicidades)
        .where(notInArray(t.publicidades.id, removedAds)),
    )
    .union(
      // The business's settings (its logo) are kept, and whatever picture they name.
      tx
        .select({ url: url(sql`${t.configuraciones.valor}::text`) })
        .from(t.configuraciones)
        .where(ne(t.configuraciones.clave, DEMO_MARKER_KEY)),
    );
  const referenced = new Set(
    pictureRefs.flatMap((r) => [...(r.url ?? '').matchAll(STORED_HASH)].map((m) => m[1]!)),
  );
  const removedPictures = storedDemo.map((r) => r.hash).filter((hash) => !referenced.has(hash));

  // How many of each kind go: tables and delivery areas go with their branches.
  const [totals] = await tx
    .select({
      pedidos: sql<number>`(select count(*) from ${t.pedidos} where ${demoOrder})::int`,
      clientes: sql<number>`(select count(*) from ${t.invitados} where ${inRanges(t.invitados.id, marker.invitados)}
        and not exists (select 1 from ${t.pedidos} where ${t.pedidos.invitadoId} = ${t.invitados.id} and ${realOrder}))::int`,
      mesas: sql<number>`(select count(*) from ${t.mesas} where ${inArray(t.mesas.sedeId, sedeSplit.removed)})::int`,
      zonas: sql<number>`(select count(*) from ${t.zonasEntrega} where ${inArray(t.zonasEntrega.sedeId, sedeSplit.removed)})::int`,
    })
    .from(sql`(select 1) as uno`);

  return {
    marker,
    kept,
    counts: {
      pedidos: totals?.pedidos ?? 0,
      clientes: totals?.clientes ?? 0,
      cuentas: usuarioSplit.removed.length,
      productos: productoSplit.removed.length,
      especiales: especialSplit.removed.length,
      categorias_producto: categoriaSplit.removed.length,
      ingredientes: ingredienteSplit.removed.length,
      categorias_ingrediente: categoriaIngredienteSplit.removed.length,
      sedes: sedeSplit.removed.length,
      mesas: totals?.mesas ?? 0,
      zonas: totals?.zonas ?? 0,
      publicidades: removedAds.length,
      imagenes: removedPictures.length,
    },
    remove: {
      sedes: sedeSplit.removed,
      productos: productoSplit.removed,
      especiales: especialSplit.removed,
      categoriasProducto: categoriaSplit.removed,
      ingredientes: ingredienteSplit.removed,
      categoriasIngrediente: categoriaIngredienteSplit.removed,
      publicidades: removedAds,
      usuarios: usuarioSplit.removed,
      imagenes: removedPictures,
    },
    deactivate: {
      sedes: sedeSplit.kept.map((s) => s.id),
      productos: productoSplit.kept.map((p) => p.id),
      especiales: especialSplit.kept.map((e) => e.id),
      usuarios: usuarioOff,
    },
  };
}

/**
 * Carries out `plan` in `tx`: the demo's orders first (their lines, history and payments go
 * with them), then what they referred to, each table after those that refer to it.
 */
export async function removeDemo(tx: Tx, plan: DemoRemoval): Promise<void> {
  const { marker, remove, deactivate } = plan;
  await tx.delete(t.pedidos).where(inRanges(t.pedidos.id, marker.pedidos));
  await tx
    .delete(t.invitados)
    .where(
      and(
        inRanges(t.invitados.id, marker.invitados),
        sql`not exists (select 1 from ${t.pedidos} where ${t.pedidos.invitadoId} = ${t.invitados.id})`,
      ),
    );
  await tx.delete(t.publicidades).where(inArray(t.publicidades.id, remove.publicidades));
  await tx
    .delete(t.productosEspeciales)
    .where(inArray(t.productosEspeciales.id, remove.especiales));
  await tx
    .update(t.productosEspeciales)
    .set({ activo: false })
    .where(inArray(t.productosEspeciales.id, deactivate.especiales));
  await tx.delete(t.productos).where(inArray(t.productos.id, remove.productos));
  await tx
    .update(t.productos)
    .set({ activo: false })
    .where(inArray(t.productos.id, deactivate.productos));
  await tx
    .delete(t.categoriaProductos)
    .where(inArray(t.categoriaProductos.id, remove.categoriasProducto));
  await tx.delete(t.ingredientes).where(inArray(t.ingredientes.id, remove.ingredientes));
  await tx
    .delete(t.categoriaIngredientes)
    .where(inArray(t.categoriaIngredientes.id, remove.categoriasIngrediente));
  // Accounts: their sessions, roles, branches and coupons go with them.
  await tx.delete(t.usuarios).where(inArray(t.usuarios.id, remove.usuarios));
  await tx
    .update(t.usuarios)
    .set({ activo: false })
    .where(inArray(t.usuarios.id, deactivate.usuarios));
  // Branches: their hours, tables, delivery areas, products and staff links go with them.
  await tx.delete(t.sedes).where(inArray(t.sedes.id, remove.sedes));
  await tx.update(t.sedes).set({ activa: false }).where(inArray(t.sedes.id, deactivate.sedes));
  await tx.delete(t.imagenes).where(inArray(t.imagenes.hash, remove.imagenes));
  await tx.delete(t.configuraciones).where(eq(t.configuraciones.clave, DEMO_MARKER_KEY));
}
