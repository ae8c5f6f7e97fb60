import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { isBonusValid, RESEND_SECONDS } from '@horno/domain/auth-messages';
import { bogotaInstant, bogotaParts } from '@horno/domain/bogota-time';
import { isMobile } from '@horno/domain/phone';
import type { BusinessService } from '../settings/business.service';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { WELCOME_PROMOTION_ID } from '../promotions/promotions.queries';
import type { MessageSender } from '../../integrations/messaging/message-sender';
import { toInternational } from '../../integrations/messaging/message-sender';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { findUserByEmail } from '../auth/auth.queries';
import type { SettingsService } from '../settings/settings.service';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_WRONG_TRIES = 5;
const HOUR = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const VERIFICATION_TEMPLATE = 'codigo_verificacion';

function hashCode(code: string, salt: string): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt ?? ''));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface VerifyResult {
  message: string;
  cupon: { codigo: string; porcentaje_descuento: number; fecha_fin: string } | null;
}

/** Phone verification over WhatsApp, and the welcome coupon it grants once per phone number. */
export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly sender: MessageSender,
    private readonly settings: SettingsService,
    private readonly business: BusinessService,
  ) {}

  private async userFor(email: string) {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw new AppError(404, 'No existe un usuario con este correo electrónico');
    if (!user.numero)
      throw new AppError(422, 'El usuario no tiene un número de teléfono registrado');
    // WhatsApp reaches mobiles only; a number saved before the phone rule may be something else.
    if (!isMobile(user.numero)) {
      throw new AppError(422, 'Solo podemos verificar un celular (10 dígitos, empieza por 3)');
    }
    if (user.telefonoVerificado) {
      throw new AppError(409, 'Tu número de teléfono ya está verificado');
    }
    const [verifiedElsewhere] = await this.db
      .select({ id: t.usuarios.id })
      .from(t.usuarios)
      .where(and(eq(t.usuarios.numero, user.numero), eq(t.usuarios.telefonoVerificado, true)))
      .limit(1);
    if (verifiedElsewhere && verifiedElsewhere.id !== user.id) {
      throw new AppError(409, 'Este número de teléfono ya está verificado por otro usuario');
    }
    return user as typeof user & { numero: string };
  }

  private async latestCode(userId: number) {
    const [code] = await this.db
      .select()
      .from(t.codigosVerificacion)
      .where(
        and(eq(t.codigosVerificacion.usuarioId, userId), isNull(t.codigosVerificacion.usadoEn)),
      )
      .orderBy(desc(t.codigosVerificacion.creadoEn), desc(t.codigosVerificacion.id))
      .limit(1);
    return code;
  }

  async send(
    email: string,
    ip: string,
  ): Promise<{ message: string; reenviar_en_segundos: number }> {
    await this.limiter.hit(`code-send:ip:${ip}`, 20, HOUR);
    await this.limiter.hit(`code-send:account:${email.toLowerCase()}`, 6, HOUR);
    const user = await this.userFor(email);
    const now = this.clock.now();
    const previous = await this.latestCode(user.id);
    if (previous) {
      const wait = Math.ceil(
        (previous.creadoEn.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000,
      );
      if (wait > 0) {
        throw new AppError(
          429,
          `Espera ${wait} segundos para solicitar un nuevo código.`,
          undefined,
          {
            retry_after: wait,
          },
        );
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      // Only the newest code counts.
      await tx
        .update(t.codigosVerificacion)
        .set({ usadoEn: now })
        .where(
          and(eq(t.codigosVerificacion.usuarioId, user.id), isNull(t.codigosVerificacion.usadoEn)),
        );
      await tx.insert(t.codigosVerificacion).values({
        usuarioId: user.id,
        numero: user.numero,
        codigoHash: hashCode(code, randomBytes(8).toString('hex')),
        expiraEn: new Date(now.getTime() + CODE_LIFETIME_MS),
        creadoEn: now,
      });
    });
    await this.sender.send({
      to: toInternational(user.numero),
      template: VERIFICATION_TEMPLATE,
      params: [code],
      body: `Tu código de verificación de ${(await this.business.get()).nombre} es ${code}. Vence en 10 minutos.`,
    });
    return { message: 'Código enviado por WhatsApp', reenviar_en_segundos: RESEND_SECONDS };
  }

  async verify(email: string, codigo: string, ip: string): Promise<VerifyResult> {
    await this.limiter.hit(`code-verify:ip:${ip}`, 30, FIFTEEN_MINUTES);
    await this.limiter.hit(`code-verify:account:${email.toLowerCase()}`, 10, FIFTEEN_MINUTES);
    const user = await this.userFor(email);
    const now = this.clock.now();
    const code = await this.latestCode(user.id);
    if (!code) throw new AppError(400, 'No tienes un código vigente. Solicita uno nuevo.');
    if (code.expiraEn.getTime() <= now.getTime()) {
      throw new AppError(400, 'El código ha expirado. Solicita uno nuevo.');
    }
    if (code.intentos >= MAX_WRONG_TRIES) {
      throw new AppError(429, 'Demasiados intentos fallidos. Solicita un nuevo código.');
    }
    if (!codeMatches(codigo, code.codigoHash)) {
      // Counted atomically: concurrent wrong tries each count.
      const [counted] = await this.db
        .update(t.codigosVerificacion)
        .set({ intentos: sql`${t.codigosVerificacion.intentos} + 1` })
        .where(eq(t.codigosVerificacion.id, code.id))
        .returning({ intentos: t.codigosVerificacion.intentos });
      const intentos = counted?.intentos ?? MAX_WRONG_TRIES;
      if (intentos >= MAX_WRONG_TRIES) {
        throw new AppError(429, 'Demasiados intentos fallidos. Solicita un nuevo código.');
      }
      throw new AppError(400, 'Código inválido', undefined, {
        intentos_restantes: MAX_WRONG_TRIES - intentos,
      });
    }

    const bono = await this.settings.bono();
    const offered = isBonusValid(bono, bogotaParts(now).ymd);
    const cupon = await this.db.transaction(async (tx) => {
      // The right code counts only while the code is unused and under its try limit.
      const claimed = await tx
        .update(t.codigosVerificacion)
        .set({ usadoEn: now })
        .where(
          and(
            eq(t.codigosVerificacion.id, code.id),
            isNull(t.codigosVerificacion.usadoEn),
            lt(t.codigosVerificacion.intentos, MAX_WRONG_TRIES),
          ),
        )
        .returning({ id: t.codigosVerificacion.id });
      if (claimed.length === 0) {
        throw new AppError(429, 'Demasiados intentos fallidos. Solicita un nuevo código.');
      }
      await tx
        .update(t.usuarios)
        .set({ telefonoVerificado: true })
        .where(eq(t.usuarios.id, user.id));
      if (!offered) return null;
      // One welcome coupon per phone number, ever: the partial unique index enforces it.
      const [created] = await tx
        .insert(t.cupones)
        .values({
          codigo: `BIENVENIDA-${randomBytes(4).toString('hex').toUpperCase()}`,
          promocionId: WELCOME_PROMOTION_ID,
          usuarioId: user.id,
          porcentajeDescuento: bono.discountPercentage,
          fechaInicio: now,
          fechaFin: new Date(bogotaInstant(bono.validUntil, 24 * 60).getTime() - 1),
          origen: 'BIENVENIDA',
          telefono: user.numero,
        })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    });
    if (!cupon) {
      return {
        message: offered
          ? '¡Teléfono verificado! Este número ya recibió su cupón de bienvenida.'
          : '¡Teléfono verificado!',
        cupon: null,
      };
    }
    return {
      message: '¡Teléfono verificado! Cupón de bienvenida activado',
      cupon: {
        codigo: cupon.codigo,
        porcentaje_descuento: cupon.porcentajeDescuento ?? bono.discountPercentage,
        fecha_fin: (cupon.fechaFin ?? now).toISOString(),
      },
    };
  }
}
