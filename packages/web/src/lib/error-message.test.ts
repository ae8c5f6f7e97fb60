import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureMessage, fieldErrors } from './error-message';

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
