import {
  type AsociarProductos,
  BRANCH_ADMIN_MESSAGES,
  type HorariosSemana,
  type ModoOcupado,
} from '@horno/domain/branch-admin';
import { assertVersion } from '../../lib/record-versions';
import type { EstadoSede, HorarioSede, Sede } from '@horno/domain/branches';
import {
  RETIREMENT_MESSAGES,
  type SedeActivacion,
  type SedeInactiva,
} from '@horno/domain/retirement';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.queries';
import { assertSedeAccess } from '../auth/auth.guard';
import type { CatalogService } from '../catalog/catalog.service';
import {
  activateSede,
  activeSedeIds,
  countProducts,
  deactivateSede,
  findSedeAnyState,
  inactiveSedes,
  insertSede,
  replaceAssociations,
  replaceHours,
  type SedeValues,
  sedeExists,
  sedeNamed,
  setExtraMinutes,
  setPause,
  updateSede,
} from './branches-admin.queries';
import type { BranchService } from './branches.service';

/** A pause as the route received it (its schema has checked the shapes). */
export interface PauseInput {
  pausada: boolean;
  motivo?: string | null | undefined;
  hasta?: string | null | undefined;
}

/**
 * Changes to branches (back-office.md §3, §5 and the rush controls): each checks that the branch
 * exists and that the caller works there, commits, then tells every instance.
 */
