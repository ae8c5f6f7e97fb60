import PDFDocument from 'pdfkit';
import type { Negocio } from '@horno/domain/business-identity';
import { formatDateTimeShort, formatOrderNumber } from '@horno/domain/dates';
import { lineNoteText, orderLineNotes } from '@horno/domain/order-lines';
import { formatCOP } from '@horno/domain/money';
import { ESTADO_PEDIDO_LABELS, ORDER_TYPE_LABELS } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { ESTADO_PAGO_LABELS, METODO_PAGO_LABELS } from '@horno/domain/payments';

/** 80 mm thermal paper, in points; 3 mm margins. */
const WIDTH = (80 / 25.4) * 72;
const MARGIN = (3 / 25.4) * 72;
function draw(doc: PDFKit.PDFDocument, order: Order, negocio: Negocio): void {
  const inner = WIDTH - 2 * MARGIN;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, { width: inner, ...options });
  const row = (left: string, right: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    doc.text(left, MARGIN, y, { width: inner * 0.62 });
    const after = doc.y;
    doc.text(right, MARGIN + inner * 0.62, y, { width: inner * 0.38, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
  };
  const rule = () => {
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(WIDTH - MARGIN, doc.y)
      .dash(2, { space: 2 })
      .stroke()
      .undash();
    doc.moveDown(0.4);
  };

  // The business's legal identity, then the branch that sold.
  doc.font('Helvetica-Bold').fontSize(12);
  text(negocio.nombre, { align: 'center' });
  doc.font('Helvetica').fontSize(7.5);
  if (negocio.razon_social) text(negocio.razon_social, { align: 'center' });
  if (negocio.nit) text(`NIT ${negocio.nit}`, { align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold');
  text(order.sede.nombre, { align: 'center' });
  doc.font('Helvetica');
  text(order.sede.direccion, { align: 'center' });
  text(`Tel. ${order.sede.telefono}`, { align: 'center' });
  rule();
  doc.font('Helvetica-Bold').fontSize(11);
  text(`Pedido #${formatOrderNumber(order.id)}`, { align: 'center' });
  doc.font('Helvetica').fontSize(8);
  text(formatDateTimeShort(order.fecha), { align: 'center' });
  text(`${ORDER_TYPE_LABELS[order.tipo_pedido]} · ${ESTADO_PEDIDO_LABELS[order.estado]}`, {
    align: 'center',
  });
  rule();

  const cliente = order.usuario
    ? `${order.usuario.first_name} ${order.usuario.last_name}`
    : (order.invitado?.nombre ?? 'Cliente en sede');
  // A staff-created order prints the phone staff typed for the customer, never the staff's own.
  const telefono = order.creado_desde_admin
    ? order.invitado?.numero
    : (order.usuario?.numero ?? order.invitado?.numero);
  text(`Cliente: ${cliente}`);
  if (telefono) text(`Celular: +57 ${telefono}`);
  if (order.direccion) {
    text(`Dirección: ${order.direccion.direccion_entrega}`);
    if (order.direccion.instrucciones) text(`Indicaciones: ${order.direccion.instrucciones}`);
  }
  if (order.mesa) text(`Mesa: ${order.mesa.nombre}`);
  rule();

  doc.fontSize(8);
  for (const line of order.productos_pedidos) {
    const name = line.medida ? `${line.nombre} (${line.medida.label})` : line.nombre;
    row(`${line.cantidad} x ${name}`, formatCOP(line.subtotal), true);
    doc.font('Helvetica').fontSize(7);
    for (const note of orderLineNotes(line, { prices: false })) text(`  ${lineNoteText(note)}`);
    if (line.cantidad > 1) text(`  Valor unidad: ${formatCOP(line.precio_unitario_aplicado)}`);
    doc.fontSize(8);
  }
  rule();
  row('Productos', formatCOP(order.subtotal_productos));
  if (order.tipo_pedido === 'DOMICILIO') row('Domicilio', formatCOP(order.costo_domicilio));
  if (order.cupon_aplicado) {
    row(
      `Cupón ${order.cupon_aplicado.codigo} (${order.cupon_aplicado.porcentaje_descuento}%)`,
      `-${formatCOP(order.descuento_cupon)}`,
    );
  }
  doc.fontSize(10);
  row('TOTAL', formatCOP(order.total_pedido), true);
  doc.font('Helvetica').fontSize(8);
  row('Pago', METODO_PAGO_LABELS[order.metodo_pago]);
  if (order.estado_pago) row('Estado del pago', ESTADO_PAGO_LABELS[order.estado_pago], true);
  if (order.paga_con !== null) {
    row('Paga con', formatCOP(order.paga_con));
    row('Cambio', order.cambio === null ? 'Sin cambio' : formatCOP(order.cambio), true);
  }
  doc.font('Helvetica').fontSize(7.5).moveDown(0.8);
  text('¡Gracias por tu pedido!', { align: 'center' });
}

function render(order: Order, negocio: Negocio, height: number): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [WIDTH, height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `Pedido ${formatOrderNumber(order.id)}`, Author: negocio.nombre },
  });
  draw(doc, order, negocio);
  return doc;
}

/**
 * The receipt of an order, as an 80 mm wide PDF exactly as tall as its content: the business's
 * name and legal identity, the branch, the order.
 */
export async function receiptPdf(order: Order, negocio: Negocio): Promise<Buffer> {
  // First pass on a long page measures the content; the second renders at that height.
  const probe = render(order, negocio, 10_000);
  const height = Math.ceil(probe.y + MARGIN + 6);
  probe.end();
  const doc = render(order, negocio, height);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
