import { describe, expect, it } from 'vitest';
import {
  freeProductName,
  PRODUCT_NAME_MAX,
  ProductoFormSchema,
  productNameKey,
  registerHidesPrice,
} from './catalog-admin';

describe('registerHidesPrice', () => {
  it.each([
    ['Pizzas', true],
    ['pizzas', true],
    ['Pizzas Gourmet', true],
    ['  PIZZAS tradicionales ', true],
    ['Pizza', false],
    ['Mini pizzas', false],
    ['Bebidas', false],
    [undefined, false],
  ])('%j → %s', (nombre, hidden) => {
    expect(registerHidesPrice(nombre)).toBe(hidden);
  });
});

describe('ProductoFormSchema', () => {
  const base = {
    nombre: 'Pizza de la casa',
    categoria: 1,
    precio: null,
    conDescuento: false,
    descuento: null,
    posibles_adiciones: [],
    precios_por_medida: [],
    sedes: [1],
    creando: true,
  };
  const messages = (value: object) => {
    const result = ProductoFormSchema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('asks for the base price of a product without size prices', () => {
    expect(messages(base)).toEqual({ precio: 'El precio es requerido' });
  });

  it('asks a pizza being registered for its size prices, not for a hidden base price', () => {
    expect(messages({ ...base, precioOculto: true, precio: 20000 })).toEqual({
      precios_por_medida: 'Debes definir los precios por tamaño',
    });
    expect(
      messages({
        ...base,
        precioOculto: true,
        precios_por_medida: [{ medida: 1, precio: 20000, admite_mitades: false }],
      }),
    ).toEqual({});
  });
});

describe('productNameKey', () => {
  it('makes one name of those that differ in case, accents, spacing and punctuation', () => {
    const key = productNameKey('Pizza Margarita');
    for (const same of [
      'pizza margarita',
      '  PIZZA  MARGARÍTA ',
      'Pizza-Margarita',
      'Pizza Margarita.',
    ])
      expect(productNameKey(same), same).toBe(key);
    expect(productNameKey('Pizza Margarita grande')).not.toBe(key);
    expect(productNameKey('Piña colada')).toBe(productNameKey('pina colada'));
  });

  it('keeps a name without letters or digits as written, so two of them differ', () => {
    expect(productNameKey('🍕')).not.toBe(productNameKey('🥤'));
    expect(productNameKey('🍕')).not.toBe('');
  });
});

describe('freeProductName', () => {
  const taken = (...names: string[]) => new Set(names.map(productNameKey));

  it("is 'X (copia)', then 'X (copia 2)', 'X (copia 3)'… as they are taken", () => {
    expect(freeProductName('Hawaiana', 'copia', taken('Hawaiana'))).toBe('Hawaiana (copia)');
    expect(freeProductName('Hawaiana', 'copia', taken('Hawaiana', 'hawaiana (COPIA)'))).toBe(
      'Hawaiana (copia 2)',
    );
    expect(
      freeProductName('Hawaiana', 'copia', taken('Hawaiana (copia)', 'Hawaiana (copia 2)')),
    ).toBe('Hawaiana (copia 3)');
  });

  it('shortens a long base to stay within the longest name, never halving an emoji', () => {
    const long = 'P'.repeat(PRODUCT_NAME_MAX);
    const name = freeProductName(long, 'copia', taken(long));
    expect(name).toHaveLength(PRODUCT_NAME_MAX);
    expect(name.endsWith(' (copia)')).toBe(true);
    const emoji = `${'P'.repeat(PRODUCT_NAME_MAX - 9)}🍕🍕`;
    const cut = freeProductName(emoji, 'copia', taken(emoji));
    expect(cut).toBe(`${'P'.repeat(PRODUCT_NAME_MAX - 9)} (copia)`);
  });
});
