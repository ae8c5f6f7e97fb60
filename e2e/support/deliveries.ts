// What the delivery specs share (deliveries, settlements): the riders, Chapinero and a pizza to
// deliver, guest deliveries placed and accepted through the API, and the cleaning up after.
import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import { apiCall as call, apiGet } from './browser';

export const RIDER = { email: 'repartidor@horno.co', password: 'HornoReparto2026' };
export const RIDER_NAME = 'Julián Pérez';
export const RIDER2 = { email: 'repartidor2@horno.co', password: 'HornoReparto2026' };
export const RIDER2_NAME = 'Diana Rojas';

export type Headers = { authorization: string };

/** The demo's Horno Chapinero and one of its pizzas with sizes. */
export async function chapineroAndPizza(): Promise<{ chapinero: Sede; pizza: Producto }> {
  const chapinero = (await apiGet<Sede[]>('/api/locations/sedes/')).find(
    (s) => s.nombre === 'Horno Chapinero',
  )!;
  const productos = await apiGet<Producto[]>(
    `/api/productos/?sede=${chapinero.id}&solo_activos=true`,
  );
  const pizza = productos.find(
    (p) => p.precios_por_medida.length > 0 && p.categoria_nombre.startsWith('Pizzas'),
  )!;
  return { chapinero, pizza };
}

/**
 * A guest's delivery of one pizza at the branch, moved by the cashier through `estados`
 * (ACEPTADO, then PREPARADO…); its id is added to `placed` for `cleanUpDeliveries`.
 */
export async function guestDelivery(
  {
    sede,
    pizza,
    cashier,
    placed,
  }: { sede: number; pizza: Producto; cashier: Headers; placed: number[] },
  {
    nombre,
    numero,
    direccion,
    pago,
    estados,
  }: {
    nombre: string;
    numero: string;
    direccion: string;
    pago: object;
    estados: string[];
  },
): Promise<CreatedOrder> {
  const order = await call<CreatedOrder>(
    'POST',
    '/api/pedidos/',
    {},
    {
      sede,
      tipo_pedido: 'DOMICILIO',
      direccion: { direccion_entrega: direccion },
      invitado: { nombre, numero },
      productosPedidos: [
        { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 },
      ],
      ...pago,
    },
    201,
  );
  placed.push(order.id);
  for (const estado of estados)
    await call('POST', `/api/pedidos/${order.id}/cambiar_estado/`, cashier, { estado });
  return order;
}

/** Takes the placed orders out of any trip, ends the riders' shifts and cancels the orders. */
export async function cleanUpDeliveries(
  cashier: Headers,
  riders: Headers[],
  placed: number[],
): Promise<void> {
  for (const id of placed)
    await call('DELETE', `/api/despacho/asignaciones/${id}/`, cashier).catch(() => undefined);
  for (const auth of riders)
    await call('POST', '/api/repartos/turno/terminar/', auth).catch(() => undefined);
  for (const id of placed)
    await call('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, {
      estado: 'CANCELADO',
    }).catch(() => undefined);
}
