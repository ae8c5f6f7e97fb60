import { api } from '../../../lib/api-client';

export function sendVerificationCode(email: string) {
  return api.post<{ message: string; reenviar_en_segundos: number }>(
    '/api/users/send-verification-code',
    { email },
  );
}

export interface VerifyResult {
  message: string;
  cupon: { codigo: string; porcentaje_descuento: number; fecha_fin: string } | null;
}

export function verifyPhoneCode(email: string, codigo: string) {
  return api.post<VerifyResult>('/api/users/verify-phone-code', { email, codigo });
}
