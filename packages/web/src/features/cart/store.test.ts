import type { CartLine } from '@horno/domain/cart';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartLineDetails, productCountLabel } from './line-text';
import { cartCount, useCartStore } from './store';

const line = (uniqueId: string, over: Partial<CartLine> = {}): CartLine => ({
  uniqueId,
  tipo: 'REGULAR',
  id: 1,
  nombre: `Producto ${uniqueId}`,
  imagen: null,
  cantidad: 1,
  observaciones: '',
  medida: null,
  adiciones: [],
  mitad: null,
  configuraciones: {},
  selecciones: [],
  precio: 10000,
  ...over,
});

const ids = () => useCartStore.getState().lines.map((l) => l.uniqueId);

describe('cart store', () => {
  beforeEach(() => useCartStore.getState().clear());

  it('merges identical lines and purges lines that reach zero', () => {
    const { add, decrement } = useCartStore.getState();
    add(line('a'));
    add(line('a', { cantidad: 2 }));
    add(line('b'));
    expect(cartCount(useCartStore.getState().lines)).toBe(4);
    decrement('b');
    expect(ids()).toEqual(['a']);
  });

  it('stops a merged line at 99 units and says how many went in', () => {
    const { add, increment, replace, restore, remove } = useCartStore.getState();
    expect(add(line('cola', { cantidad: 99 }))).toBe(99);
    expect(add(line('cola'))).toBe(0);
    expect(useCartStore.getState().lines).toMatchObject([{ uniqueId: 'cola', cantidad: 99 }]);
    increment('cola');
    expect(useCartStore.getState().lines[0]!.cantidad).toBe(99);

    add(line('agua', { cantidad: 97 }));
    expect(add(line('agua', { cantidad: 5 }))).toBe(2);
    // Editing a line into an identical one, or undoing a removal, merges under the cap too.
    replace('cola', line('agua', { cantidad: 3 }));
    expect(useCartStore.getState().lines).toMatchObject([{ uniqueId: 'agua', cantidad: 99 }]);
    const removed = remove('agua')!;
    add(line('agua', { cantidad: 50 }));
    restore(removed, 0);
    expect(useCartStore.getState().lines).toMatchObject([{ uniqueId: 'agua', cantidad: 99 }]);
  });

  it('puts a removed line back where it was', () => {
    const { add, remove, restore } = useCartStore.getState();
    add(line('a'));
    add(line('b'));
    add(line('c'));
    const removed = remove('b')!;
    expect(ids()).toEqual(['a', 'c']);
    restore(removed, 1);
    expect(ids()).toEqual(['a', 'b', 'c']);
  });

  it('merges a restored line into an identical one added meanwhile', () => {
    const { add, remove, restore } = useCartStore.getState();
    add(line('a', { cantidad: 2 }));
    const removed = remove('a')!;
    add(line('a'));
    restore(removed, 0);
    expect(useCartStore.getState().lines).toMatchObject([{ uniqueId: 'a', cantidad: 3 }]);
  });

  it('replaces an edited line, merging it when it now matches another', () => {
    const { add, replace } = useCartStore.getState();
    add(line('a'));
    add(line('b', { cantidad: 2 }));
    replace('a', line('b'));
    expect(useCartStore.getState().lines).toMatchObject([{ uniqueId: 'b', cantidad: 3 }]);
  });
});

describe('cart line text', () => {
  it('lists size, additions and special selections', () => {
    expect(
      cartLineDetails(
        line('a', {
          medida: { id: 4, value: 'GRANDE', label: 'Grande' },
          adiciones: [{ ingrediente: { id: 1, nombre: 'Tocineta' }, precio_adicion: 5000 }],
          selecciones: [{ seccion: 'Bebidas', opciones: ['Cola', 'Limonada'] }],
        }),
      ),
    ).toEqual(['Grande', 'Bebidas: Cola, Limonada', 'Extra Tocineta']);
  });

  it('counts products in Spanish', () => {
    expect(productCountLabel(1)).toBe('1 producto');
    expect(productCountLabel(3)).toBe('3 productos');
  });
});
