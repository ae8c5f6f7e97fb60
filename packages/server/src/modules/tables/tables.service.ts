import {
  type Mesa,
  mesaCambiadaMessage,
  type MesaPatch,
  nextMesaNumber,
  PERMISOS_MESAS,
} from '@horno/domain/tables';
import type { Permiso } from '@horno/domain/permissions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublishOrderEvent } from '../../realtime/order-events';
import type { AuthContext } from '../auth/auth.queries';
import { assertSedeAccess } from '../auth/auth.guard';
import {
  findMesa,
  insertMesa,
  listMesas,
  type MesaRow,
  mesaNombres,
  shapeMesa,
  updateMesa,
} from './tables.queries';

const DUPLICATE_NAME = 'Ya existe una mesa con ese nombre en la sede.';

const holdsAny = (caller: AuthContext, keys: readonly Permiso[]) =>
  keys.some((key) => caller.permisos.has(key));

/** Tables of the caller's branches: who may change what, and the live events that follow. */
export class TablesService {
  constructor(
    private readonly db: Db,
    private readonly publish: PublishOrderEvent,
  ) {}

  /** The tables of one of the caller's branches, or of all of them. */
  list(caller: AuthContext, sede: number | undefined): Promise<Mesa[]> {
    if (sede !== undefined) assertSedeAccess(caller, sede);
    return listMesas(this.db, sede !== undefined ? [sede] : [...caller.sedeIds]);
  }

  /** A table at one of the caller's branches; without a name, the branch's next 'Mesa N'. */
  async create(caller: AuthContext, sede: number, nombre: string | undefined): Promise<Mesa> {
    assertSedeAccess(caller, sede);
    // Concurrent creations may pick the same next number: retry on the unique constraint.
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = nombre ?? `Mesa ${nextMesaNumber(await mesaNombres(this.db, sede))}`;
      let row: MesaRow;
      try {
        row = await insertMesa(this.db, sede, name);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (nombre) throw new AppError(409, DUPLICATE_NAME);
        continue;
      }
      this.publish({ type: 'mesa_creada', mesa: { id: row.id, sede } });
      return shapeMesa(this.db, row);
    }
    throw new AppError(409, 'Hubo un error al registrar las mesas');
  }

  /**
   * Renames a table (gestionar_mesas) or changes its state (gestionar_mesas or
   * gestionar_pedidos). With `estado_anterior`, a table that is no longer in that state (another
   * device changed it) is left as it is, and the 409 says what it is now.
   */
  async update(caller: AuthContext, id: number, patch: MesaPatch): Promise<Mesa> {
    if (patch.nombre !== undefined && !holdsAny(caller, PERMISOS_MESAS.renombrar)) {
      throw new AppError(403, 'No tienes permiso para cambiar el nombre de las mesas.');
    }
    if (patch.estado !== undefined && !holdsAny(caller, PERMISOS_MESAS.cambiarEstado)) {
      throw new AppError(403, 'No tienes permiso para cambiar el estado de las mesas.');
    }
    const mesa = await findMesa(this.db, id);
    if (!mesa || !caller.sedeIds.has(mesa.sedeId)) throw notFound('Mesa no encontrada');

    let updated: MesaRow | undefined = mesa;
    if (patch.estado !== undefined || patch.nombre !== undefined) {
      try {
        updated = await updateMesa(this.db, id, patch, patch.estado_anterior);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, DUPLICATE_NAME);
        throw err;
      }
    } else if (patch.estado_anterior !== undefined && mesa.estado !== patch.estado_anterior) {
      updated = undefined;
    }
    if (!updated) {
      const now = (await findMesa(this.db, id)) ?? mesa;
      throw new AppError(409, mesaCambiadaMessage(now.nombre, now.estado), undefined, {
        mesa: await shapeMesa(this.db, now),
      });
    }
    if (updated.estado !== mesa.estado || updated.nombre !== mesa.nombre) {
      this.publish({ type: 'mesa_actualizada', mesa: { id, sede: mesa.sedeId } });
    }
    return shapeMesa(this.db, updated);
  }
}
