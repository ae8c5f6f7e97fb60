import { and, eq, isNull, ne } from 'drizzle-orm';
import type {
  AuthResponse,
  LoginInput,
  OwnPasswordChange,
  Profile,
  ProfileUpdate,
  RegisterInput,
} from '@horno/domain/auth';
import { AUTH_MESSAGES } from '@horno/domain/auth-messages';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  type AuthContext,
  findAuthContext,
  findUserByEmail,
  findUserByPhone,
  loadProfiles,
} from './auth.queries';
import type { SettingsService } from '../settings/settings.service';
import { hashPassword, verifyPassword } from './password';
import { generateToken, hashToken } from './tokens';

const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
// Verified against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hashPassword('horno-dummy-password');

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly limits: { loginTriesPerAddress: number } = { loginTriesPerAddress: 30 },
  ) {}

  /** The caller behind a raw token, or null when it is unknown, revoked or expired. */
  resolve(token: string): Promise<AuthContext | null> {
    const notBefore = new Date(this.clock.now().getTime() - TOKEN_LIFETIME_MS);
    return findAuthContext(this.db, hashToken(token), notBefore);
  }

  async profile(userId: number): Promise<Profile> {
    const [profile] = await loadProfiles(this.db, [userId]);
    if (!profile) throw new AppError(404, 'Usuario no encontrado');
    const { activo: _activo, ...rest } = profile;
    return rest;
  }

  /** A new session for a user (the first administrator, once the setup is done). */
  async session(userId: number): Promise<AuthResponse> {
    const token = await this.issueToken(this.db, userId);
    return { token, user: await this.profile(userId) };
  }

  private async issueToken(db: Db, userId: number): Promise<string> {
    const token = generateToken();
    await db
      .insert(t.tokens)
      .values({ usuarioId: userId, tokenHash: hashToken(token), creadoEn: this.clock.now() });
    return token;
  }

  /** Signs up a customer, or (for staff with gestionar_usuarios) a user with roles and branches. */
  async register(
    input: RegisterInput,
    caller: AuthContext | null,
  ): Promise<Omit<AuthResponse, 'token'> & { token?: string | undefined }> {
    const staffFields = input.roles !== undefined || input.sedes !== undefined;
    if (staffFields) {
      if (!caller) throw new AppError(401, 'Debes iniciar sesión para asignar roles o sedes.');
      if (!caller.permisos.has('gestionar_usuarios')) {
        throw new AppError(403, 'No tienes permiso para asignar roles o sedes.');
      }
      const foreign = (input.sedes ?? []).filter((s) => !caller.sedeIds.has(s));
      if (foreign.length > 0)
        throw new AppError(403, 'Solo puedes asignar las sedes a las que perteneces.');
    }
    await this.assertUnique(input.email, input.numero);

    const passwordHash = await hashPassword(input.password);
    const signupRole = staffFields ? null : await this.settings.signupRoleId();
    try {
      const { userId, token } = await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(t.usuarios)
          .values({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            numero: input.numero,
            passwordHash,
          })
          .returning({ id: t.usuarios.id });
        const userId = user!.id;
        const roleIds = staffFields ? (input.roles ?? []) : signupRole !== null ? [signupRole] : [];
        if (roleIds.length > 0) {
          await tx
            .insert(t.usuarioRoles)
            .values([...new Set(roleIds)].map((rolId) => ({ usuarioId: userId, rolId })));
        }
        const sedeIds = [...new Set(input.sedes ?? [])];
        if (sedeIds.length > 0) {
          await tx
            .insert(t.usuarioSedes)
            .values(sedeIds.map((sedeId) => ({ usuarioId: userId, sedeId })));
        }
        // Staff registering someone get no session of theirs: only a self sign-up logs in.
        const token = staffFields ? undefined : await this.issueToken(tx as unknown as Db, userId);
        return { userId, token };
      });
      return { token, user: await this.profile(userId) };
    } catch (err) {
      // Two sign-ups racing for the same e-mail or phone: report it as the check would have.
      if (isUniqueViolation(err)) await this.assertUnique(input.email, input.numero);
      throw err;
    }
  }

  private async assertUnique(email: string, numero: string): Promise<void> {
    const [byEmail, byPhone] = await Promise.all([
      findUserByEmail(this.db, email),
      findUserByPhone(this.db, numero),
    ]);
    const fields: Record<string, string[]> = {};
    if (byEmail) fields.email = ['Ya existe un usuario registrado con este correo electrónico'];
    if (byPhone) {
      fields.numero = [
        byPhone.telefonoVerificado
          ? 'Este número de teléfono ya está registrado y verificado'
          : 'Ya existe un usuario registrado con este número de teléfono',
      ];
    }
    if (Object.keys(fields).length > 0) {
      throw new AppError(
        400,
        fields.email?.[0] ?? fields.numero?.[0] ?? 'Datos duplicados',
        fields,
      );
    }
  }

  /** Checks the password; tries are limited per account and per address. */
  async login(input: LoginInput, ip: string): Promise<AuthResponse> {
    const accountKey = `login:account:${input.email.toLowerCase()}`;
    await this.limiter.hit(`login:ip:${ip}`, this.limits.loginTriesPerAddress, FIFTEEN_MINUTES);
    await this.limiter.hit(accountKey, 10, FIFTEEN_MINUTES);
    const user = await findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!user || !ok || !user.activo) throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
    await this.limiter.reset(accountKey);
    const token = await this.issueToken(this.db, user.id);
    return { token, user: await this.profile(user.id) };
  }

  async logout(tokenHash: string): Promise<void> {
    await this.db
      .update(t.tokens)
      .set({ revocadoEn: this.clock.now() })
      .where(and(eq(t.tokens.tokenHash, tokenHash), isNull(t.tokens.revocadoEn)));
  }

  /** Revokes every live token of a user (after a password change). */
  async revokeAll(userId: number, exceptTokenHash?: string): Promise<void> {
    await this.db
      .update(t.tokens)
      .set({ revocadoEn: this.clock.now() })
      .where(
        and(
          eq(t.tokens.usuarioId, userId),
          isNull(t.tokens.revocadoEn),
          exceptTokenHash ? ne(t.tokens.tokenHash, exceptTokenHash) : undefined,
        ),
      );
  }

  /** A person's own name and e-mail; another account's e-mail is refused. */
  async updateProfile(userId: number, input: ProfileUpdate): Promise<Profile> {
    const owner = await findUserByEmail(this.db, input.email);
    if (owner && owner.id !== userId) {
      const message = 'Ya existe un usuario registrado con este correo electrónico';
      throw new AppError(400, message, { email: [message] });
    }
    try {
      await this.db
        .update(t.usuarios)
        .set({ firstName: input.first_name, lastName: input.last_name, email: input.email })
        .where(eq(t.usuarios.id, userId));
    } catch (err) {
      // Two accounts racing for the same e-mail: said as the check says it.
      if (isUniqueViolation(err)) return this.updateProfile(userId, input);
      throw err;
    }
    return this.profile(userId);
  }

  /**
   * A person's own new password, proven by the current one (tries limited as the login's). The
   * other sessions end; the one that asked goes on.
   */
  async changeOwnPassword(caller: AuthContext, input: OwnPasswordChange): Promise<void> {
    const accountKey = `password:account:${caller.user.id}`;
    await this.limiter.hit(accountKey, 10, FIFTEEN_MINUTES);
    const [user] = await this.db
      .select({ passwordHash: t.usuarios.passwordHash })
      .from(t.usuarios)
      .where(eq(t.usuarios.id, caller.user.id));
    if (!user || !(await verifyPassword(user.passwordHash, input.actual))) {
      const message = 'La contraseña actual no es correcta';
      throw new AppError(400, message, { actual: [message] });
    }
    await this.limiter.reset(accountKey);
    await this.changePassword(caller.user.id, input.nueva);
    await this.revokeAll(caller.user.id, caller.tokenHash);
  }

  async changePassword(userId: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const updated = await this.db
      .update(t.usuarios)
      .set({ passwordHash })
      .where(eq(t.usuarios.id, userId))
      .returning({ id: t.usuarios.id });
    if (updated.length === 0) throw new AppError(404, 'Usuario no encontrado');
  }
}
