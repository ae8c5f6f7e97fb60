// Changing a placed order from the board (issue 31, part 4): what staff send, what the server
// records of each change, and the texts the order's history shows.
import { z } from 'zod';
import { type CartLine, type CatalogLookup, cartLineUnitPrice, toOrderLine } from './cart';
import { IdSchema, INPUT_MESSAGES } from './api-params';
import { formatCOP } from './money';
import { type OrderTotals, orderTotals } from './pricing';
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
  /**
   * Another slot for an order for later (the start of a free one), agreed with the customer, or
   * null for as soon as possible; left out: the time it has.
   */
  programado_para: z.iso
    .datetime({ offset: true, error: 'Elige una franja de la lista' })
    .nullish(),
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

/** The order as staff left it in the back office's cart, and how it reaches the customer. */
export interface OrderChangeDraft {
  lines: readonly CartLine[];
  /** The order's own lines by their cart key, with the price each was sold at. */
  kept: Readonly<Record<string, { id: number; precio: number }>>;
  tipoPedido: TipoPedido;
  /** A new delivery address; null keeps the order's own (`currentAddress`). */
  address: { direccion: string; placeId: string } | null;
  currentAddress: string | null;
  instrucciones: string;
  mesaId: number | null;
  /** Cash: what the customer now pays with; undefined keeps what they said. */
  pagaCon?: number | null | undefined;
  /** Another time agreed with the customer: a slot's start, or null for as soon as possible; undefined keeps the order's. */
  programadoPara?: string | null | undefined;
  diferenciaEnEfectivo?: boolean;
}

/** What `PUT /api/pedidos/{id}/` takes for a draft. */
export function orderChangeInput(draft: OrderChangeDraft): OrderChangeInput {
  const delivery = draft.tipoPedido === 'DOMICILIO';
  return {
    productosPedidos: draft.lines.map((line) => {
      const kept = draft.kept[line.uniqueId];
      return { ...toOrderLine(line), ...(kept ? { id: kept.id } : {}) };
    }),
    tipo_pedido: draft.tipoPedido,
    direccion: !delivery
      ? null
      : draft.address
        ? {
            direccion_entrega: draft.address.direccion,
            instrucciones: draft.instrucciones.trim(),
            place_id: draft.address.placeId,
          }
        : draft.currentAddress
          ? { direccion_entrega: draft.currentAddress, instrucciones: draft.instrucciones.trim() }
          : null,
    mesaId: draft.tipoPedido === 'MESA' ? draft.mesaId : null,
    ...(draft.pagaCon !== undefined ? { paga_con: draft.pagaCon } : {}),
    ...(draft.programadoPara !== undefined ? { programado_para: draft.programadoPara } : {}),
    ...(draft.diferenciaEnEfectivo ? { diferencia_en_efectivo: true } : {}),
  };
}

/**
 * The new totals a draft will be charged, as the server prices it: a kept line at the price it
 * was sold at, a new one from the catalog (undefined when the catalog no longer has it).
 */
export function orderChangeTotals(
  draft: Pick<OrderChangeDraft, 'lines' | 'kept'>,
  catalog: CatalogLookup,
  charges: { domicilio: number; cuponPorcentaje: number | null },
): OrderTotals {
  return orderTotals(
    draft.lines.map((line) => ({
      unitPrice: draft.kept[line.uniqueId]?.precio ?? cartLineUnitPrice(line, catalog) ?? 0,
      cantidad: line.cantidad,
    })),
    charges,
  );
}
