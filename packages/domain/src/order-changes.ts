// Changing a placed order from the board (issue 31, part 4): what staff send, what the server
// records of each change, and the texts the order's history shows.
import { z } from 'zod';
import { IdSchema, INPUT_MESSAGES } from './api-params';
import { formatCOP } from './money';
import { ORDER_TYPE_LABELS, TIPOS_PEDIDO, type TipoPedido } from './order-states';
import {
  DeliveryAddressSchema,
  OrderLineFieldsSchema,
  oneProductPerLine,
  PagaConSchema,
} from './orders';

/** A line of the changed order: with `id`, one the order already has (kept, or changed). */
export const OrderChangeLineSchema = OrderLineFieldsSchema.extend({
  id: IdSchema.optional(),
}).refine(...oneProductPerLine);
export type OrderChangeLine = z.input<typeof OrderChangeLineSchema>;

/**
 * The order as it should be: every line it keeps (by `id`) or adds, its type and, for a delivery,
 * its address (left out: the one it has). The server prices it again and records the difference.
 */
export const OrderChangeInputSchema = z.object({
  productosPedidos: z
    .array(OrderChangeLineSchema, { error: 'El pedido no puede quedar sin productos' })
    .min(1, { error: 'El pedido no puede quedar sin productos. Para anularlo, cancélalo.' })
    .max(60, { error: 'El pedido tiene demasiados productos' }),
  tipo_pedido: z.enum(TIPOS_PEDIDO, { error: 'Tipo de pedido inválido' }),
  direccion: DeliveryAddressSchema.nullish(),
  mesaId: IdSchema.nullish(),
  /** Cash: what the customer now pays with (left out: what they said, if still enough). */
  paga_con: PagaConSchema.nullish(),
  /**
   * Paid online and the new total is higher: the difference is collected in cash on delivery.
   * Without it, such a change is refused and says so.
   */
  diferencia_en_efectivo: z.boolean({ error: INPUT_MESSAGES.notBoolean }).optional(),
});
export type OrderChangeInput = z.input<typeof OrderChangeInputSchema>;

/** A line as the kitchen reads it, kept in a change so a removed one can still be shown. */
export interface ChangedLine {
  linea: number;
  nombre: string;
  cantidad: number;
  medida: string | null;
  mitad: string | null;
  adiciones: string[];
  selecciones: { seccion: string; opcion: string }[];
  observaciones: string;
  /** The product's category, which routes the line to its stations. */
  categoria: number | null;
}

/** What one change did, stored with it (`cambios_pedido.detalle`). */
export interface OrderChangeDetail {
  /** The history's sentences ('Agregó Hawaiana Mediana × 2'). */
  textos: string[];
  /** Lines added, or made again with another configuration (their new ids). */
  agregadas: number[];
  /** Lines taken out, as they were. */
  quitadas: ChangedLine[];
  /** Lines kept with another quantity. */
  cantidades: { linea: number; antes: number; despues: number }[];
  /** Lines kept with other observations. */
  observaciones: { linea: number; antes: string; despues: string }[];
}

export const ORDER_CHANGE_MESSAGES = {
  notOnBoard: 'Este pedido aún no está pagado: llega al tablero cuando se pague.',
  tooLate: (estado: string) =>
    `El pedido ya está ${estado.toLowerCase()}: solo se puede modificar hasta que esté preparado.`,
  unknownLine:
    'Una de las líneas ya no es de este pedido. Recarga el pedido y vuelve a intentarlo.',
  nothingChanged: 'No hay cambios que guardar.',
  paidShort: (pagado: number, total: number) =>
    `El pedido se pagó en línea por ${formatCOP(pagado)} y el nuevo total es ${formatCOP(total)}. Cobra la diferencia de ${formatCOP(total - pagado)} en efectivo o quita productos.`,
  pagaConShort: (pagaCon: number, total: number) =>
    `El cliente paga con ${formatCOP(pagaCon)}, menos que el nuevo total (${formatCOP(total)}). Indica con cuánto paga.`,
  customerPhone: 'Para cambiarlo a domicilio, el pedido necesita el celular del cliente.',
} as const;

/** 'Hawaiana · Mediana × 2' */
export function changedLineText(line: Pick<ChangedLine, 'nombre' | 'medida' | 'cantidad'>): string {
  return `${line.nombre}${line.medida ? ` · ${line.medida}` : ''} × ${line.cantidad}`;
}

export const typeChangeText = (antes: TipoPedido, despues: TipoPedido) =>
  `Cambió el tipo: ${ORDER_TYPE_LABELS[antes]} → ${ORDER_TYPE_LABELS[despues]}`;
