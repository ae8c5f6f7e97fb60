// The administrator the fuzzer calls as. Fuzzing may log it out, change its password or its
// e-mail, strip its roles or permissions, or rate-limit its account: all fine answers, but a run
// whose admin can no longer do anything tests nothing. So its access is snapshotted at the start
// and put back, and it logs in again, whenever it gets a 401 or a 403.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as t from '../../src/db/schema';

export const ADMIN = { email: 'admin@horno.co', password: 'HornoAdmin2026' };

/** The admin logs in from an address the fuzzed requests never use. */
const ADMIN_ADDRESS = '10.255.0.1';

interface Snapshot {
  user: { id: number; email: string; passwordHash: string };
  roles: Array<{ usuarioId: number; rolId: number }>;
  permissions: Array<{ rolId: number; permisoId: number }>;
  sedes: Array<{ usuarioId: number; sedeId: number }>;
}

export class AdminSession {
  token = '';
  logins = 0;
  restores = 0;
  private snapshot?: Snapshot;

  constructor(private readonly app: FastifyInstance) {}

  get authorization(): string {
    return `Token ${this.token}`;
  }

  async start(): Promise<void> {
    await this.login();
    this.snapshot = await this.takeSnapshot();
  }

  /** After a 401 or 403: the admin gets its access back and a live token. */
  async recover(): Promise<void> {
    await this.restore();
    const session = await this.app.inject({
      url: '/api/users/session/',
      headers: { authorization: this.authorization },
    });
    if (session.statusCode !== 200) await this.login();
  }

  private async login(): Promise<void> {
    const attempt = () =>
      this.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: ADMIN,
        remoteAddress: ADMIN_ADDRESS,
      });
    let res = await attempt();
    if (res.statusCode === 429) {
      // The fuzzer spent the account's tries; the window is the pinned clock's, so clear it.
      await this.app.db.delete(t.limitesIntentos);
      res = await attempt();
    }
    if (res.statusCode !== 200) {
      throw new Error(`admin login failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    this.token = res.json<{ token: string }>().token;
    this.logins++;
  }

  private async takeSnapshot(): Promise<Snapshot> {
    const db = this.app.db;
    const [user] = await db
      .select({ id: t.usuarios.id, email: t.usuarios.email, passwordHash: t.usuarios.passwordHash })
      .from(t.usuarios)
      .where(eq(t.usuarios.email, ADMIN.email));
    if (!user) throw new Error('the demo admin is missing');
    const roles = await db
      .select()
      .from(t.usuarioRoles)
      .where(eq(t.usuarioRoles.usuarioId, user.id));
    const roleIds = roles.map((r) => r.rolId);
    const permissions =
      roleIds.length > 0
        ? await db.select().from(t.rolPermisos).where(inArray(t.rolPermisos.rolId, roleIds))
        : [];
    const sedes = await db
      .select()
      .from(t.usuarioSedes)
      .where(eq(t.usuarioSedes.usuarioId, user.id));
    return { user, roles, permissions, sedes };
  }

  private async restore(): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const db = this.app.db;
    await db
      .update(t.usuarios)
      .set({ email: snapshot.user.email, passwordHash: snapshot.user.passwordHash, activo: true })
      .where(eq(t.usuarios.id, snapshot.user.id));
    const roleIds = snapshot.roles.map((r) => r.rolId);
    if (roleIds.length > 0) {
      await db.update(t.roles).set({ activo: true }).where(inArray(t.roles.id, roleIds));
      await db.insert(t.usuarioRoles).values(snapshot.roles).onConflictDoNothing();
    }
    if (snapshot.permissions.length > 0) {
      await db.insert(t.rolPermisos).values(snapshot.permissions).onConflictDoNothing();
    }
    // Branches 'Eliminar datos de demostración' removed meanwhile are not given back.
    const sedes = snapshot.sedes.length
      ? await db
          .select({ id: t.sedes.id })
          .from(t.sedes)
          .where(
            inArray(
              t.sedes.id,
              snapshot.sedes.map((s) => s.sedeId),
            ),
          )
      : [];
    const kept = snapshot.sedes.filter((s) => sedes.some((sede) => sede.id === s.sedeId));
    if (kept.length > 0) {
      await db.insert(t.usuarioSedes).values(kept).onConflictDoNothing();
    }
    this.restores++;
  }
}
