import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { orderFailureMessage } from './order-failure';

describe('orderFailureMessage', () => {
  it("puts the server's reason after the spec's words", () => {
    const closed = new ApiError(422, 'La sede seleccionada está cerrada en este momento');
    expect(orderFailureMessage(closed)).toBe(
      'Error al crear el pedido: La sede seleccionada está cerrada en este momento',
    );
    expect(orderFailureMessage(new ApiError(409, 'El cupón ya fue usado.'))).toBe(
      'Error al crear el pedido: El cupón ya fue usado.',
    );
  });

  it('adds the first field problem when there is one', () => {
    const error = new ApiError(400, 'Revisa el pedido.', undefined, {
      direccion: ['Indica la dirección de entrega.'],
    });
    expect(orderFailureMessage(error)).toBe(
      'Error al crear el pedido: Revisa el pedido. Indica la dirección de entrega.',
    );
  });

  it('still says something for an unexpected failure', () => {
    expect(orderFailureMessage(new Error('boom'))).toBe(
      'Error al crear el pedido: intenta de nuevo.',
    );
  });
});
