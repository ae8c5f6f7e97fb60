import { NEGOCIO_VACIO } from '@horno/domain/business';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type AuthResponse } from '@horno/domain/auth';
import { SETUP_MESSAGES, SETUP_TOKEN_HOURS, type SetupSchema } from '@horno/domain/setup';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { generateToken, hashToken } from '../auth/tokens';
import { insertSede, replaceHours } from '../branches/branches-admin.queries';
import type { BranchService } from '../branches/branches.service';
import type { CatalogService } from '../catalog/catalog.service';
import { writeBusiness, type BusinessService } from '../settings/business.service';
import { grantAdministrator, insertPerson } from './administrator';

type SetupValues = z.output<typeof SetupSchema>;

/** Key of the advisory lock that makes two setups at the same moment run one after the other. */
const SETUP_LOCK = 72_540_028;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
const TOKEN_LIFETIME_MS = SETUP_TOKEN_HOURS * 60 * 60 * 1000;

/** True when an active user holds `gestionar_usuarios` through an active role. */
export async function someoneAdministers(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: t.usuarios.id })
    .from(t.usuarios)
    .innerJoin(t.usuarioRoles, eq(t.usuarioRoles.usuarioId, t.usuarios.id))
    .innerJoin(t.roles, and(eq(t.roles.id, t.usuarioRoles.rolId), eq(t.roles.activo, true)))
    .innerJoin(t.rolPermisos, eq(t.rolPermisos.rolId, t.roles.id))
    .innerJoin(
      t.permisos,
      and(eq(t.permisos.id, t.rolPermisos.permisoId), eq(t.permisos.clave, 'gestionar_usuarios')),
    )
    .where(eq(t.usuarios.activo, true))
    .limit(1);
  return row !== undefined;
}

/**
 * The first start of an install nobody can enter: one-time links to the setup page (issued at
 * each start while no active user holds `gestionar_usuarios`), and the setup itself, which
 * creates the business's identity, its first administrator and its first branch at once.
 */
export class SetupService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly deps: {
      auth: AuthService;
      business: BusinessService;
      branches: BranchService;
      catalog: CatalogService;
      triesPerAddress: number;
    },
  ) {}

  /**
   * A new setup link's token (random, 32 bytes), stored as its SHA-256 and valid 24 hours, or
   * null when someone already administers. Expired ones are cleared; valid ones stay (another
   * instance may have just printed its own).
   */
  async issueToken(): Promise<string | null> {
    if (await someoneAdministers(this.db)) return null;
    const now = this.clock.now();
    const token = generateToken();
    await this.db
      .delete(t.tokensConfiguracionInicial)
      .where(lte(t.tokensConfiguracionInicial.expiraEn, now));
    await this.db.insert(t.tokensConfiguracionInicial).values({
      tokenHash: hashToken(token),
      expiraEn: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      creadoEn: now,
    });
    return token;
  }

  /** 409 once the setup is done, 403 for a token that is wrong or expired; tries are limited. */
  async check(token: string, ip: string): Promise<void> {
    await this.limiter.hit(`setup:ip:${ip}`, this.deps.triesPerAddress, FIFTEEN_MINUTES);
    await this.verify(this.db, token);
  }

  private async verify(db: Db, token: string): Promise<void> {
    if (await someoneAdministers(db)) throw new AppError(409, SETUP_MESSAGES.done);
    const [valid] = await db
      .select({ hash: t.tokensConfiguracionInicial.tokenHash })
      .from(t.tokensConfiguracionInicial)
      .where(
        and(
          eq(t.tokensConfiguracionInicial.tokenHash, hashToken(token)),
          gt(t.tokensConfiguracionInicial.expiraEn, this.clock.now()),
        ),
      );
    if (!valid) throw new AppError(403, SETUP_MESSAGES.badToken);
  }

  /**
   * Creates the business's identity, the first administrator (the Administrador role, every
   * branch) and the first branch with its week, spends every setup link, and signs the
   * administrator in. One transaction behind an advisory lock: of two setups at the same
   * moment, the second finds the first's administrator and answers 409.
   */
  async finish(input: SetupValues, ip: string): Promise<AuthResponse> {
    await this.limiter.hit(`setup:ip:${ip}`, this.deps.triesPerAddress, FIFTEEN_MINUTES);
    const passwordHash = await hashPassword(input.administrador.password);
    let userId: number;
    try {
      userId = await this.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
        await this.verify(db, input.token);
        await writeBusiness(db, { ...NEGOCIO_VACIO, ...input.negocio });
        const { administrador: admin, sede } = input;
        const id = await insertPerson(db, admin, passwordHash);
        const { horarios, ...values } = sede;
        const sedeId = await insertSede(db, { ...values, whatsapp: null }, id);
        await replaceHours(db, sedeId, horarios);
        await grantAdministrator(db, id);
        await tx.delete(t.tokensConfiguracionInicial);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, 'Ya existe un usuario con ese correo o ese celular.', {
          'administrador.email': ['Ya existe un usuario con este correo o este celular'],
        });
      throw error;
    }
    this.deps.business.changed();
    this.deps.branches.changed();
    this.deps.catalog.changed();
    return this.deps.auth.session(userId);
  }
}
