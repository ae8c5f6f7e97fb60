import { z } from 'zod';

/**
 * Retiring records (issue 28, "anything can be retired, nothing is lost"): what the server
 * answers and says when a branch, product, category, ingredient, ad or user is removed or
 * deactivated, and why it refuses.
 */

/** The answer of a removal: whether the record went (`eliminado`) or was only deactivated. */
export const EliminacionSchema = z.object({ eliminado: z.boolean(), mensaje: z.string() });
export type Eliminacion = z.infer<typeof EliminacionSchema>;

/** An inactive branch, as the back office lists it to offer 'Activar'. */
export const SedeInactivaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.string(),
  imagen: z.string().nullable(),
});
export type SedeInactiva = z.infer<typeof SedeInactivaSchema>;

/** The answer of deactivating or activating a branch. */
export const SedeActivacionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  activa: z.boolean(),
  mensaje: z.string(),
});
export type SedeActivacion = z.infer<typeof SedeActivacionSchema>;

/** How many names a message lists before it says 'y N más'. */
export const NAMES_LISTED = 5;

/** 'A', 'A y B', 'A, B y C', and past `max` names 'A, B, C, D, E y 3 más'. */
export function namesList(names: readonly string[], max = NAMES_LISTED): string {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} y ${rest} más`;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} y ${shown[shown.length - 1]}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const RETIREMENT_MESSAGES = {
  branchNotFound: 'Sede no encontrada',
  branchDeactivated: (nombre: string) =>
    `Sede ${nombre} desactivada: los clientes ya no la ven y sus pedidos se conservan`,
  branchActivated: (nombre: string) => `Sede ${nombre} activada: los clientes la ven de nuevo`,
  branchAlreadyInactive: 'La sede ya está desactivada.',
  /** Deactivation refused while the branch still works orders. */
  branchHasActiveOrders: (nombre: string, activos: number) =>
    `No se puede desactivar la sede ${nombre}: todavía tiene ${plural(activos, 'pedido activo', 'pedidos activos')}. ` +
    'Entrégalos o cancélalos primero.',
  specialNotFound: 'Producto especial no encontrado',
  specialDeleted: 'Producto especial eliminado',
  specialKept: 'El producto especial tiene pedidos: se desactivó para que los pedidos no cambien',
  categoryNotFound: 'Categoría no encontrada',
  categoryDeleted: (nombre: string) => `Categoría ${nombre} eliminada`,
  /** A category with products cannot go: they would have none. */
  categoryInUse: (nombre: string, productos: number, especiales: number) => {
    const parts = [
      productos > 0 ? plural(productos, 'producto', 'productos') : null,
      especiales > 0 ? plural(especiales, 'producto especial', 'productos especiales') : null,
    ].filter((p) => p !== null);
    const total = productos + especiales;
    return total === 1
      ? `No se puede eliminar la categoría ${nombre}: tiene ${parts[0]}. Muévelo a otra categoría primero.`
      : `No se puede eliminar la categoría ${nombre}: tiene ${parts.join(' y ')} (activos e inactivos). ` +
          'Muévelos a otra categoría primero.';
  },
  ingredientNotFound: 'Ingrediente no encontrado',
  ingredientDeleted: (nombre: string) => `Ingrediente ${nombre} eliminado`,
  /** An ingredient still offered as an addition cannot go: the products would lose it. */
  ingredientInUse: (nombre: string, productos: readonly string[]) =>
    `No se puede eliminar el ingrediente ${nombre}: ${
      productos.length === 1
        ? `el producto ${productos[0]} lo ofrece como adición`
        : `${productos.length} productos lo ofrecen como adición (${namesList(productos)})`
    }. Quítalo de sus adiciones primero.`,
  /** An ingredient some order names stays, so that the order reads as it was placed. */
  ingredientOrdered: (nombre: string, pedidos: number) =>
    `No se puede eliminar el ingrediente ${nombre}: aparece en ${plural(pedidos, 'pedido', 'pedidos')} ` +
    'y se conserva para que los pedidos no cambien. Ningún producto lo ofrece: los clientes ya no lo ven.',
  adNotFound: 'Publicidad no encontrada',
  adDeleted: (titulo: string) => `Publicidad ${titulo} eliminada`,
  userNotFound: 'Usuario no encontrado',
  userSelf: 'No puedes desactivar tu propia cuenta. Pide a otro administrador que lo haga.',
  userDeactivated: (nombre: string) =>
    `Usuario ${nombre} desactivado: sus sesiones se cerraron y ya no puede entrar`,
  userActivated: (nombre: string) => `Usuario ${nombre} activado: puede entrar de nuevo`,
  userLastAdministrator: (nombre: string) => `No se puede desactivar a ${nombre}`,
} as const;
