// `npm run admin -- crear-administrador`: creates the first administrator of an install, or gives
// access back to someone locked out (their password set again, the account active, the
// Administrador role and every branch).
import { eq, sql } from 'drizzle-orm';
import { SetupAdminSchema } from '@horno/domain/setup';
import type { Database, Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { grantAdministrator, insertPerson } from '../modules/setup/administrator';
import { fieldsOfIssues } from '../modules/catalog/product-form';

export interface AdminAnswers {
  first_name: string;
  last_name: string;
  email: string;
  numero: string;
  password: string;
  password_confirm: string;
}

/** Returns the exit code; every line it prints is for the operator, in Spanish. */
export async function createAdministratorFromShell(
  database: Database,
  answers: AdminAnswers,
  out: (line: string) => void,
): Promise<number> {
  const parsed = SetupAdminSchema.safeParse(answers);
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(fieldsOfIssues(parsed.error.issues)))
      out(`✖ ${FIELD_NAMES[field] ?? field}: ${messages.join(' ')}`);
    out('No se guardó nada.');
    return 1;
  }
  const admin = parsed.data;
  const passwordHash = await hashPassword(admin.password);
  const result = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [existing] = await tx
      .select({ id: t.usuarios.id })
      .from(t.usuarios)
      .where(sql`lower(${t.usuarios.email}) = lower(${admin.email})`);
    if (existing) {
      await tx.update(t.usuarios).set({ passwordHash }).where(eq(t.usuarios.id, existing.id));
      await grantAdministrator(db, existing.id);
      return { id: existing.id, restored: true };
    }
    const [samePhone] = await tx
      .select({ id: t.usuarios.id })
      .from(t.usuarios)
      .where(eq(t.usuarios.numero, admin.numero));
    if (samePhone) return null;
    const id = await insertPerson(db, admin, passwordHash);
    await grantAdministrator(db, id);
    return { id, restored: false };
  });
  if (!result) {
    out(`✖ Celular: ya lo tiene otro usuario. Usa su correo para devolverle el acceso.`);
    out('No se guardó nada.');
    return 1;
  }
  out(
    result.restored
      ? `✔ ${admin.email} vuelve a tener acceso: cuenta activa, contraseña nueva, rol Administrador y todas las sedes.`
      : `✔ Administrador creado: ${admin.first_name} ${admin.last_name} (${admin.email}), con todas las sedes.`,
  );
  return 0;
}

/** The fields' names as the prompts say them. */
export const FIELD_NAMES: Record<string, string> = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  email: 'Correo',
  numero: 'Celular',
  password: 'Contraseña',
  password_confirm: 'Contraseña (otra vez)',
};
