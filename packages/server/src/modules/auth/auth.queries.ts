import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Profile } from '@horno/domain/auth';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Who is calling: the user, their permission keys (over all roles) and their branches. */
export interface AuthContext {
  user: AuthUser;
  tokenHash: string;
  roleIds: Set<number>;
  permisos: Set<string>;
  sedeIds: Set<number>;
}

/** The caller behind a token hash, if the token is live; three queries. */
export async function findAuthContext(
  db: Db,
  tokenHash: string,
  notBefore: Date,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      id: t.usuarios.id,
      email: t.usuarios.email,
      firstName: t.usuarios.firstName,
      lastName: t.usuarios.lastName,
    })
    .from(t.tokens)
    .innerJoin(t.usuarios, eq(t.usuarios.id, t.tokens.usuarioId))
    .where(
      and(
        eq(t.tokens.tokenHash, tokenHash),
        isNull(t.tokens.revocadoEn),
        gt(t.tokens.creadoEn, notBefore),
        eq(t.usuarios.activo, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [grants, sedes] = await Promise.all([
    db
      .select({ rolId: t.usuarioRoles.rolId, clave: t.permisos.clave })
      .from(t.usuarioRoles)
      .innerJoin(t.roles, and(eq(t.roles.id, t.usuarioRoles.rolId), eq(t.roles.activo, true)))
      .leftJoin(t.rolPermisos, eq(t.rolPermisos.rolId, t.usuarioRoles.rolId))
      .leftJoin(t.permisos, eq(t.permisos.id, t.rolPermisos.permisoId))
      .where(eq(t.usuarioRoles.usuarioId, row.id)),
    db
      .select({ sedeId: t.usuarioSedes.sedeId })
      .from(t.usuarioSedes)
      .where(eq(t.usuarioSedes.usuarioId, row.id)),
  ]);
  return {
    user: row,
    tokenHash,
    roleIds: new Set(grants.map((g) => g.rolId)),
    permisos: new Set(grants.flatMap((g) => (g.clave ? [g.clave] : []))),
    sedeIds: new Set(sedes.map((s) => s.sedeId)),
  };
}

/** Profiles of the given users, with roles and branches, in three queries. */
export async function loadProfiles(
  db: Db,
  ids: readonly number[],
): Promise<(Profile & { activo: boolean })[]> {
  if (ids.length === 0) return [];
  const [users, roles, sedes] = await Promise.all([
    db
      .select()
      .from(t.usuarios)
      .where(inArray(t.usuarios.id, [...ids]))
      .orderBy(asc(t.usuarios.id)),
    db
      .select({ usuarioId: t.usuarioRoles.usuarioId, id: t.roles.id, rol: t.roles.rol })
      .from(t.usuarioRoles)
      .innerJoin(t.roles, eq(t.roles.id, t.usuarioRoles.rolId))
      .where(inArray(t.usuarioRoles.usuarioId, [...ids]))
      .orderBy(asc(t.roles.id)),
    db
      .select({
        usuarioId: t.usuarioSedes.usuarioId,
        id: t.sedes.id,
        nombre: t.sedes.nombre,
        direccion: t.sedes.direccion,
        imagen: t.sedes.imagen,
      })
      .from(t.usuarioSedes)
      .innerJoin(t.sedes, eq(t.sedes.id, t.usuarioSedes.sedeId))
      .where(inArray(t.usuarioSedes.usuarioId, [...ids]))
      .orderBy(asc(t.sedes.id)),
  ]);
  return users.map((u) => ({
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    numero: u.numero,
    telefono_verificado: u.telefonoVerificado,
    activo: u.activo,
    roles: roles.filter((r) => r.usuarioId === u.id).map(({ id, rol }) => ({ id, rol })),
    sedes: sedes
      .filter((s) => s.usuarioId === u.id)
      .map(({ id, nombre, direccion, imagen }) => ({ id, nombre, direccion, imagen })),
  }));
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(t.usuarios)
    .where(sql`lower(${t.usuarios.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserByPhone(db: Db, numero: string) {
  const [user] = await db.select().from(t.usuarios).where(eq(t.usuarios.numero, numero)).limit(1);
  return user;
}
