// The account forms' texts and limits, and when the welcome bonus is offered: apart from auth.ts
// (its zod schemas) so the customer's login page and dialogs draw their first screen without zod;
// the schemas come at the first tap or key (decision 020).
import type { BonoBienvenida } from './auth';
import { PHONE_MESSAGES } from './phone';

/** Spanish texts of the account forms (customer-app.md §5, back-office.md §5). */
export const AUTH_MESSAGES = {
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Ingrese un correo electrónico válido',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  phoneRequired: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  passwordsDiffer: 'Las contraseñas no coinciden',
  invalidCredentials: 'Credenciales inválidas',
  codeInvalid: 'Código inválido',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_SECONDS = 120;

/** The bonus is offered while enabled and today (Bogotá) is not after its end date. */
export function isBonusValid(
  bono: Pick<BonoBienvenida, 'enabled' | 'validUntil'>,
  todayYmd: string,
): boolean {
  return bono.enabled && todayYmd <= bono.validUntil;
}
