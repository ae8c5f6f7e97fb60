import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from './action-failures';

describe('failureMessage', () => {
  const refused = new ApiError(422, '«Gaseosa» está inactivo: actívalo antes de convertirlo');
  const broken = new ApiError(500, 'Ocurrió un error inesperado. Inténtalo de nuevo.');
  const unreachable = new ApiError(0, 'No se pudo conectar con el servidor.');

  it("duplicating: the server's reason, else the spec's two fallbacks", () => {
    expect(failureMessage('duplicar', refused)).toBe(
      'Error al duplicar: «Gaseosa» está inactivo: actívalo antes de convertirlo',
    );
    expect(failureMessage('duplicar', broken)).toBe('No se pudo duplicar el producto');
    expect(failureMessage('duplicar', unreachable)).toBe(
      'Ocurrió un error inesperado al duplicar el producto',
    );
    expect(failureMessage('duplicar', new TypeError('x'))).toBe(
      'Ocurrió un error inesperado al duplicar el producto',
    );
  });

  it("converting: 'Error al convertir', with the server's reason when it gave one", () => {
    expect(failureMessage('convertir', refused)).toBe(
      'Error al convertir: «Gaseosa» está inactivo: actívalo antes de convertirlo',
    );
    expect(failureMessage('convertir', broken)).toBe('Error al convertir');
    expect(failureMessage('convertir', unreachable)).toBe('Error al convertir');
  });
});