export class BranchAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly branches: BranchService,
    private readonly catalog: CatalogService,
  ) {}

  /** A well-formed unknown branch is a 404; a branch of someone else's is a 403. */
  private async reachable(caller: AuthContext, sedeId: number): Promise<void> {
    if (!(await sedeExists(this.db, sedeId))) throw notFound('Sede no encontrada');
    assertSedeAccess(caller, sedeId);
  }

  /** Replaces the branch's week (a bad row has already been refused: nothing changes). */
  async replaceHours(
    caller: AuthContext,
    rows: HorariosSemana,
    ifMatch?: string,
  ): Promise<HorarioSede[]> {
    const sedeId = rows[0]!.sede;
    await this.reachable(caller, sedeId);
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'horario', sedeId, ifMatch);
      await replaceHours(tx, sedeId, rows);
    });
    this.branches.changed();
    return this.branches.hours(sedeId);
  }

  /** What the branch sells, replaced whole; the branch's menus follow at once. */
  async associate(
    caller: AuthContext,
    sedeId: number,
    body: AsociarProductos,
    ifMatch?: string,
  ): Promise<Sede> {
    await this.reachable(caller, sedeId);
    const unique = {
      productos: [...new Set(body.productos)],
      productos_especiales: [...new Set(body.productos_especiales)],
    };
    const found = await countProducts(this.db, unique);
    const fields: Record<string, string[]> = {};
    if (found.productos !== unique.productos.length)
      fields['productos'] = [BRANCH_ADMIN_MESSAGES.productsMissing];
    if (found.especiales !== unique.productos_especiales.length)
      fields['productos_especiales'] = [BRANCH_ADMIN_MESSAGES.productsMissing];
    if (Object.keys(fields).length > 0)
      throw badRequest(BRANCH_ADMIN_MESSAGES.productsMissing, fields);
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'sede', sedeId, ifMatch);
      await replaceAssociations(tx, sedeId, unique);
    });
    this.catalog.changed();
    return this.branches.get(sedeId);
  }

  /** A new branch, closed until its hours are set; only for someone who has every branch. */
  async create(caller: AuthContext, values: SedeValues): Promise<Sede> {
    const all = await activeSedeIds(this.db);
    if (!all.every((id) => caller.sedeIds.has(id)))
      throw new AppError(403, BRANCH_ADMIN_MESSAGES.branchesAll);
    await this.nameFree(values.nombre);
    const id = await insertSede(this.db, values, caller.user.id);
    this.branches.changed();
    // The menus learn of the new branch (an unknown branch's menu is a 404).
    this.catalog.changed();
    return this.branches.get(id);
  }

  async update(
    caller: AuthContext,
    sedeId: number,
    values: SedeValues,
    ifMatch?: string,
  ): Promise<Sede> {
    await this.reachable(caller, sedeId);
    await this.nameFree(values.nombre, sedeId);
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'sede', sedeId, ifMatch);
      await updateSede(tx, sedeId, values);
    });
    this.branches.changed();
    return this.branches.get(sedeId);
  }

  /** Two branches with one name would be one too many in every list that names them. */
  private async nameFree(nombre: string, except?: number): Promise<void> {
    if ((await sedeNamed(this.db, nombre, except)) === undefined) return;
    throw new AppError(409, BRANCH_ADMIN_MESSAGES.nameTaken, {
      nombre: [BRANCH_ADMIN_MESSAGES.nameTaken],
    });
  }

  /** 'Pausar pedidos en línea' / 'Reanudar pedidos'. */
  async pause(caller: AuthContext, sedeId: number, input: PauseInput): Promise<EstadoSede> {
    await this.reachable(caller, sedeId);
    const hasta = input.pausada && input.hasta ? new Date(input.hasta) : null;
    if (hasta && hasta <= this.clock.now())
      throw badRequest(BRANCH_ADMIN_MESSAGES.resumePast, {
        hasta: [BRANCH_ADMIN_MESSAGES.resumePast],
      });
    await setPause(this.db, sedeId, {
      pausada: input.pausada,
      motivo: input.pausada ? (input.motivo ?? null) : null,
      hasta,
    });
    this.branches.changed();
    return this.branches.status(sedeId);
  }

  /** 'Modo ocupado': minutes added to the time customers are told (0 turns it off). */
  async busy(caller: AuthContext, sedeId: number, body: ModoOcupado): Promise<EstadoSede> {
    await this.reachable(caller, sedeId);
    await setExtraMinutes(this.db, sedeId, body.minutos_extra);
    this.branches.changed();
    return this.branches.status(sedeId);
  }

  /**
   * Deactivates a branch: customers no longer see it (lists, statuses, menu, ordering) and its
   * orders stay as they are. Refused (409) while it has active orders.
   */
  async deactivate(caller: AuthContext, sedeId: number): Promise<SedeActivacion> {
    const sede = await this.anyState(caller, sedeId);
    if (!sede.activa) throw new AppError(409, RETIREMENT_MESSAGES.branchAlreadyInactive);
    const activos = await deactivateSede(this.db, sedeId);
    if (activos > 0)
      throw new AppError(409, RETIREMENT_MESSAGES.branchHasActiveOrders(sede.nombre, activos));
    this.changed();
    return {
      id: sede.id,
      nombre: sede.nombre,
      activa: false,
      mensaje: RETIREMENT_MESSAGES.branchDeactivated(sede.nombre),
    };
  }

  /** Brings a deactivated branch back, with its hours, products and areas as they were. */
  async activate(caller: AuthContext, sedeId: number): Promise<SedeActivacion> {
    const sede = await this.anyState(caller, sedeId);
    if (!sede.activa) {
      await activateSede(this.db, sedeId);
      this.changed();
    }
    return {
      id: sede.id,
      nombre: sede.nombre,
      activa: true,
      mensaje: RETIREMENT_MESSAGES.branchActivated(sede.nombre),
    };
  }

  /** The deactivated branches, for the back office's 'Activar'. */
  /** The caller's deactivated branches (staff see only the branches they belong to). */
  async inactive(caller: AuthContext): Promise<SedeInactiva[]> {
    return (await inactiveSedes(this.db)).filter((s) => caller.sedeIds.has(s.id));
  }

  /**
   * The caller's active branches, as the customers' list gives them: the back office's /sedes
   * shows the branches one belongs to (ARCHITECTURE.md: staff see only their branches).
   */
  async mine(caller: AuthContext): Promise<Sede[]> {
    return (await this.branches.list()).filter((s) => caller.sedeIds.has(s.id));
  }

  /** A branch active or not; unknown is a 404, someone else's a 403. */
  private async anyState(caller: AuthContext, sedeId: number) {
    const sede = await findSedeAnyState(this.db, sedeId);
    if (!sede) throw notFound(RETIREMENT_MESSAGES.branchNotFound);
    assertSedeAccess(caller, sedeId);
    return sede;
  }

  /** The branch lists and the menus (an inactive branch's is a 404) follow on every instance. */
  private changed(): void {
    this.branches.changed();
    this.catalog.changed();
  }
}
