import { describe, expect, it } from 'vitest';
import { formatCOP } from './money';
import { cartLineNotes, lineNoteText, orderLineNotes } from './order-lines';
import type { OrderLine } from './orders';

const ref = (id: number, nombre: string) => ({ id, nombre, imagen: null });

const regular: OrderLine = {
  id: 1,
  producto: ref(3, 'Pizza Hawaiana'),
  producto_especial: null,
  producto_mitad: null,
  nombre: 'Pizza Hawaiana',
  cantidad: 1,
  observaciones: '  sin cebolla ',
  adiciones: [
    { ingrediente: { id: 7, nombre: 'Queso mozzarella' }, precio_adicion: 4000 },
    { ingrediente: { id: 8, nombre: 'Orégano' }, precio_adicion: 0 },
  ],
  medida: null,
  configuraciones: {},
  selecciones: [],
  precio_unitario_aplicado: 30000,
  descuento_porcentaje: 0,
  subtotal: 30000,
};

const special: OrderLine = {
  ...regular,
  producto: null,
  producto_especial: ref(5, 'Combo Familiar'),
  nombre: 'Combo Familiar',
  observaciones: '',
  adiciones: [{ ingrediente: { id: 7, nombre: 'Queso mozzarella' }, precio_adicion: 4000 }],
  selecciones: [
    { seccion: 'Bebida', opcion: 'Limonada Natural', precio_extra: 2000 },
    { seccion: 'Pizzas', opcion: 'Pepperoni', precio_extra: 0 },
    { seccion: 'Pizzas', opcion: 'Hawaiana', precio_extra: 0 },
  ],
};

describe('orderLineNotes', () => {
  it("names a regular line's additions like the other notes, with their prices", () => {
    expect(orderLineNotes(regular).map(lineNoteText)).toEqual([
      `Adiciones: Queso mozzarella (+${formatCOP(4000)}), Orégano`,
      'Observaciones: sin cebolla',
    ]);
  });

  it("groups a special product's selections by section and ignores stray additions", () => {
    expect(orderLineNotes(special).map(lineNoteText)).toEqual([
      `Bebida: Limonada Natural (+${formatCOP(2000)})`,
      'Pizzas: Pepperoni, Hawaiana',
    ]);
  });

  it('leaves the prices out when asked (the board card)', () => {
    expect(orderLineNotes(regular, { prices: false })[0]).toEqual({
      label: 'Adiciones',
      text: 'Queso mozzarella, Orégano',
    });
  });
});

describe('cartLineNotes', () => {
  it('uses the same wording for a cart line, naming unknown additions', () => {
    const notes = cartLineNotes({
      adiciones: [
        { ingrediente: { id: 1, nombre: 'Tocineta' }, precio_adicion: 5000 },
        { ingrediente: { id: 9, nombre: '' }, precio_adicion: 0 },
      ],
      selecciones: [{ seccion: 'Bebidas', opciones: ['Cola', 'Limonada'] }],
    });
    expect(notes.map(lineNoteText)).toEqual([
      'Adiciones: Tocineta, Adición desconocida',
      'Bebidas: Cola, Limonada',
    ]);
  });

  it('has nothing to say about a plain line', () => {
    expect(cartLineNotes({ adiciones: [], selecciones: [] })).toEqual([]);
  });
});
