import type { Producto } from '@horno/domain/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoriaFixture, productoFixture } from '../../../lib/catalog-fixtures';
import { productRows } from '../product-rows';
import { ProductsTable } from './products-table';

const PIZZAS = categoriaFixture({ id: 1, nombre: 'Pizzas', tiene_medidas: true });
const BEBIDAS = categoriaFixture({ id: 2, nombre: 'Bebidas' });

const product = (id: number, nombre: string, extra: Partial<Producto>): Producto =>
  productoFixture({
    id,
    nombre,
    categoria: BEBIDAS.id,
    categoria_nombre: BEBIDAS.nombre,
    ...extra,
  });
const size = (id: number, precio: number) => ({
  id,
  medida: { id, value: 'MEDIANA' as const, label: 'Mediana' },
  precio,
  admite_mitades: false,
});

const render = (productos: Producto[], canManage: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductsTable
          rows={productRows(productos, [], [PIZZAS, BEBIDAS])}
          canManage={canManage}
          onAction={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const rowOf = (html: string, nombre: string) => {
  const start = html.indexOf(nombre);
  return html.slice(start, html.indexOf('</tr>', start));
};

describe("the products list's empty texts (back-office.md §2 Products)", () => {
  const productos = [
    product(1, 'Limonada sin precio', {}),
    product(2, 'Pizza sin tamaños', { categoria: PIZZAS.id, categoria_nombre: PIZZAS.nombre }),
    product(3, 'Pizza de un tamaño', {
      categoria: PIZZAS.id,
      categoria_nombre: PIZZAS.nombre,
      precios_por_medida: [size(3, 30000)],
    }),
  ];

  it.each([true, false])('says what each price lacks (gestionar_productos: %s)', (canManage) => {
    const html = render(productos, canManage);
    expect(rowOf(html, 'Limonada sin precio')).toContain('Sin definir');
    const sized = rowOf(html, 'Pizza sin tamaños');
    expect(sized).toContain('Debes definir los precios por tamaño');
    expect(sized).not.toContain('Sin definir');
    expect(rowOf(html, 'Pizza de un tamaño')).toContain('No se ha definido un rango de precios');
  });

  it("says 'No se encontraron productos' when there are none", () => {
    expect(render([], true)).toContain('No se encontraron productos');
  });
});
