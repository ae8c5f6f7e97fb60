/** Order states in the order the staff board sorts them. */
export const ESTADOS_PEDIDO = [
  'PENDIENTE',
  'ACEPTADO',
  'EN_PROCESO',
  'PREPARADO',
  'ENVIADO',
  'ENTREGADO',
  'CANCELADO',
] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

export const ESTADO_PEDIDO_LABELS: Record<EstadoPedido, string> = {
  PENDIENTE: 'Pendiente',
  ACEPTADO: 'Aceptado',
  EN_PROCESO: 'En preparación',
  PREPARADO: 'Preparado',
  ENVIADO: 'Enviado',
  ENTREGADO: 'Entregado',
  CANCELADO: 'Cancelado',
};

export const TIPOS_PEDIDO = ['DOMICILIO', 'RECOGER', 'MESA'] as const;
export type TipoPedido = (typeof TIPOS_PEDIDO)[number];

export const ORDER_TYPE_LABELS: Record<TipoPedido, string> = {
  DOMICILIO: 'Domicilio',
  RECOGER: 'Recoger en sede',
  MESA: 'Mesa',
};

export const ESTADOS_MESA = ['LIBRE', 'ESPERANDO', 'OCUPADA'] as const;
export type EstadoMesa = (typeof ESTADOS_MESA)[number];

/** States of an order still being worked on. */
export const ESTADOS_ACTIVOS = [
  'PENDIENTE',
  'ACEPTADO',
  'EN_PROCESO',
  'PREPARADO',
  'ENVIADO',
] as const satisfies readonly EstadoPedido[];

const ACTIVE_STATES: ReadonlySet<EstadoPedido> = new Set(ESTADOS_ACTIVOS);

/** Active = activo and in a state still being worked on (ARCHITECTURE decision 2). */
export function isPedidoActivo(pedido: { activo: boolean; estado: EstadoPedido }): boolean {
  return pedido.activo && ACTIVE_STATES.has(pedido.estado);
}

/** The states staff can still change an order in (issue 31): until the kitchen has it Preparado. */
export const CHANGEABLE_STATES: readonly EstadoPedido[] = ['PENDIENTE', 'ACEPTADO', 'EN_PROCESO'];

/** Whether staff may still change the order: active, until the kitchen has it Preparado. */
export const canChangeOrder = (order: { activo: boolean; estado: EstadoPedido }): boolean =>
  order.activo && CHANGEABLE_STATES.includes(order.estado);
