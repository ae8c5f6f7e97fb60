// 'Eliminar datos de demostración' (issue 28): what the demo pizzeria loaded, what removing it
// takes away and what it keeps, as the API answers it and the back office shows it.
import { z } from 'zod';

/** The kinds of records the demo loads, in the order they are listed. */
export const DEMO_KINDS = [
  'pedidos',
  'clientes',
  'cuentas',
  'productos',
  'especiales',
  'categorias_producto',
  'ingredientes',
  'categorias_ingrediente',
  'sedes',
  'mesas',
  'zonas',
  'publicidades',
  'imagenes',
] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** Each kind's label on the screen and in the summaries. */
export const DEMO_KIND_LABELS: Record<DemoKind, string> = {
  pedidos: 'Pedidos',
  clientes: 'Clientes de los pedidos',
  cuentas: 'Cuentas de usuario',
  productos: 'Productos',
  especiales: 'Combos y productos especiales',
  categorias_producto: 'Categorías de productos',
  ingredientes: 'Ingredientes',
  categorias_ingrediente: 'Categorías de ingredientes',
  sedes: 'Sedes',
  mesas: 'Mesas',
  zonas: 'Zonas de entrega',
  publicidades: 'Publicidades',
  imagenes: 'Imágenes',
};

export const DemoConteoSchema = z.object({
  clase: z.enum(DEMO_KINDS),
  etiqueta: z.string(),
  cantidad: z.number().int(),
});
export type DemoConteo = z.infer<typeof DemoConteoSchema>;

/** A demo record that stays, and why (something the pizzeria made depends on it). */
export const DemoConservadoSchema = z.object({
  clase: z.enum(DEMO_KINDS),
  id: z.number().int(),
  nombre: z.string(),
  motivo: z.string(),
});
export type DemoConservado = z.infer<typeof DemoConservadoSchema>;

/** `GET /api/configuracion/datos-demo/`: what removing the demo would take away and keep. */
export const DatosDemoSchema = z.object({
  presentes: z.boolean(),
  /** Kinds with at least one record to remove. */
  eliminar: z.array(DemoConteoSchema),
  conservar: z.array(DemoConservadoSchema),
});
export type DatosDemo = z.infer<typeof DatosDemoSchema>;

/** `POST /api/configuracion/datos-demo/eliminar/`: what was removed and kept, said in Spanish. */
export const DatosDemoEliminadosSchema = z.object({
  mensaje: z.string(),
  eliminados: z.array(DemoConteoSchema),
  conservados: z.array(DemoConservadoSchema),
});
export type DatosDemoEliminados = z.infer<typeof DatosDemoEliminadosSchema>;

export const DEMO_DATA_MESSAGES = {
  none: 'No hay datos de demostración para eliminar.',
  refused: 'No se eliminaron los datos de demostración',
  keptAccount: 'Es la cuenta con la que se pidió la eliminación.',
  keptAdministrator:
    'Es la única cuenta que puede administrar usuarios: sin ella nadie podría entrar a administrar.',
  demoPassword:
    'Es una cuenta de demostración: su contraseña está publicada, cámbiala cuanto antes.',
  keptForOrders: 'Está en pedidos registrados por la pizzería: se conserva desactivado.',
  keptBranchForOrders: 'Tiene pedidos registrados por la pizzería: se conserva desactivada.',
  keptForProducts: 'Tiene productos registrados por la pizzería.',
  keptForIngredients: 'Tiene ingredientes registrados por la pizzería.',
  keptForAdditions: 'La usan productos o pedidos de la pizzería.',
  keptAccountForOrders: 'Aparece en pedidos registrados por la pizzería: se conserva desactivada.',
} as const;

/** '3 sedes', '1 producto': a count with its kind, for the summary. */
export function describeCount({ clase, cantidad }: Pick<DemoConteo, 'clase' | 'cantidad'>) {
  const [one, many] = COUNT_WORDS[clase];
  return `${cantidad} ${cantidad === 1 ? one : many}`;
}

const COUNT_WORDS: Record<DemoKind, readonly [string, string]> = {
  pedidos: ['pedido', 'pedidos'],
  clientes: ['cliente de pedidos', 'clientes de pedidos'],
  cuentas: ['cuenta de usuario', 'cuentas de usuario'],
  productos: ['producto', 'productos'],
  especiales: ['combo o producto especial', 'combos y productos especiales'],
  categorias_producto: ['categoría de productos', 'categorías de productos'],
  ingredientes: ['ingrediente', 'ingredientes'],
  categorias_ingrediente: ['categoría de ingredientes', 'categorías de ingredientes'],
  sedes: ['sede', 'sedes'],
  mesas: ['mesa', 'mesas'],
  zonas: ['zona de entrega', 'zonas de entrega'],
  publicidades: ['publicidad', 'publicidades'],
  imagenes: ['imagen', 'imágenes'],
};

/** The Spanish summary of a removal: what went, and how many records stayed. */
export function removalSummary(
  eliminados: readonly DemoConteo[],
  conservados: readonly DemoConservado[],
): string {
  const removed = eliminados.filter((c) => c.cantidad > 0).map(describeCount);
  const head =
    removed.length === 0
      ? 'No se eliminó ningún registro de demostración'
      : `Se eliminaron los datos de demostración: ${joinList(removed)}`;
  if (conservados.length === 0) return `${head}.`;
  const kept =
    conservados.length === 1
      ? 'Se conservó 1 registro'
      : `Se conservaron ${conservados.length} registros`;
  return `${head}. ${kept} de demostración: abajo se dice por qué.`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}
