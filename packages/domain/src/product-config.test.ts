import { describe, expect, it } from 'vitest';
import type { Producto, ProductoEspecial, Seccion } from './catalog';
import {
  defaultHalfSizeId,
  defaultSizeId,
  flavorsForSize,
  halfAndHalfName,
  incompleteSections,
  regularCartLine,
  sectionRule,
  specialCartLine,
  specialPreviewPrice,
  toggleSectionOption,
} from './product-config';
import { PricingError, regularUnitPrice } from './pricing';

const medida = (id: number, value: 'PERSONAL' | 'MEDIANA' | 'GRANDE', label: string) => ({
  id,
  value,
  label,
});

const pizza = (id: number, precios: [number, number, number], descuento = 0): Producto => ({
  id,
  nombre: `Pizza ${id}`,
  descripcion: '',
  categoria: 1,
  categoria_nombre: 'Pizzas',
  precio: null,
  descuento,
  imagen: `/uploads/${id}.svg`,
  grupo_sabor: 'TRADICIONALES',
  activo: true,
  tipo: 'REGULAR',
  precios_por_medida: [
    {
      id: id * 10 + 1,
      medida: medida(1, 'PERSONAL', 'Personal'),
      precio: precios[0],
      admite_mitades: false,
    },
    {
      id: id * 10 + 2,
      medida: medida(3, 'MEDIANA', 'Mediana'),
      precio: precios[1],
      admite_mitades: true,
    },
    {
      id: id * 10 + 3,
      medida: medida(4, 'GRANDE', 'Grande'),
      precio: precios[2],
      admite_mitades: true,
    },
  ],
  posibles_adiciones: [
    { id: 1, ingrediente: { id: 100, nombre: 'Queso' }, precio_adicion: 4000 },
    { id: 2, ingrediente: { id: 101, nombre: 'Tocineta' }, precio_adicion: 5000 },
  ],
});

const opcion = (id: number, nombre: string, precio_extra = 0, orden = id) => ({
  id,
  nombre,
  precio_extra,
  orden,
  activo: true,
  producto_relacionado_id: null,
  producto_relacionado: null,
});

const seccion = (over: Partial<Seccion> & Pick<Seccion, 'id'>): Seccion => ({
  nombre: `Sección ${over.id}`,
  descripcion: '',
  minimo: 1,
  maximo: 1,
  seleccionar_mayor_valor: false,
  orden: over.id,
  opciones: [],
  ...over,
});

const combo: ProductoEspecial = {
  id: 7,
  nombre: 'Combo',
  descripcion: '',
  precio_base: 50000,
  descuento: 0,
  categoria: 2,
  categoria_nombre: 'Combos',
  imagen: null,
  activo: true,
  tipo: 'ESPECIAL',
  producto_base: { descripcion: '' },
  secciones: [
    seccion({
      id: 1,
      nombre: 'Sabores',
      minimo: 1,
      maximo: 2,
      seleccionar_mayor_valor: true,
      opciones: [opcion(11, 'Hawaiana'), opcion(12, 'Mexicana', 6000), opcion(13, 'Quesos', 12000)],
    }),
    seccion({
      id: 2,
      nombre: 'Bebida',
      opciones: [
        opcion(21, 'Cola'),
        opcion(22, 'Limonada', 6000),
        { ...opcion(23, 'Vieja'), activo: false },
      ],
    }),
    seccion({
      id: 3,
      nombre: 'Adiciones',
      minimo: 0,
      maximo: 0,
      opciones: [opcion(31, 'Queso', 6000), opcion(32, 'Tocineta', 7000)],
    }),
  ],
};

describe('defaults', () => {
  it('starts the product modal on the cheapest size, the first on a tie', () => {
    expect(defaultSizeId(pizza(1, [18900, 32900, 42900]).precios_por_medida)).toBe(1);
    expect(
      defaultSizeId([
        { medida: { id: 4 }, precio: 9000 },
        { medida: { id: 2 }, precio: 9000 },
      ]),
    ).toBe(4);
    expect(defaultSizeId([])).toBeNull();
  });

  it("starts 'Arma tu pizza' on MEDIANA, else the first size", () => {
    expect(
      defaultHalfSizeId([
        { id: 4, value: 'GRANDE' },
        { id: 3, value: 'MEDIANA' },
      ]),
    ).toBe(3);
    expect(defaultHalfSizeId([{ id: 4, value: 'GRANDE' }])).toBe(4);
    expect(defaultHalfSizeId([])).toBeNull();
  });

  it('lists only the flavors that admit halves at the size', () => {
    const a = pizza(1, [1, 2, 3]);
    expect(flavorsForSize([a], 1)).toEqual([]);
    expect(flavorsForSize([a], 4)).toEqual([{ producto: a, precio: 3 }]);
  });

  it('lists a discounted flavor at the price it is charged', () => {
    const hawaiana = pizza(2, [30_000, 38_900, 45_000], 10);
    const [flavor] = flavorsForSize([hawaiana], 3);
    expect(flavor!.precio).toBe(35_010);
    expect(flavor!.precio).toBe(regularUnitPrice({ producto: hawaiana, medidaId: 3 }));
  });
});

