import { describe, expect, it } from 'vitest';
import type { Producto, ProductoEspecial } from './catalog';
import {
  deliveryFee,
  orderTotals,
  PricingError,
  regularUnitPrice,
  specialUnitPrice,
} from './pricing';

const medida = (id: number, value: 'PERSONAL' | 'MEDIANA' | 'GRANDE') => ({
  id,
  value,
  label: value,
});
const pizza = (id: number, precios: [number, number, number], descuento = 0): Producto => ({
  id,
  nombre: `Pizza ${id}`,
  descripcion: '',
  categoria: 1,
  categoria_nombre: 'Pizzas',
  precio: null,
  descuento,
  imagen: null,
  grupo_sabor: 'TRADICIONALES',
  activo: true,
  tipo: 'REGULAR',
  precios_por_medida: [
    { id: id * 10 + 1, medida: medida(1, 'PERSONAL'), precio: precios[0], admite_mitades: false },
    { id: id * 10 + 2, medida: medida(3, 'MEDIANA'), precio: precios[1], admite_mitades: true },
    { id: id * 10 + 3, medida: medida(4, 'GRANDE'), precio: precios[2], admite_mitades: true },
  ],
  posibles_adiciones: [
    { id: 1, ingrediente: { id: 100, nombre: 'Queso' }, precio_adicion: 4000 },
    { id: 2, ingrediente: { id: 101, nombre: 'Tocineta' }, precio_adicion: 5000 },
  ],
});

describe('regularUnitPrice', () => {
  it('prices by size and adds the additions', () => {
    expect(regularUnitPrice({ producto: pizza(1, [18900, 32900, 42900]), medidaId: 3 })).toBe(
      32900,
    );
    expect(
      regularUnitPrice({
        producto: pizza(1, [18900, 32900, 42900]),
        medidaId: 4,
        adiciones: [100, 101],
      }),
    ).toBe(51900);
  });

  it('applies the discount and rounds to the peso', () => {
    expect(regularUnitPrice({ producto: pizza(1, [18900, 32900, 42900], 15), medidaId: 3 })).toBe(
      27965,
    );
  });

  it('charges the dearer half of a half-and-half pizza', () => {
    const a = pizza(1, [18900, 32900, 42900]);
    const b = pizza(2, [21900, 36900, 47900]);
    expect(regularUnitPrice({ producto: a, mitad: b, medidaId: 3 })).toBe(36900);
    expect(regularUnitPrice({ producto: b, mitad: a, medidaId: 4 })).toBe(47900);
  });

  it('refuses halves in a size that does not admit them, or twice the same flavor', () => {
    const a = pizza(1, [18900, 32900, 42900]);
    expect(() =>
      regularUnitPrice({ producto: a, mitad: pizza(2, [1, 2, 3]), medidaId: 1 }),
    ).toThrow(PricingError);
    expect(() => regularUnitPrice({ producto: a, mitad: a, medidaId: 3 })).toThrow('diferentes');
  });

  it('refuses an unknown size or addition, and a sized product without size', () => {
    const a = pizza(1, [18900, 32900, 42900]);
    expect(() => regularUnitPrice({ producto: a, medidaId: 99 })).toThrow(PricingError);
    expect(() => regularUnitPrice({ producto: a, medidaId: 3, adiciones: [555] })).toThrow(
      PricingError,
    );
    expect(() => regularUnitPrice({ producto: a })).toThrow('Elige un tamaño.');
  });
});

