import { type Negocio, formatNit } from '@horno/domain/business-identity';
import { formatDateTimeShort, formatOrderNumber, formatTime } from '@horno/domain/dates';
import type { Ticket } from '@horno/domain/kitchen';
import { formatCOP } from '@horno/domain/money';
import {
  lineNoteText,
  lineNotes,
  OBSERVATIONS_LABEL,
  orderLineNotes,
} from '@horno/domain/order-lines';
import { ESTADO_PEDIDO_LABELS, ORDER_TYPE_LABELS } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { type AnchoPapel, COLUMNS_BY_WIDTH } from '@horno/domain/print-protocol';
import {
  RECEIPT_THANKS,
  receiptCustomer,
  receiptLineName,
  receiptTotals,
} from '../receipts/receipt-content';
import { EscPos } from './escpos';

/** 'Domicilio', 'Recoger en sede', 'Mesa 4': where the order goes, as the kitchen reads it. */
const destination = (ticket: Pick<Ticket, 'tipo_pedido' | 'mesa'>) =>
  ticket.tipo_pedido === 'MESA' && ticket.mesa
    ? ticket.mesa
    : ORDER_TYPE_LABELS[ticket.tipo_pedido];

/**
 * A station's kitchen ticket: the order's number, where it goes, when it entered the kitchen, and
 * the station's lines with their size, half, options, additions and (in bold) observations. No
 * prices.
 */
export function kitchenTicket(estacion: string, ticket: Ticket, ancho: AnchoPapel): Buffer {
  const p = new EscPos(COLUMNS_BY_WIDTH[ancho]);
  p.align('center').bold(true).text(estacion.toUpperCase());
  p.size({ width: true, height: true }).text(`#${formatOrderNumber(ticket.pedido)}`);
  p.size({ height: true }).text(destination(ticket).toUpperCase());
  if (ticket.modificado_en) p.text('** MODIFICADO **');
  p.size().bold(false);
  const who = [ticket.cliente, formatTime(ticket.entro_en)].filter(Boolean).join(' · ');
  p.text(who).align('left').rule();
  for (const line of ticket.lineas) {
    const name = line.medida ? `${line.nombre} · ${line.medida}` : line.nombre;
    const mark = line.nueva ? 'NUEVO ' : '';
    p.bold(true).size({ height: true }).text(`${line.cantidad} x ${mark}${name}`, '    ');
    if (line.antes !== null) p.text(`  (antes ${line.antes})`, '    ');
    p.size().bold(false);
    if (line.mitad) p.text(`  Mitad: ${line.mitad}`, '    ');
    const secciones = new Map<string, { nombre: string }[]>();
    for (const { seccion, opcion } of line.selecciones)
      secciones.set(seccion, [...(secciones.get(seccion) ?? []), { nombre: opcion }]);
    const notes = lineNotes({
      adiciones: line.adiciones.map((nombre) => ({ nombre })),
      secciones: [...secciones].map(([seccion, opciones]) => ({ seccion, opciones })),
      observaciones: line.observaciones,
    });
    for (const note of notes) {
      const observation = note.label === OBSERVATIONS_LABEL;
      p.bold(observation).text(`  ${lineNoteText(note)}`, '    ');
    }
    p.bold(false).rule();
  }
  for (const line of ticket.quitadas) {
    const name = line.medida ? `${line.nombre} · ${line.medida}` : line.nombre;
    p.bold(true).text(`QUITADO: ${line.cantidad} x ${name}`, '    ').bold(false).rule();
  }
  return p.feed(3).cut().toBuffer();
}

/**
 * The counter's receipt: the business's name and legal identity, the branch, the order with its
 * lines' prices, the totals and the payment; as the PDF receipt says it.
 */
export function receiptTicket(order: Order, negocio: Negocio, ancho: AnchoPapel): Buffer {
  const p = new EscPos(COLUMNS_BY_WIDTH[ancho]);
  p.align('center').bold(true).size({ width: true, height: true }).text(negocio.nombre);
  p.size().bold(false);
  if (negocio.razon_social) p.text(negocio.razon_social);
  if (negocio.nit) p.text(`NIT ${formatNit(negocio.nit)}`);
  if (negocio.direccion) p.text(negocio.direccion);
  p.feed(1).bold(true).text(order.sede.nombre).bold(false);
  p.text(order.sede.direccion).text(`Tel. ${order.sede.telefono}`).rule();
  p.bold(true)
    .size({ height: true })
    .text(`Pedido #${formatOrderNumber(order.id)}`);
  p.size().bold(false).text(formatDateTimeShort(order.fecha));
  p.text(`${ORDER_TYPE_LABELS[order.tipo_pedido]} · ${ESTADO_PEDIDO_LABELS[order.estado]}`);
  p.align('left').rule();
  for (const line of receiptCustomer(order)) p.text(line, '  ');
  p.rule();
  for (const line of order.productos_pedidos) {
    p.bold(true).row(`${line.cantidad} x ${receiptLineName(line)}`, formatCOP(line.subtotal));
    p.bold(false);
    for (const note of orderLineNotes(line, { prices: false }))
      p.text(`  ${lineNoteText(note)}`, '    ');
    if (line.cantidad > 1) p.text(`  Valor unidad: ${formatCOP(line.precio_unitario_aplicado)}`);
  }
  p.rule();
  for (const { label, value, emphasis } of receiptTotals(order)) {
    p.bold(emphasis !== undefined);
    if (emphasis === 'total') p.size({ height: true });
    p.row(label, value).size().bold(false);
  }
  return p.feed(1).align('center').text(RECEIPT_THANKS).feed(3).cut().toBuffer();
}
