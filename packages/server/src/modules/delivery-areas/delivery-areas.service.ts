import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { assertVersion } from '../../lib/record-versions';
import { areaAt, type LatLng } from '@horno/domain/geo-areas';
import type { Db } from '../../db/client';
import { assertSedeAccess } from '../auth/auth.guard';
import type { AuthContext } from '../auth/auth.queries';
import type { BranchService } from '../branches/branches.service';
import { loadAreas, type NewArea, replaceAreas } from './delivery-areas.queries';

/** The payload on the catalog channel that tells every instance a branch's areas changed. */
export const AREAS_CHANGED = 'zonas';

/**
 * Branches' delivery areas (docs/decisions/013): read by every quote and order, so cached per
 * instance until `invalidate()`; a change reaches the other instances by NOTIFY.
 */
export class DeliveryAreaService {
  private cache: Promise<Map<number, ZonaEntrega[]>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly branches: BranchService,
    private readonly notify: (payload: string) => Promise<void> = async () => {},
  ) {}

  invalidate(): void {
    this.cache = undefined;
  }

  private bySede(): Promise<Map<number, ZonaEntrega[]>> {
    if (!this.cache) {
      const loading = loadAreas(this.db).then((zonas) => {
        const map = new Map<number, ZonaEntrega[]>();
        for (const zona of zonas) {
          const list = map.get(zona.sede) ?? [];
          list.push(zona);
          map.set(zona.sede, list);
        }
        return map;
      });
      this.cache = loading;
      loading.catch(() => {
        if (this.cache === loading) this.cache = undefined;
      });
    }
    return this.cache;
  }

  /** A branch's active areas, in order; none means the branch delivers within its radius. */
  async active(sedeId: number): Promise<ZonaEntrega[]> {
    return ((await this.bySede()).get(sedeId) ?? []).filter((z) => z.activa);
  }

  /**
   * Where a point stands for a branch with areas: the area serving it, or null outside them all.
   * Undefined when the branch has no active area (the radius decides).
   */
  async areaFor(sedeId: number, point: LatLng): Promise<ZonaEntrega | null | undefined> {
    const zonas = await this.active(sedeId);
    if (zonas.length === 0) return undefined;
    return areaAt(zonas, point) ?? null;
  }

  async list(caller: AuthContext, sedeId: number): Promise<ZonaEntrega[]> {
    await this.branches.findRow(sedeId);
    assertSedeAccess(caller, sedeId);
    return (await this.bySede()).get(sedeId) ?? [];
  }

  /** Replaces a branch's areas; every instance serves the new ones at once. */
  async replace(
    caller: AuthContext,
    sedeId: number,
    zonas: readonly NewArea[],
    ifMatch?: string,
  ): Promise<ZonaEntrega[]> {
    await this.branches.findRow(sedeId);
    assertSedeAccess(caller, sedeId);
    const saved = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'zonas', sedeId, ifMatch);
      return replaceAreas(tx, sedeId, zonas);
    });
    this.invalidate();
    void this.notify(AREAS_CHANGED);
    return saved;
  }
}
