import PDFDocument from 'pdfkit';
import type { Negocio } from '@horno/domain/business-identity';
import { formatDateTimeShort, formatOrderNumber } from '@horno/domain/dates';
import { lineNoteText, orderLineNotes } from '@horno/domain/order-lines';
import { formatCOP } from '@horno/domain/money';
import { ESTADO_PEDIDO_LABELS, ORDER_TYPE_LABELS } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { RECEIPT_THANKS, receiptCustomer, receiptLineName, receiptTotals } from './receipt-content';

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

  for (const line of receiptCustomer(order)) text(line);
  rule();

  doc.fontSize(8);
  for (const line of order.productos_pedidos) {
    row(`${line.cantidad} x ${receiptLineName(line)}`, formatCOP(line.subtotal), true);
    doc.font('Helvetica').fontSize(7);
    for (const note of orderLineNotes(line, { prices: false })) text(`  ${lineNoteText(note)}`);
    if (line.cantidad > 1) text(`  Valor unidad: ${formatCOP(line.precio_unitario_aplicado)}`);
    doc.fontSize(8);
  }
  rule();
  for (const { label, value, emphasis } of receiptTotals(order)) {
    if (emphasis === 'total') doc.fontSize(10);
    row(label, value, emphasis !== undefined);
    if (emphasis === 'total') doc.font('Helvetica').fontSize(8);
  }
  doc.font('Helvetica').fontSize(7.5).moveDown(0.8);
  text(RECEIPT_THANKS, { align: 'center' });
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
