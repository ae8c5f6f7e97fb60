import type { OpcionFormValues, SeccionFormValues } from '@horno/domain/special-form';

/** The part of a form the section editor fills: the wizard's, or the add-section dialog's. */
export interface SectionsForm {
  secciones: SeccionFormValues[];
}

/** The regular products a PRODUCT option may name, and their categories. */
export interface ProductChoices {
  categorias: readonly { id: number; nombre: string }[];
  productos: readonly { id: number; nombre: string; categoria: number; activo: boolean }[];
}

let lastId = 0;

/** A temporary id for a new row: `Date.now()`-based (above 1e12), never twice the same. */
export function newRowId(): number {
  lastId = Math.max(Date.now(), lastId + 1);
  return lastId;
}

/** An empty custom option: no extra, active (spec §9). */
export function newOption(): OpcionFormValues {
  return {
    id: newRowId(),
    tipo: 'PERSONALIZADA',
    nombre: '',
    precio_extra: 0,
    activo: true,
    categoria: null,
    producto_relacionado_id: null,
  };
}

/** A new section with its limits (spec §9) and one empty option row. */
export function newSection(limits: { minimo: number; maximo: number }): SeccionFormValues {
  return {
    id: newRowId(),
    nombre: '',
    descripcion: '',
    minimo: limits.minimo,
    maximo: limits.maximo,
    seleccionar_mayor_valor: false,
    opciones: [newOption()],
  };
}
