import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/** The default role that holds every permission key (migration 0010). */
export const ADMINISTRATOR_ROLE = 'Administrador';

/**
 * Makes a user an administrator: active, with the Administrador role (created if it was removed)
 * holding every permission key, and on every active branch. Run inside the caller's transaction.
 */
export async function grantAdministrator(db: Db, userId: number): Promise<void> {
  await db
    .insert(t.roles)
    .values({ rol: ADMINISTRATOR_ROLE })
    .onConflictDoNothing({ target: t.roles.rol });
  const [role] = await db
    .update(t.roles)
    .set({ activo: true })
    .where(eq(t.roles.rol, ADMINISTRATOR_ROLE))
    .returning({ id: t.roles.id });
  const rolId = role!.id;
  const permisos = await db.select({ id: t.permisos.id }).from(t.permisos);
  await db
    .insert(t.rolPermisos)
    .values(permisos.map((p) => ({ rolId, permisoId: p.id })))
    .onConflictDoNothing();
  await db.update(t.usuarios).set({ activo: true }).where(eq(t.usuarios.id, userId));
  await db.insert(t.usuarioRoles).values({ usuarioId: userId, rolId }).onConflictDoNothing();
  const sedes = await db.select({ id: t.sedes.id }).from(t.sedes).where(eq(t.sedes.activa, true));
  if (sedes.length > 0)
    await db
      .insert(t.usuarioSedes)
      .values(sedes.map((s) => ({ usuarioId: userId, sedeId: s.id })))
      .onConflictDoNothing();
}

/** A new account for a person (the first administrator, one made from the shell); its id. */
export async function insertPerson(
  db: Db,
  person: { first_name: string; last_name: string; email: string; numero: string },
  passwordHash: string,
): Promise<number> {
  const [user] = await db
    .insert(t.usuarios)
    .values({
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
      numero: person.numero,
      passwordHash,
    })
    .returning({ id: t.usuarios.id });
  return user!.id;
}
