import { z } from 'zod';
import { MEDIDAS } from './medidas';

/** Flavor groups of 'Arma tu pizza'. */
export const GRUPOS_SABOR = ['TRADICIONALES', 'ESPECIALES', 'SUPER_ESPECIALES'] as const;
export type GrupoSabor = (typeof GRUPOS_SABOR)[number];
export const GRUPO_SABOR_LABELS: Record<GrupoSabor, string> = {
  TRADICIONALES: 'Tradicionales',
  ESPECIALES: 'Especiales',
  SUPER_ESPECIALES: 'Super especiales',
};

export const MedidaSchema = z.object({
  id: z.number().int(),
  value: z.enum(MEDIDAS),
  label: z.string(),
});
export type MedidaItem = z.infer<typeof MedidaSchema>;

export const PrecioPorMedidaSchema = z.object({
  id: z.number().int(),
  medida: MedidaSchema,
  precio: z.number().int(),
  admite_mitades: z.boolean(),
});
export type PrecioPorMedida = z.infer<typeof PrecioPorMedidaSchema>;

export const PosibleAdicionSchema = z.object({
  id: z.number().int(),
  ingrediente: z.object({ id: z.number().int(), nombre: z.string() }),
  precio_adicion: z.number().int(),
});
export type PosibleAdicion = z.infer<typeof PosibleAdicionSchema>;

export const ProductoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  precio: z.number().int().nullable(),
  descuento: z.number().int(),
  imagen: z.string().nullable(),
  precios_por_medida: z.array(PrecioPorMedidaSchema),
  posibles_adiciones: z.array(PosibleAdicionSchema),
  grupo_sabor: z.enum(GRUPOS_SABOR).nullable(),
  activo: z.boolean(),
  tipo: z.literal('REGULAR'),
});
export type Producto = z.infer<typeof ProductoSchema>;

export const OpcionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  precio_extra: z.number().int(),
  orden: z.number().int(),
  activo: z.boolean(),
  producto_relacionado_id: z.number().int().nullable(),
  producto_relacionado: z
    .object({
      id: z.number().int(),
      nombre: z.string(),
      precios_por_medida: z.array(PrecioPorMedidaSchema),
    })
    .nullable(),
});
export type Opcion = z.infer<typeof OpcionSchema>;

export const SeccionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  minimo: z.number().int(),
  maximo: z.number().int(),
  seleccionar_mayor_valor: z.boolean(),
  orden: z.number().int(),
  opciones: z.array(OpcionSchema),
});
export type Seccion = z.infer<typeof SeccionSchema>;

export const ProductoEspecialSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  precio_base: z.number().int(),
  descuento: z.number().int(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  imagen: z.string().nullable(),
  secciones: z.array(SeccionSchema),
  producto_base: z.object({ descripcion: z.string() }),
  activo: z.boolean(),
  tipo: z.literal('ESPECIAL'),
});
export type ProductoEspecial = z.infer<typeof ProductoEspecialSchema>;

export const CategoriaProductoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  slug: z.string(),
  orden: z.number().int(),
  tiene_medidas: z.boolean(),
  productos_por_categoria: z.number().int(),
  productos_especiales_por_categoria: z.number().int(),
});
export type CategoriaProducto = z.infer<typeof CategoriaProductoSchema>;

export const BuildYourPizzaOptionsSchema = z.object({
  sabores_por_categoria: z.record(z.enum(GRUPOS_SABOR), z.array(ProductoSchema)),
  medidas: z.array(MedidaSchema),
});
export type BuildYourPizzaOptions = z.infer<typeof BuildYourPizzaOptionsSchema>;
