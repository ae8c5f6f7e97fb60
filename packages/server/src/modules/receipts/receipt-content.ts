import { formatCOP } from '@horno/domain/money';
import type { Order } from '@horno/domain/orders';
import { ESTADO_PAGO_LABELS, METODO_PAGO_LABELS } from '@horno/domain/payments';

/** What a receipt says, whatever it is printed on (the PDF, a thermal printer's ESC/POS). */

/** The receipt's customer lines: name, phone, delivery address and table, those that apply. */
export function receiptCustomer(order: Order): string[] {
  const cliente = order.usuario
    ? `${order.usuario.first_name} ${order.usuario.last_name}`
    : (order.invitado?.nombre ?? 'Cliente en sede');
  // A staff-created order prints the phone staff typed for the customer, never the staff's own.
  const telefono = order.creado_desde_admin
    ? order.invitado?.numero
    : (order.usuario?.numero ?? order.invitado?.numero);
  const lines = [`Cliente: ${cliente}`];
  if (telefono) lines.push(`Celular: +57 ${telefono}`);
  if (order.direccion) {
    lines.push(`Dirección: ${order.direccion.direccion_entrega}`);
    if (order.direccion.instrucciones) lines.push(`Indicaciones: ${order.direccion.instrucciones}`);
  }
  if (order.mesa) lines.push(`Mesa: ${order.mesa.nombre}`);
  return lines;
}

/** A row of the receipt's totals; `total` is the amount to pay, `bold` what stands out. */
export interface ReceiptRow {
  label: string;
  value: string;
  emphasis?: 'total' | 'bold';
}

/** The receipt's totals and payment, in order, after the lines. */
export function receiptTotals(order: Order): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ label: 'Productos', value: formatCOP(order.subtotal_productos) }];
  if (order.tipo_pedido === 'DOMICILIO')
    rows.push({ label: 'Domicilio', value: formatCOP(order.costo_domicilio) });
  // Each promotion with what it took off ('2x1 martes', 'Cupón de bienvenida (BIENVENIDA-…)').
  for (const p of order.promociones) {
    rows.push({
      label: p.codigo ? `${p.nombre} (${p.codigo})` : p.nombre,
      value: `-${formatCOP(p.descuento)}`,
    });
  }
  if (order.promociones.length === 0 && order.cupon_aplicado) {
    rows.push({
      label: `Cupón ${order.cupon_aplicado.codigo} (${order.cupon_aplicado.porcentaje_descuento}%)`,
      value: `-${formatCOP(order.descuento_cupon)}`,
    });
  }
  rows.push({ label: 'TOTAL', value: formatCOP(order.total_pedido), emphasis: 'total' });
  rows.push({ label: 'Pago', value: METODO_PAGO_LABELS[order.metodo_pago] });
  if (order.estado_pago)
    rows.push({
      label: 'Estado del pago',
      value: ESTADO_PAGO_LABELS[order.estado_pago],
      emphasis: 'bold',
    });
  if (order.paga_con !== null) {
    rows.push({ label: 'Paga con', value: formatCOP(order.paga_con) });
    rows.push({
      label: 'Cambio',
      value: order.cambio === null ? 'Sin cambio' : formatCOP(order.cambio),
      emphasis: 'bold',
    });
  }
  return rows;
}

/** 'Hawaiana (Grande)': a line's name with its size. */
export const receiptLineName = (line: Order['productos_pedidos'][number]) =>
  line.medida ? `${line.nombre} (${line.medida.label})` : line.nombre;

export const RECEIPT_THANKS = '¡Gracias por tu pedido!';
