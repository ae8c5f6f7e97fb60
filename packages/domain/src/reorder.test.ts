import { describe, expect, it } from 'vitest';
import type { Producto } from './catalog';
import type { OrderLine } from './orders';
import { cartLineOfOrder, reorder } from './reorder';

const MEDIANA = { id: 3, value: 'MEDIANA' as const, label: 'Mediana' };
const pizza = (id: number, mediana: number): Producto => ({
  id,
  nombre: `Pizza ${id}`,
  descripcion: '',
  categoria: 1,
  categoria_nombre: 'Pizzas',
  precio: null,
  descuento: 0,
  imagen: `pizza-${id}.webp`,
  grupo_sabor: 'TRADICIONALES',
  activo: true,
  tipo: 'REGULAR',
  precios_por_medida: [{ id: id * 10, medida: MEDIANA, precio: mediana, admite_mitades: true }],
  posibles_adiciones: [{ id: 1, ingrediente: { id: 100, nombre: 'Queso' }, precio_adicion: 4000 }],
});
const ref = (p: Producto) => ({ id: p.id, nombre: p.nombre, imagen: p.imagen });

/** A medium pizza line as an order reads it, sold at `precio` a unit. */
const line = (p: Producto, precio: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  id: p.id * 100,
  producto: ref(p),
  producto_especial: null,
  producto_mitad: null,
  nombre: p.nombre,
  cantidad: 2,
  observaciones: 'Bien asada',
  adiciones: [],
  medida: MEDIANA,
  configuraciones: {},
  selecciones: [],
  precio_unitario_aplicado: precio,
  descuento_porcentaje: 0,
  subtotal: precio * 2,
  ...extra,
});

describe("'Pedir de nuevo'", () => {
  const hawaiana = pizza(1, 32900);
  const pepperoni = pizza(2, 36900);
  const catalog = { productos: [hawaiana, pepperoni], especiales: [] };

  it('puts the lines back as they were ordered, at today’s price', () => {
    const { lines, notSold, newPrices } = reorder([line(hawaiana, 32900)], catalog);
    expect(notSold).toEqual([]);
    expect(newPrices).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      tipo: 'REGULAR',
      id: hawaiana.id,
      cantidad: 2,
      observaciones: 'Bien asada',
      medida: MEDIANA,
      precio: 32900,
      imagen: 'pizza-1.webp',
    });
    // The same key the menu gives the same configuration: it merges with one already in the cart.
    expect(lines[0]!.uniqueId).toBe(cartLineOfOrder(line(hawaiana, 1)).uniqueId);
  });

  it('names a line whose price moved, and charges today’s', () => {
    const { lines, newPrices } = reorder([line(pepperoni, 34900)], catalog);
    expect(newPrices).toEqual([{ nombre: 'Pizza 2', antes: 34900, ahora: 36900 }]);
    expect(lines[0]!.precio).toBe(36900);
  });

  it('leaves out and names what the branch no longer sells, or ran out of today', () => {
    const gone = pizza(9, 30000);
    const withCheese = line(hawaiana, 36900, {
      nombre: 'Hawaiana con queso',
      adiciones: [{ ingrediente: { id: 100, nombre: 'Queso' }, precio_adicion: 4000 }],
    });
    const half = line(hawaiana, 36900, {
      nombre: 'Mitad y mitad',
      producto_mitad: ref(pepperoni),
    });
    const result = reorder([line(gone, 30000), withCheese, half, line(pepperoni, 36900)], catalog, {
      productos: [pepperoni.id],
      productos_especiales: [],
      ingredientes: [100],
    });
    expect(result.notSold).toEqual(['Pizza 9', 'Hawaiana con queso', 'Mitad y mitad', 'Pizza 2']);
    expect(result.lines).toEqual([]);
  });

  it('leaves out a size the product is no longer sold in', () => {
    const grande = { id: 4, value: 'GRANDE' as const, label: 'Grande' };
    const { lines, notSold } = reorder([line(hawaiana, 42900, { medida: grande })], catalog);
    expect(lines).toEqual([]);
    expect(notSold).toEqual(['Pizza 1']);
  });
});
