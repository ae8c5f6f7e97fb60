import type { PermisoItem } from '@horno/domain/auth';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Tx } from './access-invariant';

/** Every user's id, in id order. */
export async function allUserIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: t.usuarios.id }).from(t.usuarios).orderBy(asc(t.usuarios.id));
  return rows.map((r) => r.id);
}

/** The permission keys the roles `roleIds` grant (one per grant). */
export async function grantedKeys(db: Db, roleIds: readonly number[]): Promise<string[]> {
  const grants = await db
    .select({ clave: t.permisos.clave })
    .from(t.rolPermisos)
    .innerJoin(t.permisos, eq(t.permisos.id, t.rolPermisos.permisoId))
    .where(inArray(t.rolPermisos.rolId, [...roleIds]));
  return grants.map((g) => g.clave);
}

/** How many of `ids` (distinct) are roles. */
export async function countKnownRoles(db: Db, ids: readonly number[]): Promise<number> {
  const known = await db
    .select({ id: t.roles.id })
    .from(t.roles)
    .where(inArray(t.roles.id, [...ids]));
  return known.length;
}

/** The user's roles become `roleIds` (distinct). */
export async function replaceUserRoles(tx: Tx, userId: number, roleIds: readonly number[]) {
  await tx.delete(t.usuarioRoles).where(eq(t.usuarioRoles.usuarioId, userId));
  if (roleIds.length)
    await tx.insert(t.usuarioRoles).values(roleIds.map((rolId) => ({ usuarioId: userId, rolId })));
}

/** The user's branches among `reach` become `sedeIds` (distinct); the others stay. */
export async function replaceUserSedes(
  tx: Tx,
  userId: number,
  reach: readonly number[],
  sedeIds: readonly number[],
) {
  await tx
    .delete(t.usuarioSedes)
    .where(and(eq(t.usuarioSedes.usuarioId, userId), inArray(t.usuarioSedes.sedeId, [...reach])));
  if (sedeIds.length)
    await tx
      .insert(t.usuarioSedes)
      .values(sedeIds.map((sedeId) => ({ usuarioId: userId, sedeId })));
}

/** Switches the user on or off; switching off revokes every live token of theirs at `now`. */
export async function setUserActive(tx: Tx, userId: number, activo: boolean, now: Date) {
  await tx.update(t.usuarios).set({ activo }).where(eq(t.usuarios.id, userId));
  if (!activo)
    await tx
      .update(t.tokens)
      .set({ revocadoEn: now })
      .where(and(eq(t.tokens.usuarioId, userId), isNull(t.tokens.revocadoEn)));
}

/** Every role, and every grant with its permission, both in id order. */
export function rolesAndGrants(db: Db) {
  return Promise.all([
    db.select().from(t.roles).orderBy(asc(t.roles.id)),
    db
      .select({
        rolId: t.rolPermisos.rolId,
        id: t.permisos.id,
        nombre: t.permisos.nombre,
        clave: t.permisos.clave,
      })
      .from(t.rolPermisos)
      .innerJoin(t.permisos, eq(t.permisos.id, t.rolPermisos.permisoId))
      .orderBy(asc(t.permisos.id)),
  ]);
}

export async function insertRole(db: Db, rol: string): Promise<number> {
  const [created] = await db.insert(t.roles).values({ rol }).returning({ id: t.roles.id });
  return created!.id;
}

/** The permissions among `ids`. */
export function permisosWithIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(t.permisos)
    .where(inArray(t.permisos.id, [...ids]));
}

export async function renameRole(tx: Tx, id: number, rol: string): Promise<void> {
  await tx.update(t.roles).set({ rol }).where(eq(t.roles.id, id));
}

/** The role grants exactly `permisoIds` (distinct). */
export async function replaceRolePermisos(tx: Tx, id: number, permisoIds: readonly number[]) {
  await tx
    .delete(t.rolPermisos)
    .where(
      permisoIds.length
        ? and(eq(t.rolPermisos.rolId, id), notInArray(t.rolPermisos.permisoId, [...permisoIds]))
        : eq(t.rolPermisos.rolId, id),
    );
  if (permisoIds.length) {
    await tx
      .insert(t.rolPermisos)
      .values(permisoIds.map((permisoId) => ({ rolId: id, permisoId })))
      .onConflictDoNothing();
  }
}

const PERMISO_ITEM = { id: t.permisos.id, nombre: t.permisos.nombre, clave: t.permisos.clave };

export function listPermisoItems(db: Db): Promise<PermisoItem[]> {
  return db.select(PERMISO_ITEM).from(t.permisos).orderBy(asc(t.permisos.id));
}

export async function findPermisoItem(db: Db, id: number): Promise<PermisoItem | undefined> {
  const [permiso] = await db.select(PERMISO_ITEM).from(t.permisos).where(eq(t.permisos.id, id));
  return permiso;
}

export async function insertPermiso(db: Db, input: { nombre: string; clave: string }) {
  const [created] = await db.insert(t.permisos).values(input).returning({ id: t.permisos.id });
  return created!.id;
}

export async function updatePermiso(db: Db, id: number, input: { nombre: string; clave: string }) {
  await db.update(t.permisos).set(input).where(eq(t.permisos.id, id));
}

export async function deletePermiso(tx: Tx, id: number): Promise<void> {
  await tx.delete(t.permisos).where(eq(t.permisos.id, id));
}
