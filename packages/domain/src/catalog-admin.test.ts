import { describe, expect, it } from 'vitest';
import { ProductoFormSchema, registerHidesPrice } from './catalog-admin';

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
