import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

type Row = typeof t.zonasEntrega.$inferSelect;

/** An area as the API shows it: points as {lat, lng}, stored as [lat, lng] pairs. */
export function toZona(row: Row): ZonaEntrega {
  return {
    id: row.id,
    sede: row.sedeId,
    nombre: row.nombre,
    poligono: row.poligono.map(([lat, lng]) => ({ lat, lng })),
    tarifa_tipo: row.tarifaTipo === 'FIJA' ? 'FIJA' : 'CALCULADA',
    tarifa_fija: row.tarifaFija,
    pedido_minimo: row.pedidoMinimo,
    activa: row.activa,
    orden: row.orden,
  };
}

/** Every branch's areas, in order: one query. */
export async function loadAreas(db: Db): Promise<ZonaEntrega[]> {
  const rows = await db
    .select()
    .from(t.zonasEntrega)
    .orderBy(asc(t.zonasEntrega.sedeId), asc(t.zonasEntrega.orden), asc(t.zonasEntrega.id));
  return rows.map(toZona);
}

export interface NewArea {
  nombre: string;
  poligono: { lat: number; lng: number }[];
  tarifa_tipo: 'CALCULADA' | 'FIJA';
  tarifa_fija: number | null;
  pedido_minimo: number;
  activa: boolean;
}

/** Replaces a branch's areas in one transaction; their order is their place in the list. */
export async function replaceAreas(
  db: Db,
  sedeId: number,
  zonas: readonly NewArea[],
): Promise<ZonaEntrega[]> {
  return db.transaction(async (tx) => {
    await tx.delete(t.zonasEntrega).where(eq(t.zonasEntrega.sedeId, sedeId));
    if (zonas.length === 0) return [];
    const rows = await tx
      .insert(t.zonasEntrega)
      .values(
        zonas.map((z, i) => ({
          sedeId,
          nombre: z.nombre,
          poligono: z.poligono.map((p): [number, number] => [p.lat, p.lng]),
          tarifaTipo: z.tarifa_tipo,
          tarifaFija: z.tarifa_fija,
          pedidoMinimo: z.pedido_minimo,
          activa: z.activa,
          orden: i + 1,
        })),
      )
      .returning();
    return rows.map(toZona).sort((a, b) => a.orden - b.orden);
  });
}
