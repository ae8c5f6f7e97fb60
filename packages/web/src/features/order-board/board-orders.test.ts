import type { Order } from '@horno/domain/orders';
import { describe, expect, it } from 'vitest';
import {
  orderCustomer,
  patchBoardOrder,
  sortBoardOrders,
  typesPresent,
  whatsappUrl,
} from './board-orders';

function order(id: number, change: Partial<Order> = {}): Order {
  return {
    id,
    estado: 'PENDIENTE',
    tipo_pedido: 'DOMICILIO',
    activo: true,
    fecha: `2026-11-25T12:${String(id).padStart(2, '0')}:00-05:00`,
    sede: { id: 1, nombre: 'Horno Chapinero', direccion: 'Calle 60', telefono: '3001112233' },
    usuario: null,
    invitado: { nombre: 'Ana Gómez', numero: '3001234567' },
    direccion: null,
    mesa: null,
    cupon_aplicado: null,
    promociones: [],
    subtotal_productos: 30_000,
    costo_domicilio: 0,
    descuento_cupon: 0,
    total_pedido: 30_000,
    creado_desde_admin: false,
    metodo_pago: 'EFECTIVO',
    paga_con: null,
    cambio: null,
    estado_pago: null,
    pago_vence_en: null,
    sin_mensajes: false,
    productos_pedidos: [],
    historial: [],
    preparacion: [],
    cambios: [],
    saldo_pendiente: null,
    programado_para: null,
    entrega_estimada: null,
    cocina_desde: null,
    ...change,
  };
}

describe('board orders', () => {
  it('sorts by state, then the longest waiting first', () => {
    const sorted = sortBoardOrders([
      order(5, { estado: 'ACEPTADO' }),
      order(9),
      order(2, { estado: 'EN_PROCESO' }),
      order(4),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([4, 9, 5, 2]);
  });

  it('moves a changed order to its place and section', () => {
    const board = {
      activos: [order(1), order(2), order(3, { estado: 'ACEPTADO' })],
      finalizados: [],
    };
    const accepted = patchBoardOrder(board, 1, { estado: 'EN_PROCESO' });
    expect(accepted.activos.map((o) => [o.id, o.estado])).toEqual([
      [2, 'PENDIENTE'],
      [3, 'ACEPTADO'],
      [1, 'EN_PROCESO'],
    ]);
    const delivered = patchBoardOrder(accepted, 3, { estado: 'ENTREGADO' });
    expect(delivered.activos.map((o) => o.id)).toEqual([2, 1]);
    expect(delivered.finalizados.map((o) => o.id)).toEqual([3]);
    const inactive = patchBoardOrder(delivered, 2, { activo: false });
    expect(inactive.finalizados.map((o) => o.id)).toEqual([2, 3]);
    const back = patchBoardOrder(inactive, 2, { activo: true });
    expect(back.activos.map((o) => o.id)).toEqual([2, 1]);
    expect(patchBoardOrder(board, 99, { estado: 'CANCELADO' })).toBe(board);
  });

  it('lists the order types present, in the usual order', () => {
    expect(typesPresent([order(1, { tipo_pedido: 'MESA' }), order(2)])).toEqual([
      'DOMICILIO',
      'MESA',
    ]);
    expect(typesPresent([])).toEqual([]);
  });

  it("shows the customer's phone, never the staff member's on orders staff created", () => {
    expect(orderCustomer(order(1))).toEqual({
      nombre: 'Ana Gómez',
      telefono: '3001234567',
      fromStaff: false,
    });
    const account = order(2, {
      invitado: null,
      usuario: { id: 4, first_name: 'Luis', last_name: 'Pérez', numero: '3109876543' },
    });
    expect(orderCustomer(account).nombre).toBe('Luis Pérez');
    const counter = order(3, { creado_desde_admin: true });
    expect(orderCustomer(counter)).toEqual({
      nombre: 'Ana Gómez',
      telefono: '3001234567',
      fromStaff: true,
    });
    const unnamedPhone = order(5, {
      creado_desde_admin: true,
      invitado: { nombre: 'Mesa de la ventana', numero: '' },
    });
    expect(orderCustomer(unnamedPhone).telefono).toBeNull();
    // Orders taken before staff named their customers belong to the staff member's account.
    const staffAccount = order(6, {
      creado_desde_admin: true,
      invitado: null,
      usuario: { id: 2, first_name: 'Andrés', last_name: 'Martínez', numero: '3001112233' },
    });
    expect(orderCustomer(staffAccount)).toEqual({
      nombre: 'Andrés Martínez',
      telefono: null,
      fromStaff: true,
    });
    expect(orderCustomer(order(4, { invitado: null, creado_desde_admin: true })).nombre).toBe(
      'Pedido del local',
    );
  });

  it('links a WhatsApp chat with the +57 prefix', () => {
    expect(whatsappUrl('3001234567')).toBe('https://wa.me/573001234567');
    expect(whatsappUrl('+57 300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsappUrl(null)).toBeNull();
    expect(whatsappUrl('')).toBeNull();
  });
});
