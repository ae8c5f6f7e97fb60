import type { CartLine } from '@horno/domain/cart';
import { describe, expect, it } from 'vitest';
import { cartLineNoteList, cartLineTitle, isSpecialLine } from './cart-line-view';

const base: CartLine = {
  uniqueId: 'x',
  tipo: 'REGULAR',
  id: 1,
  nombre: 'Pizza Margarita',
  imagen: null,
  cantidad: 1,
  observaciones: '',
  medida: null,
  adiciones: [],
  mitad: null,
  configuraciones: {},
  selecciones: [],
  precio: 10000,
};

describe('cart line view', () => {
  it('names both halves once', () => {
    const mitad = { id: 2, nombre: 'Pizza Hawaiana' };
    expect(cartLineTitle({ ...base, mitad })).toBe('Pizza Margarita / Pizza Hawaiana');
    expect(
      cartLineTitle({ ...base, mitad, nombre: 'Mitad Pizza Margarita / Mitad Pizza Hawaiana' }),
    ).toBe('Mitad Pizza Margarita / Mitad Pizza Hawaiana');
  });

  it("calls a nameless special line 'Producto Especial' and hides its extras", () => {
    const special = { ...base, tipo: 'ESPECIAL' as const, nombre: '' };
    expect(isSpecialLine(special)).toBe(true);
    expect(cartLineTitle(special)).toBe('Producto Especial');
    const adiciones = [{ ingrediente: { id: 1, nombre: 'Tocineta' }, precio_adicion: 3000 }];
    expect(cartLineNoteList({ ...special, adiciones })).toEqual([]);
    expect(cartLineNoteList({ ...base, adiciones })).toEqual([
      { label: 'Adiciones', text: 'Tocineta' },
    ]);
  });

  it("names an addition without an ingredient name 'Adición desconocida'", () => {
    const adiciones = [{ ingrediente: { id: 9, nombre: '' }, precio_adicion: 0 }];
    expect(cartLineNoteList({ ...base, adiciones })).toEqual([
      { label: 'Adiciones', text: 'Adición desconocida' },
    ]);
  });
});