const combo: Pick<ProductoEspecial, 'id' | 'precio_base' | 'descuento' | 'secciones'> = {
  id: 7,
  precio_base: 50000,
  descuento: 0,
  secciones: [
    {
      id: 1,
      nombre: 'Sabor',
      descripcion: '',
      minimo: 1,
      maximo: 2,
      seleccionar_mayor_valor: true,
      orden: 1,
      opciones: [
        {
          id: 11,
          nombre: 'Hawaiana',
          precio_extra: 0,
          orden: 1,
          activo: true,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
        {
          id: 12,
          nombre: 'Pepperoni',
          precio_extra: 3000,
          orden: 2,
          activo: true,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
        {
          id: 13,
          nombre: 'BBQ',
          precio_extra: 5000,
          orden: 3,
          activo: true,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
      ],
    },
    {
      id: 2,
      nombre: 'Extras',
      descripcion: '',
      minimo: 0,
      maximo: 0,
      seleccionar_mayor_valor: false,
      orden: 2,
      opciones: [
        {
          id: 21,
          nombre: 'Queso',
          precio_extra: 4000,
          orden: 1,
          activo: true,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
        {
          id: 22,
          nombre: 'Salsa',
          precio_extra: 1000,
          orden: 2,
          activo: true,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
        {
          id: 23,
          nombre: 'Agotado',
          precio_extra: 1000,
          orden: 3,
          activo: false,
          producto_relacionado_id: null,
          producto_relacionado: null,
        },
      ],
    },
  ],
};

describe('specialUnitPrice', () => {
  it('adds only the dearest extra of a seleccionar_mayor_valor section', () => {
    expect(specialUnitPrice({ especial: combo, configuraciones: { '1': [12, 13] } })).toBe(55000);
  });
  it('adds every extra of other sections; maximo 0 is unlimited', () => {
    expect(specialUnitPrice({ especial: combo, configuraciones: { '1': 11, '2': [21, 22] } })).toBe(
      55000,
    );
  });
  it('enforces minimo and maximo, and refuses inactive or foreign options', () => {
    expect(() => specialUnitPrice({ especial: combo, configuraciones: {} })).toThrow('Sabor');
    expect(() =>
      specialUnitPrice({ especial: combo, configuraciones: { '1': [11, 12, 13] } }),
    ).toThrow(PricingError);
    expect(() =>
      specialUnitPrice({ especial: combo, configuraciones: { '1': 11, '2': 23 } }),
    ).toThrow(PricingError);
    expect(() => specialUnitPrice({ especial: combo, configuraciones: { '1': 21 } })).toThrow(
      PricingError,
    );
    expect(() =>
      specialUnitPrice({ especial: combo, configuraciones: { '1': 11, '9': 1 } }),
    ).toThrow(PricingError);
  });
});

describe('deliveryFee', () => {
  it('is 500 pesos a minute, at least 2 000', () => {
    expect(deliveryFee(0)).toBe(2000);
    expect(deliveryFee(3)).toBe(2000);
    expect(deliveryFee(4)).toBe(2000);
    expect(deliveryFee(12)).toBe(6000);
    expect(deliveryFee(12.2)).toBe(6500);
  });
});

describe('orderTotals', () => {
  it('takes the coupon from products plus delivery', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 32900, cantidad: 2 },
          { unitPrice: 5000, cantidad: 1 },
        ],
        {
          domicilio: 6000,
          cuponPorcentaje: 15,
        },
      ),
    ).toEqual({
      productos: 70800,
      domicilio: 6000,
      subtotal: 76800,
      descuento: 11520,
      total: 65280,
    });
  });
  it('has no discount without a coupon', () => {
    expect(orderTotals([{ unitPrice: 1000, cantidad: 3 }])).toEqual({
      productos: 3000,
      domicilio: 0,
      subtotal: 3000,
      descuento: 0,
      total: 3000,
    });
  });
});

describe('half-and-half with discounts', () => {
  it('prices the same whichever flavor comes first, each half with its own discount', () => {
    const hawaiana = pizza(1, [18900, 32900, 48900], 10);
    const cuatroQuesos = pizza(2, [21900, 36900, 46900]);
    const a = regularUnitPrice({ producto: hawaiana, mitad: cuatroQuesos, medidaId: 4 });
    const b = regularUnitPrice({ producto: cuatroQuesos, mitad: hawaiana, medidaId: 4 });
    expect(a).toBe(b);
    expect(a).toBe(Math.max(Math.round(48900 * 0.9), 46900));
  });
});
