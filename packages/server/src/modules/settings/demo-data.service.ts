import {
  DEMO_DATA_MESSAGES,
  DEMO_KIND_LABELS,
  DEMO_KINDS,
  type DatosDemo,
  type DatosDemoEliminados,
  type DemoConteo,
  type DemoKind,
  removalSummary,
} from '@horno/domain/demo-data';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { readDemoMarker } from '../../seed/demo-marker';
import { BRANCHES_CHANGED } from '../branches/branches.service';
import { CATALOG_CHANGED, CATALOG_CHANNEL } from '../catalog/catalog.service';
import { SOLD_OUT_PREFIX } from '../catalog/sold-out.service';
import { AREAS_CHANGED } from '../delivery-areas/delivery-areas.service';
import { keepingAnAdministrator } from '../users/access-invariant';
import { planRemoval, removeDemo } from './demo-data.queries';

/** How a removal reaches the menus: this instance's caches, and every instance by NOTIFY. */
export interface DemoDataAnnounce {
  /** This instance's caches of the catalog, branches, areas and sold-out lists (none in the shell). */
  caches: readonly { invalidate(): void }[];
  notify: (channel: string, payload: string) => Promise<void>;
}

function countsOf(counts: Record<DemoKind, number>): DemoConteo[] {
  return DEMO_KINDS.filter((clase) => counts[clase] > 0).map((clase) => ({
    clase,
    etiqueta: DEMO_KIND_LABELS[clase],
    cantidad: counts[clase],
  }));
}

/**
 * 'Eliminar datos de demostración': what the demo pizzeria loaded (seed/demo-marker.ts) goes, in
 * one transaction; the business's settings, roles, permissions and sizes stay, and so does every
 * demo record something of the pizzeria's own depends on (switched off where it can be).
 */
export class DemoDataService {
  constructor(
    private readonly db: Db,
    private readonly announce: DemoDataAnnounce,
  ) {}

  /** What removing the demo would take away and keep, with `keepUserId` the one asking. */
  async preview(keepUserId?: number): Promise<DatosDemo> {
    return this.db.transaction(async (tx) => {
      const marker = await readDemoMarker(tx);
      if (!marker) return { presentes: false, eliminar: [], conservar: [] };
      const plan = await planRemoval(tx, marker, keepUserId);
      return { presentes: true, eliminar: countsOf(plan.counts), conservar: plan.kept };
    });
  }

  /**
   * Removes the demo, keeping the account `keepUserId` (the administrator asking; from the shell,
   * none: see planRemoval for who stays then). 409 when there is no demo data.
   */
  async remove(keepUserId?: number): Promise<DatosDemoEliminados> {
    const { plan, sedes } = await keepingAnAdministrator(
      this.db,
      DEMO_DATA_MESSAGES.refused,
      async (tx) => {
        const marker = await readDemoMarker(tx);
        if (!marker) throw new AppError(409, DEMO_DATA_MESSAGES.none);
        const plan = await planRemoval(tx, marker, keepUserId);
        await removeDemo(tx, plan);
        return { plan, sedes: marker.sedes };
      },
    );
    this.changed(sedes);
    const eliminados = countsOf(plan.counts);
    return {
      mensaje: removalSummary(eliminados, plan.kept),
      eliminados,
      conservados: plan.kept,
    };
  }

  /** The catalog, the branches, their areas and sold-out lists changed: menus read them again. */
  private changed(sedes: readonly number[]): void {
    for (const cache of this.announce.caches) cache.invalidate();
    const payloads = [
      CATALOG_CHANGED,
      BRANCHES_CHANGED,
      AREAS_CHANGED,
      ...sedes.map((id) => `${SOLD_OUT_PREFIX}${id}`),
    ];
    for (const payload of payloads) void this.announce.notify(CATALOG_CHANNEL, payload);
  }
}
