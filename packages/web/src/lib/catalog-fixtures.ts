// Test data for the catalog's unit tests (imported by tests only).
import type { CategoriaProducto, Producto } from '@horno/domain/catalog';

/** A regular, active product without sizes, additions or picture; `fields` override. */
export const productoFixture = (
  fields: Pick<Producto, 'id' | 'nombre' | 'categoria'> & Partial<Producto>,
): Producto => ({
  descripcion: '',
  categoria_nombre: '',
  precio: null,
  descuento: 0,
  imagen: null,
  precios_por_medida: [],
  posibles_adiciones: [],
  grupo_sabor: null,
  activo: true,
  tipo: 'REGULAR',
  ...fields,
});

/** A product category; `fields` override. */
export const categoriaFixture = (
  fields: Pick<CategoriaProducto, 'id' | 'nombre'> & Partial<CategoriaProducto>,
): CategoriaProducto => ({
  slug: fields.nombre.toLowerCase(),
  orden: fields.id,
  tiene_medidas: false,
  productos_por_categoria: 1,
  productos_especiales_por_categoria: 0,
  ...fields,
});
