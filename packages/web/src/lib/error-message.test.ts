import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureMessage, fieldErrors, loadFailureDescription } from './error-message';

describe('failureMessage', () => {
  it("adds the server's reason to the spec's message", () => {
    const error = new ApiError(409, 'Ya existe un rol con este nombre');
    expect(failureMessage('Error al crear el rol', error)).toBe(
      'Error al crear el rol. Ya existe un rol con este nombre',
    );
  });

  it('keeps the message alone for errors that are not from the API', () => {
    expect(failureMessage('Error al crear el rol', new Error('boom'))).toBe(
      'Error al crear el rol',
    );
  });
});

describe('fieldErrors', () => {
  it('takes the first message of every field', () => {
    const error = new ApiError(400, 'Datos inválidos', undefined, {
      email: ['Ya existe', 'Otro'],
      numero: [],
    });
    expect(fieldErrors(error)).toEqual({ email: 'Ya existe' });
  });
});

describe('loadFailureDescription', () => {
  it('says a refused call is a missing permission, not a connection problem', () => {
    const text = loadFailureDescription(
      new ApiError(403, 'No tienes permiso para realizar esta acción.'),
    );
    expect(text).toMatch(/^No tienes permiso para /);
    expect(text).not.toMatch(/conexión/);
  });

  it('blames the connection only when the server could not be reached', () => {
    expect(loadFailureDescription(new ApiError(0, 'sin red'))).toMatch(/Revisa tu conexión/);
    expect(loadFailureDescription(new Error('boom'))).toMatch(/Revisa tu conexión/);
    expect(loadFailureDescription(new ApiError(500, 'x'))).toMatch(/El servidor tuvo un problema/);
    expect(loadFailureDescription(new ApiError(401, 'x'))).toMatch(/Tu sesión terminó/);
    expect(loadFailureDescription(new ApiError(404, 'Pedido no encontrado'))).toBe(
      'Pedido no encontrado.',
    );
  });
});
