import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Permiso } from '@horno/domain/permissions';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { AppError } from '../../lib/errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The permissions without which nobody could repair accounts again (docs/decisions/008). */
export const ADMINISTRATION_PERMISOS = [
  'gestionar_usuarios',
  'gestionar_roles',
  'gestionar_permisos',
] as const satisfies readonly Permiso[];

/** Key of the advisory lock taken by every change that could leave nobody administering. */
const ACCESS_LOCK = 72_540_008;

const WHY =
  'ningún usuario activo quedaría con los permisos gestionar_usuarios, gestionar_roles y ' +
  'gestionar_permisos a la vez, y nadie podría volver a administrar usuarios, roles ni ' +
  'permisos. Da antes esos tres permisos a otro usuario activo.';

/** The 409 of a change refused because it would leave nobody administering accounts. */
export function lastAdministratorError(refused: string): AppError {
  return new AppError(409, `${refused}: ${WHY}`);
}

/** The active users holding all three permissions through active roles (their ids). */
export function administrators(tx: Tx) {
  return tx
    .select({ id: t.usuarios.id })
    .from(t.usuarios)
    .innerJoin(t.usuarioRoles, eq(t.usuarioRoles.usuarioId, t.usuarios.id))
    .innerJoin(t.roles, and(eq(t.roles.id, t.usuarioRoles.rolId), eq(t.roles.activo, true)))
    .innerJoin(t.rolPermisos, eq(t.rolPermisos.rolId, t.roles.id))
    .innerJoin(
      t.permisos,
      and(
        eq(t.permisos.id, t.rolPermisos.permisoId),
        inArray(t.permisos.clave, [...ADMINISTRATION_PERMISOS]),
      ),
    )
    .where(eq(t.usuarios.activo, true))
    .groupBy(t.usuarios.id)
    .having(sql`count(distinct ${t.permisos.clave}) = ${ADMINISTRATION_PERMISOS.length}`);
}

/** True when at least one active user holds all three permissions through active roles. */
export async function administratorExists(tx: Tx): Promise<boolean> {
  const rows = await administrators(tx).limit(1);
  return rows.length > 0;
}

/**
 * Runs `change` in one transaction that keeps an administrator: every such change takes the same
 * advisory lock first, so two of them (two admins removing each other) run one after the other
 * and the second sees the first's result. A change that leaves nobody holding the three
 * permissions, when someone did before, is rolled back with `lastAdministratorError(refused)`.
 */
export function keepingAnAdministrator<T>(
  db: Db,
  refused: string,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCESS_LOCK})`);
    const before = await administratorExists(tx);
    const result = await change(tx);
    if (before && !(await administratorExists(tx))) throw lastAdministratorError(refused);
    return result;
  });
}
