import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ESTADOS_ACTIVOS, type EstadoMesa } from '@horno/domain/order-states';
import type { Mesa, PedidoEnMesa } from '@horno/domain/tables';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type MesaRow = typeof t.mesas.$inferSelect;

/** The active orders at the branches' tables, oldest first, by table: one query. */
async function openOrdersByTable(
  db: Db,
  sedes: readonly number[],
  mesaId?: number,
): Promise<Map<number, PedidoEnMesa[]>> {
  const rows = await db
    .select({ id: t.pedidos.id, mesaId: t.pedidos.mesaId, total: t.pedidos.totalPedido })
    .from(t.pedidos)
    .where(
      and(
        // The branch and state come first: the (sede_id, estado) index finds the open orders.
        inArray(t.pedidos.sedeId, [...sedes]),
        inArray(t.pedidos.estado, [...ESTADOS_ACTIVOS]),
        eq(t.pedidos.activo, true),
        mesaId === undefined ? isNotNull(t.pedidos.mesaId) : eq(t.pedidos.mesaId, mesaId),
      ),
    )
    .orderBy(asc(t.pedidos.id));
  const byTable = new Map<number, PedidoEnMesa[]>();
  for (const row of rows) {
    if (row.mesaId === null) continue;
    const list = byTable.get(row.mesaId) ?? [];
    list.push({ id: row.id, total_pedido: row.total });
    byTable.set(row.mesaId, list);
  }
  return byTable;
}

const toMesa = (m: MesaRow, pedidos: PedidoEnMesa[] = []): Mesa => ({
  id: m.id,
  nombre: m.nombre,
  estado: m.estado,
  sede: m.sedeId,
  pedidos_abiertos: pedidos,
});

/** The branches' tables in the order they were registered, with their open orders: 2 queries. */
export async function listMesas(db: Db, sedes: readonly number[]): Promise<Mesa[]> {
  if (sedes.length === 0) return [];
  const [rows, orders] = await Promise.all([
    db
      .select()
      .from(t.mesas)
      .where(inArray(t.mesas.sedeId, [...sedes]))
      .orderBy(asc(t.mesas.sedeId), asc(t.mesas.id)),
    openOrdersByTable(db, sedes),
  ]);
  return rows.map((m) => toMesa(m, orders.get(m.id)));
}

/** One table as the API answers it, with its open orders. */
export async function shapeMesa(db: Db, row: MesaRow): Promise<Mesa> {
  const orders = await openOrdersByTable(db, [row.sedeId], row.id);
  return toMesa(row, orders.get(row.id));
}

export async function findMesa(db: Db, id: number): Promise<MesaRow | undefined> {
  const [row] = await db.select().from(t.mesas).where(eq(t.mesas.id, id));
  return row;
}

export async function mesaNombres(db: Db, sede: number): Promise<string[]> {
  const rows = await db
    .select({ nombre: t.mesas.nombre })
    .from(t.mesas)
    .where(eq(t.mesas.sedeId, sede));
  return rows.map((r) => r.nombre);
}

export async function insertMesa(db: Db, sede: number, nombre: string): Promise<MesaRow> {
  const [row] = await db.insert(t.mesas).values({ sedeId: sede, nombre }).returning();
  return row!;
}

/**
 * Sets a table's state and name in one statement, only while it is still in `estadoAnterior`
 * when one is given; undefined when it no longer is.
 */
export async function updateMesa(
  db: Db,
  id: number,
  change: { estado?: EstadoMesa | undefined; nombre?: string | undefined },
  estadoAnterior: EstadoMesa | undefined,
): Promise<MesaRow | undefined> {
  const [row] = await db
    .update(t.mesas)
    .set({
      ...(change.estado !== undefined ? { estado: change.estado } : {}),
      ...(change.nombre !== undefined ? { nombre: change.nombre } : {}),
    })
    .where(
      and(
        eq(t.mesas.id, id),
        estadoAnterior !== undefined ? eq(t.mesas.estado, estadoAnterior) : undefined,
      ),
    )
    .returning();
  return row;
}