describe('section choices', () => {
  const [sabores, bebida, adiciones] = combo.secciones as [Seccion, Seccion, Seccion];

  it('replaces the choice of a single-choice section', () => {
    expect(toggleSectionOption(bebida, [21], 22, true)).toEqual([22]);
    expect(toggleSectionOption(bebida, [21], 21, false)).toEqual([]);
  });

  it('stops at the maximum and never repeats an option', () => {
    expect(toggleSectionOption(sabores, [11], 12, true)).toEqual([11, 12]);
    expect(toggleSectionOption(sabores, [11, 12], 13, true)).toEqual([11, 12]);
    expect(toggleSectionOption(sabores, [11], 11, true)).toEqual([11]);
  });

  it('treats maximo 0 as unlimited', () => {
    expect(toggleSectionOption(adiciones, [31], 32, true)).toEqual([31, 32]);
  });

  it('says what each section asks for', () => {
    expect(sectionRule({ minimo: 1, maximo: 1 })).toBe('Elige 1');
    expect(sectionRule({ minimo: 2, maximo: 2 })).toBe('Elige 2');
    expect(sectionRule({ minimo: 1, maximo: 2 })).toBe('Elige de 1 a 2');
    expect(sectionRule({ minimo: 0, maximo: 1 })).toBe('Opcional');
    expect(sectionRule({ minimo: 0, maximo: 3 })).toBe('Opcional, hasta 3');
    expect(sectionRule({ minimo: 0, maximo: 0 })).toBe('Opcional, sin límite');
    expect(sectionRule({ minimo: 2, maximo: 0 })).toBe('Elige al menos 2');
  });

  it('finds the sections below their minimum', () => {
    expect(incompleteSections(combo, {}).map((s) => s.id)).toEqual([1, 2]);
    expect(incompleteSections(combo, { '1': [11], '2': [21] })).toEqual([]);
  });
});

describe('regularCartLine', () => {
  it('builds the line with its size, additions and the domain price', () => {
    const producto = pizza(1, [18900, 32900, 42900], 10);
    const line = regularCartLine({
      producto,
      medidaId: 4,
      adiciones: [101],
      cantidad: 2,
      observaciones: '  sin cebolla ',
    });
    expect(line).toMatchObject({
      tipo: 'REGULAR',
      id: 1,
      nombre: 'Pizza 1',
      imagen: '/uploads/1.svg',
      cantidad: 2,
      observaciones: 'sin cebolla',
      medida: { id: 4, value: 'GRANDE', label: 'Grande' },
      adiciones: [{ ingrediente: { id: 101, nombre: 'Tocineta' }, precio_adicion: 5000 }],
      mitad: null,
      precio: regularUnitPrice({ producto, medidaId: 4, adiciones: [101] }),
    });
    expect(line.precio).toBe(Math.round((42900 + 5000) * 0.9));
  });

  it('gives identical choices the same uniqueId, whatever the order of additions', () => {
    const producto = pizza(1, [18900, 32900, 42900]);
    const choice = { producto, medidaId: 3, cantidad: 1, observaciones: '' };
    const a = regularCartLine({ ...choice, adiciones: [100, 101] });
    const b = regularCartLine({ ...choice, adiciones: [101, 100], cantidad: 3 });
    expect(a.uniqueId).toBe(b.uniqueId);
    expect(regularCartLine({ ...choice, adiciones: [100] }).uniqueId).not.toBe(a.uniqueId);
  });

  it('names and prices a half-and-half pizza by its dearer half', () => {
    const a = pizza(1, [18900, 32900, 42900]);
    const b = pizza(2, [19900, 35900, 45900]);
    const line = regularCartLine({
      producto: a,
      mitad: b,
      medidaId: 3,
      adiciones: [],
      cantidad: 1,
      observaciones: '',
    });
    expect(line.nombre).toBe(halfAndHalfName('Pizza 1', 'Pizza 2'));
    expect(line.nombre).toBe('Mitad Pizza 1 / Mitad Pizza 2');
    expect(line.mitad).toEqual({ id: 2, nombre: 'Pizza 2' });
    expect(line.precio).toBe(35900);
    expect(() =>
      regularCartLine({
        producto: a,
        mitad: a,
        medidaId: 3,
        adiciones: [],
        cantidad: 1,
        observaciones: '',
      }),
    ).toThrow(PricingError);
  });

  it('keeps the quantity between 1 and 99 and observations within 300 characters', () => {
    const producto = pizza(1, [1, 2, 3]);
    const base = { producto, medidaId: 1, adiciones: [] };
    expect(regularCartLine({ ...base, cantidad: 0, observaciones: '' }).cantidad).toBe(1);
    expect(regularCartLine({ ...base, cantidad: 500, observaciones: '' }).cantidad).toBe(99);
    expect(
      regularCartLine({ ...base, cantidad: 1, observaciones: 'x'.repeat(400) }).observaciones,
    ).toHaveLength(300);
  });
});

describe('specialCartLine', () => {
  it('prices the options (only the dearest where flagged) and lists the chosen names', () => {
    const line = specialCartLine({
      especial: combo,
      configuraciones: { '1': [13, 12], '2': [22], '3': [] },
      cantidad: 1,
      observaciones: '',
    });
    expect(line.precio).toBe(50000 + 12000 + 6000);
    expect(line.configuraciones).toEqual({ '1': [12, 13], '2': [22] });
    expect(line.selecciones).toEqual([
      { seccion: 'Sabores', opciones: ['Mexicana', 'Quesos'] },
      { seccion: 'Bebida', opciones: ['Limonada'] },
    ]);
    expect(line.tipo).toBe('ESPECIAL');
  });

  it('refuses a configuration below a minimum', () => {
    expect(() =>
      specialCartLine({
        especial: combo,
        configuraciones: { '1': [11] },
        cantidad: 1,
        observaciones: '',
      }),
    ).toThrow('Revisa las opciones de «Bebida».');
  });

  it('previews the price before the minimums are met', () => {
    expect(specialPreviewPrice(combo, {})).toBe(50000);
    expect(specialPreviewPrice(combo, { '3': [31, 32] })).toBe(63000);
  });
});
