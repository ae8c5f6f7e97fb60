import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  LOGIN_FAILED,
  loginFailure,
  PHONE_VERIFIED_ELSEWHERE,
  REGISTER_FAILED,
  REGISTER_FORM_FAILED,
  registerFailure,
  retryAfterSeconds,
  SEND_CODE_FAILED,
  sendCodeFailure,
  verifyFailure,
} from './error-messages';

const offline = new ApiError(0, 'No pudimos conectar con el servidor.');

describe('loginFailure', () => {
  it('tells wrong credentials apart from other failures', () => {
    expect(loginFailure(new ApiError(401, 'Credenciales inválidas'))).toEqual({
      credentials: true,
      message: 'Credenciales inválidas',
    });
    expect(loginFailure(new ApiError(500, 'boom'))).toEqual({
      credentials: false,
      message: LOGIN_FAILED,
    });
    expect(loginFailure(offline).message).toBe(LOGIN_FAILED);
    expect(loginFailure(new ApiError(429, 'Demasiados intentos.')).message).toBe(
      'Demasiados intentos.',
    );
  });
});

describe('registerFailure', () => {
  it('puts duplicate e-mail and phone messages under their fields', () => {
    const failure = registerFailure(
      new ApiError(400, 'Ya existe un usuario registrado con este correo electrónico', undefined, {
        email: ['Ya existe un usuario registrado con este correo electrónico'],
        numero: ['Este número de teléfono ya está registrado y verificado'],
      }),
    );
    expect(failure.fields).toEqual({
      email: 'Ya existe un usuario registrado con este correo electrónico',
      numero: 'Este número de teléfono ya está registrado y verificado',
    });
    expect(failure.toast).toBe('Ya existe un usuario registrado con este correo electrónico');
    expect(failure.form).toBeNull();
  });

  it('falls back to the generic texts when nothing explains the failure', () => {
    expect(registerFailure(new ApiError(500, 'x'))).toEqual({
      toast: REGISTER_FAILED,
      fields: {},
      form: REGISTER_FORM_FAILED,
    });
    expect(registerFailure(new Error('?')).form).toBe(REGISTER_FORM_FAILED);
  });
});

describe('sendCodeFailure and retryAfterSeconds', () => {
  it("names a phone verified by another user with the spec's text", () => {
    expect(
      sendCodeFailure(
        new ApiError(409, 'Este número de teléfono ya está verificado por otro usuario'),
      ),
    ).toBe(PHONE_VERIFIED_ELSEWHERE);
    expect(sendCodeFailure(new ApiError(409, 'Tu número de teléfono ya está verificado'))).toBe(
      'Tu número de teléfono ya está verificado',
    );
    expect(sendCodeFailure(offline)).toBe(SEND_CODE_FAILED);
  });

  it('reads the wait from a 429', () => {
    const wait = new ApiError(429, 'Espera 80 segundos', { retry_after: 80 });
    expect(retryAfterSeconds(wait)).toBe(80);
    expect(retryAfterSeconds(new ApiError(400, 'x'))).toBeNull();
  });
});

describe('verifyFailure', () => {
  it("shows the server's reason, else 'Código inválido'", () => {
    expect(verifyFailure(new ApiError(400, 'El código ha expirado. Solicita uno nuevo.'))).toBe(
      'El código ha expirado. Solicita uno nuevo.',
    );
    expect(verifyFailure(offline)).toBe('Código inválido');
  });
});
