import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { describe, expect, it } from 'vitest';
import { categoriaFixture, productoFixture } from '../../../lib/catalog-fixtures';
import { buildMenuSections, categoryHasProducts, halfAndHalfCategoryId } from './menu-sections';

const categoria = (id: number, slug: string, orden: number): CategoriaProducto =>
  categoriaFixture({ id, nombre: slug, slug, orden });

const medida = { id: 1, value: 'MEDIANA' as const, label: 'Mediana' };

const producto = (
  id: number,
  nombre: string,
  cat: number,
  precio: number,
  extra: Partial<Producto> = {},
): Producto =>
  productoFixture({
    id,
    nombre,
    descripcion: `Descripción de ${nombre}`,
    categoria: cat,
    precio,
    ...extra,
  });

const especial = (
  id: number,
  nombre: string,
  cat: number,
  precio_base: number,
): ProductoEspecial => ({
  id,
  nombre,
  descripcion: 'Para compartir',
  precio_base,
  descuento: 0,
  categoria: cat,
  categoria_nombre: '',
  imagen: null,
  secciones: [
    {
      id: 1,
      nombre: 'Bebida',
      descripcion: '',
      minimo: 1,
      maximo: 1,
      seleccionar_mayor_valor: false,
      orden: 1,
      opciones: [
        {
          id: 1,
          nombre: 'Gaseosa',
          precio_extra: 0,
          orden: 1,
          activo: true,
          producto_relacionado_id: 20,
          producto_relacionado: null,
        },
      ],
    },
  ],
  producto_base: { descripcion: '' },
  activo: true,
  tipo: 'ESPECIAL',
});

const categorias = [
  categoria(2, 'bebidas', 2),
  categoria(1, 'pizzas', 1),
  categoria(3, 'postres', 3),
];
const productos = [
  producto(1, 'Pepperoni', 1, 0, {
    precio: null,
    descuento: 10,
    precios_por_medida: [
      { id: 1, medida, precio: 30000, admite_mitades: true },
      { id: 2, medida, precio: 40000, admite_mitades: true },
    ],
  }),
  producto(2, 'Margarita', 1, 28000),
  producto(3, 'Agua', 2, 4000),
  producto(4, 'Inactiva', 1, 1000, { activo: false }),
];
const especiales = [especial(1, 'Combo pareja', 1, 26000)];

describe('buildMenuSections', () => {
  it('orders categories by orden, each with its regular then its special products, in the API order', () => {
    const sections = buildMenuSections({ categorias, productos, especiales, slug: '', query: '' });
    expect(sections.map((s) => s.categoria.slug)).toEqual(['pizzas', 'bebidas']);
    expect(sections[0]?.items.map((i) => i.nombre)).toEqual([
      'Pepperoni',
      'Margarita',
      'Combo pareja',
    ]);
  });

  it('describes prices, discounts and special tags', () => {
    const [pizzas] = buildMenuSections({
      categorias,
      productos,
      especiales,
      slug: 'pizzas',
      query: '',
    });
    const pepperoni = pizzas?.items.find((i) => i.nombre === 'Pepperoni');
    expect(pepperoni).toMatchObject({
      price: 27000,
      originalPrice: 30000,
      fromPrice: true,
      tag: null,
    });
    const combo = pizzas?.items.find((i) => i.nombre === 'Combo pareja');
    expect(combo).toMatchObject({
      price: 26000,
      originalPrice: null,
      fromPrice: false,
      tag: 'Combo',
    });
  });

  it('filters by slug and by an accent-insensitive search', () => {
    expect(
      buildMenuSections({ categorias, productos, especiales, slug: 'bebidas', query: '' }),
    ).toHaveLength(1);
    const found = buildMenuSections({
      categorias,
      productos,
      especiales,
      slug: '',
      query: 'DESCRIPCION marg',
    });
    expect(found.flatMap((s) => s.items.map((i) => i.nombre))).toEqual(['Margarita']);
    expect(
      buildMenuSections({ categorias, productos, especiales, slug: '', query: 'sushi' }),
    ).toEqual([]);
  });
});

describe('categoryHasProducts', () => {
  it('counts regular and special products', () => {
    const empty = { ...categoria(9, 'x', 9), productos_por_categoria: 0 };
    expect(categoryHasProducts(empty)).toBe(false);
    expect(categoryHasProducts({ ...empty, productos_especiales_por_categoria: 2 })).toBe(true);
  });
});

describe('halfAndHalfCategoryId', () => {
  const all = () => buildMenuSections({ categorias, productos, especiales, slug: '', query: '' });

  it('is none without a flavor that admits halves', () => {
    expect(halfAndHalfCategoryId(all())).toBeNull();
    expect(
      halfAndHalfCategoryId(
        buildMenuSections({ categorias, productos, especiales, slug: 'bebidas', query: '' }),
      ),
    ).toBeNull();
  });

  it('is the first shown category with such a flavor', () => {
    const flavored = productos.map((p) =>
      p.id === 1 ? { ...p, grupo_sabor: 'TRADICIONALES' as const } : p,
    );
    const sections = buildMenuSections({
      categorias,
      productos: flavored,
      especiales,
      slug: '',
      query: '',
    });
    expect(halfAndHalfCategoryId(sections)).toBe(1);
  });
});
