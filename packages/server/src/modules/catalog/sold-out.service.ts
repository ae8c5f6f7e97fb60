import type { AgotadoInput, Agotados } from '@horno/domain/catalog-admin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { BranchService } from '../branches/branches.service';

/** The catalog channel's payload for a branch's sold-out switches: 'agotados:{sede}'. */
export const SOLD_OUT_PREFIX = 'agotados:';

/** How long something stays sold out at a branch that has no opening within a week. */
const FALLBACK_MS = 24 * 60 * 60 * 1000;

interface Entry {
  agotados: Agotados;
  /** The earliest `hasta` among them: the cached list is stale from then on. */
  validUntil: number;
}

/**
 * What each branch has run out of today ('Agotado'): products, specials and additions
 * (ingredients). A switch lasts until the branch's next opening. Read on every order and menu,
 * so each branch's list is kept in memory until it changes (here or, through `invalidate`, on
 * another instance) or one of its switches runs out.
 */
export class SoldOutService {
  private readonly cache = new Map<number, Promise<Entry>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly branches: BranchService,
    private readonly notify: (channel: string, payload: string) => Promise<void>,
    private readonly channel: string,
  ) {}

  invalidate(): void {
    this.cache.clear();
  }

  async current(sedeId: number): Promise<Agotados> {
    const now = this.clock.now().getTime();
    let entry = this.cache.get(sedeId);
    if (entry && (await entry).validUntil <= now) entry = undefined;
    if (!entry) {
      const loading = this.load(sedeId);
      this.cache.set(sedeId, loading);
      loading.catch(() => {
        if (this.cache.get(sedeId) === loading) this.cache.delete(sedeId);
      });
      entry = loading;
    }
    return (await entry).agotados;
  }

  private async load(sedeId: number): Promise<Entry> {
    await this.branches.findRow(sedeId);
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(t.agotados)
      .where(and(eq(t.agotados.sedeId, sedeId), gt(t.agotados.hasta, now)));
    const ids = (pick: (row: (typeof rows)[number]) => number | null) =>
      rows
        .map(pick)
        .filter((id): id is number => id !== null)
        .sort((a, b) => a - b);
    return {
      agotados: {
        productos: ids((r) => r.productoId),
        productos_especiales: ids((r) => r.productoEspecialId),
        ingredientes: ids((r) => r.ingredienteId),
      },
      validUntil: Math.min(Infinity, ...rows.map((r) => r.hasta.getTime())),
    };
  }

  /** Turns one switch on (until the next opening) or off, and tells every instance. */
  async set(sedeId: number, input: AgotadoInput): Promise<Agotados> {
    await this.branches.findRow(sedeId);
    const target = {
      productoId: input.producto ?? null,
      productoEspecialId: input.producto_especial ?? null,
      ingredienteId: input.ingrediente ?? null,
    };
    const match = and(
      eq(t.agotados.sedeId, sedeId),
      input.producto !== undefined
        ? eq(t.agotados.productoId, input.producto)
        : input.producto_especial !== undefined
          ? eq(t.agotados.productoEspecialId, input.producto_especial)
          : eq(t.agotados.ingredienteId, input.ingrediente!),
    );
    if (input.agotado) {
      const now = this.clock.now();
      const hasta =
        (await this.branches.nextOpening(sedeId)) ?? new Date(now.getTime() + FALLBACK_MS);
      const column =
        input.producto !== undefined
          ? t.agotados.productoId
          : input.producto_especial !== undefined
            ? t.agotados.productoEspecialId
            : t.agotados.ingredienteId;
      await this.db
        .insert(t.agotados)
        .values({ sedeId, ...target, hasta })
        .onConflictDoUpdate({
          target: [t.agotados.sedeId, column],
          set: { hasta, creadoEn: sql`now()` },
        });
    } else {
      await this.db.delete(t.agotados).where(match);
    }
    this.invalidate();
    void this.notify(this.channel, `${SOLD_OUT_PREFIX}${sedeId}`);
    return this.current(sedeId);
  }
}
