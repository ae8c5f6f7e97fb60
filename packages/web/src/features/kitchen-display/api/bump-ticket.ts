import type { EstadoPedido } from '@horno/domain/order-states';
import { api } from '../../../lib/api-client';

/**
 * 'Listo': the station is done with the order. `listoEn` is when the cook tapped it (a bump made
 * offline arrives later); the server refuses with 409, saying why, an order that left the kitchen.
 */
export function bumpTicket(
  estacion: number,
  pedido: number,
  listoEn: string,
): Promise<{ pedido: number; estado: EstadoPedido }> {
  return api.post(`/api/cocina/estaciones/${estacion}/listos/`, { pedido, listo_en: listoEn });
}
