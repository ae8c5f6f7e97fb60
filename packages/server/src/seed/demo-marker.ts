// What the demo pizzeria loaded, recorded beside it (a `configuraciones` row) in the same
// transaction, so that 'Eliminar datos de demostración' removes exactly that and nothing the
// pizzeria added itself (modules/settings/demo-data.service.ts).
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import * as t from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The `configuraciones` key of the record; absent once the demo was removed (or never loaded). */
export const DEMO_MARKER_KEY = 'datos_demo';

const ids = z.array(z.number().int().positive());
/** Inclusive id ranges, for the thousands of orders and their guests. */
const ranges = z.array(z.tuple([z.number().int().positive(), z.number().int().positive()]));

export const DemoMarkerSchema = z.object({
  sedes: ids,
  productos: ids,
  especiales: ids,
  categoriasProducto: ids,
  categoriasIngrediente: ids,
  ingredientes: ids,
  publicidades: ids,
  usuarios: ids,
  /** Hashes of the pictures the demo put in the image store. */
  imagenes: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  pedidos: ranges.default([]),
  invitados: ranges.default([]),
});
export type DemoMarker = z.infer<typeof DemoMarkerSchema>;

/** What the demo's main transaction loaded (the orders come after, in a transaction of their own). */
export type DemoLoaded = Omit<DemoMarker, 'pedidos' | 'invitados'>;

/** Sorted ids as inclusive ranges: [1, 2, 3, 7] → [[1, 3], [7, 7]]. */
export function idRanges(values: readonly number[]): [number, number][] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const id of sorted) {
    const last = out[out.length - 1];
    if (last && id <= last[1] + 1) last[1] = Math.max(last[1], id);
    else out.push([id, id]);
  }
  return out;
}

/** Writes the record of what the demo loaded (inside the demo's transaction). */
export async function recordDemo(tx: Tx, loaded: DemoLoaded): Promise<void> {
  const valor: DemoMarker = { ...loaded, pedidos: [], invitados: [] };
  await tx
    .insert(t.configuraciones)
    .values({ clave: DEMO_MARKER_KEY, valor })
    .onConflictDoUpdate({ target: t.configuraciones.clave, set: { valor } });
}

/** Adds the demo's orders and their guests to the record (inside the orders' transaction). */
export async function recordDemoOrders(
  tx: Tx,
  orderIds: readonly number[],
  guestIds: readonly number[],
): Promise<void> {
  const added = { pedidos: idRanges(orderIds), invitados: idRanges(guestIds) };
  await tx
    .update(t.configuraciones)
    .set({ valor: sql`${t.configuraciones.valor} || ${JSON.stringify(added)}::jsonb` })
    .where(eq(t.configuraciones.clave, DEMO_MARKER_KEY));
}

/** The record, or null when there is no demo data (or the record cannot be read). */
export async function readDemoMarker(db: Db | Tx): Promise<DemoMarker | null> {
  const [row] = await db
    .select({ valor: t.configuraciones.valor })
    .from(t.configuraciones)
    .where(eq(t.configuraciones.clave, DEMO_MARKER_KEY));
  if (!row) return null;
  const parsed = DemoMarkerSchema.safeParse(row.valor);
  return parsed.success ? parsed.data : null;
}
