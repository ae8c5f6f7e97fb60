import { describe, expect, it } from 'vitest';
import type { Cupon } from './auth';
import type { CartLine } from './cart';
import { checkoutOrderInput, staffOrderInput, usableCoupons } from './checkout';
import {
  type CheckoutState,
  checkoutProblems,
  type StaffCheckoutState,
  staffCheckoutProblems,
} from './checkout-problems';
import { GuestContactSchema, OrderInputSchema } from './orders';

const ready: CheckoutState = {
  submitting: false,
  lineCount: 2,
  sedeId: 1,
  branchOpen: true,
  tipoPedido: 'DOMICILIO',
  hasAddress: true,
  userId: null,
  guest: { nombre: 'Ana', numero: '3001234567' },
  programar: false,
  programadoPara: null,
};

const line: CartLine = {
  uniqueId: 'a',
  tipo: 'REGULAR',
  id: 1,
  nombre: 'Pizza Margarita',
  imagen: null,
  cantidad: 2,
  observaciones: ' sin cebolla ',
  medida: { id: 3, value: 'MEDIANA', label: 'Mediana' },
  adiciones: [{ ingrediente: { id: 4, nombre: 'Tocineta' }, precio_adicion: 4000 }],
  mitad: { id: 2, nombre: 'Pizza Hawaiana' },
  configuraciones: {},
  selecciones: [],
  precio: 42900,
};

describe('checkoutProblems', () => {
  it('lets a complete guest order through', () => {
    expect(checkoutProblems(ready)).toEqual([]);
  });

  it('blocks while submitting, with the branch closed, or without an address for DOMICILIO', () => {
    expect(checkoutProblems({ ...ready, submitting: true })).toEqual(['submitting']);
    expect(checkoutProblems({ ...ready, branchOpen: false })).toEqual(['branchClosed']);
    expect(checkoutProblems({ ...ready, hasAddress: false })).toEqual(['noAddress']);
    expect(checkoutProblems({ ...ready, tipoPedido: 'RECOGER', hasAddress: false })).toEqual([]);
  });

  it("takes an order for later at a closed branch once 'Programar' has its slot", () => {
    const closed = { ...ready, branchOpen: false, programar: true };
    expect(checkoutProblems(closed)).toEqual(['noSlot']);
    expect(checkoutProblems({ ...closed, programadoPara: '2026-11-27T00:00:00.000Z' })).toEqual([]);
    expect(checkoutProblems({ ...ready, programar: true })).toEqual(['noSlot']);
  });

  it('needs a branch for RECOGER (ARCHITECTURE decision 6)', () => {
    expect(checkoutProblems({ ...ready, tipoPedido: 'RECOGER', sedeId: null })).toEqual([
      'noBranch',
    ]);
  });

  it("checks a guest's name and 10-digit phone, but not a signed-in customer's", () => {
    const guest = { nombre: '  ', numero: '300123' };
    expect(checkoutProblems({ ...ready, guest })).toEqual(['guestName', 'guestPhone']);
    expect(checkoutProblems({ ...ready, guest, userId: 7 })).toEqual([]);
  });

  it('uses the spec messages for the guest form', () => {
    const result = GuestContactSchema.safeParse({ nombre: '', numero: '30012345678' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'El nombre es requerido',
      'Ingrese un número de teléfono válido (10 dígitos)',
    ]);
  });
});

describe('usableCoupons', () => {
  const cupon = (id: number, esta_vigente: boolean, usado: boolean): Cupon => ({
    id,
    codigo: `C${id}`,
    porcentaje_descuento: 15,
    fecha_fin: '2026-12-31T23:59:59.000Z',
    esta_vigente,
    usado,
  });

  it('keeps only current, unused coupons, in order', () => {
    const list = [cupon(1, false, false), cupon(2, true, true), cupon(3, true, false)];
    expect(usableCoupons(list).map((c) => c.id)).toEqual([3]);
  });
});

describe('checkoutOrderInput', () => {
  const address = { direccion: 'Calle 70 # 11-20, Bogotá', placeId: 'bog:x', costoDomicilio: 4000 };

  it('builds a valid guest DOMICILIO payload without a coupon', () => {
    const input = checkoutOrderInput({
      lines: [line],
      sedeId: 1,
      tipoPedido: 'DOMICILIO',
      address,
      instrucciones: ' Apto 301 ',
      userId: null,
      guest: { nombre: ' Ana ', numero: '+57 300 123 4567' },
      codigoCupon: 'BIENVENIDA',
      payment: { metodo: 'EFECTIVO', pagaCon: 50_000 },
    });
    expect(OrderInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      direccion: {
        direccion_entrega: address.direccion,
        instrucciones: 'Apto 301',
        place_id: 'bog:x',
      },
      tipo_pedido: 'DOMICILIO',
      sede: 1,
      costo_domicilio: 4000,
      invitado: { nombre: 'Ana', numero: '3001234567' },
      codigo_cupon: null,
      metodo_pago: 'EFECTIVO',
      paga_con: 50_000,
    });
    expect(input.productosPedidos[0]).toMatchObject({ producto: 1, producto_mitad: 2, medida: 3 });
    expect(input).not.toHaveProperty('id_usuario');
  });

  it('sends no address for RECOGER and the user id with the coupon when signed in', () => {
    const input = checkoutOrderInput({
      lines: [line],
      sedeId: 2,
      tipoPedido: 'RECOGER',
      address,
      instrucciones: 'x',
      userId: 9,
      guest: { nombre: '', numero: '' },
      codigoCupon: 'BIENVENIDA',
      // An amount typed before switching to the card reader is not sent.
      payment: { metodo: 'DATAFONO', pagaCon: 50_000 },
    });
    expect(OrderInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      direccion: null,
      costo_domicilio: 0,
      id_usuario: 9,
      codigo_cupon: 'BIENVENIDA',
      metodo_pago: 'DATAFONO',
      paga_con: null,
    });
    expect(input).not.toHaveProperty('invitado');
    expect(input).not.toHaveProperty('programado_para');
  });

  it("sends the slot of an order for later, and nothing for 'Lo antes posible'", () => {
    const order = {
      lines: [line],
      sedeId: 2,
      tipoPedido: 'RECOGER' as const,
      address: null,
      instrucciones: '',
      userId: 9,
      guest: { nombre: '', numero: '' },
      codigoCupon: null,
      payment: { metodo: 'EFECTIVO' as const, pagaCon: null },
    };
    const later = checkoutOrderInput({ ...order, programadoPara: '2026-11-27T00:00:00.000Z' });
    expect(OrderInputSchema.safeParse(later).success).toBe(true);
    expect(later.programado_para).toBe('2026-11-27T00:00:00.000Z');
    expect(checkoutOrderInput({ ...order, programadoPara: null })).not.toHaveProperty(
      'programado_para',
    );
  });
});

describe('staffCheckoutProblems', () => {
  const ready: StaffCheckoutState = {
    submitting: false,
    lineCount: 1,
    sedeId: 1,
    tipoPedido: 'MESA',
    mesaId: 4,
    hasAddress: false,
    customer: { nombre: '', numero: '' },
    programar: false,
    programadoPara: null,
  };

  it('takes a table order with no name or phone, whatever the hour', () => {
    expect(staffCheckoutProblems(ready)).toEqual([]);
    expect(staffCheckoutProblems({ ...ready, mesaId: null })).toEqual(['noTable']);
  });

  it("needs the slot of an order for later ('Programar')", () => {
    expect(staffCheckoutProblems({ ...ready, programar: true })).toEqual(['noSlot']);
    expect(
      staffCheckoutProblems({ ...ready, programar: true, programadoPara: '2026-11-26T00:00:00Z' }),
    ).toEqual([]);
  });

  it('needs a name for a pick-up and a name, phone and address for a delivery', () => {
    expect(staffCheckoutProblems({ ...ready, tipoPedido: 'RECOGER' })).toEqual(['customerName']);
    expect(
      staffCheckoutProblems({
        ...ready,
        tipoPedido: 'RECOGER',
        customer: { nombre: ' Camilo ', numero: '' },
      }),
    ).toEqual([]);
    expect(staffCheckoutProblems({ ...ready, tipoPedido: 'DOMICILIO' })).toEqual([
      'noAddress',
      'customerName',
      'customerPhone',
    ]);
  });

  it('refuses a phone that is typed but not valid', () => {
    const customer = { nombre: 'Camilo', numero: '300' };
    expect(staffCheckoutProblems({ ...ready, customer })).toEqual(['customerPhone']);
    for (const numero of ['0000000000', '5730012345', '  ']) {
      const problems = staffCheckoutProblems({
        ...ready,
        tipoPedido: 'DOMICILIO',
        hasAddress: true,
        customer: { nombre: 'Camilo', numero },
      });
      expect(problems).toEqual(['customerPhone']);
    }
  });

  it("takes the customer's mobile or landline however it was typed", () => {
    for (const numero of ['+57 300 123 4567', '(601) 555-0101']) {
      const customer = { nombre: 'Camilo', numero };
      expect(
        staffCheckoutProblems({ ...ready, tipoPedido: 'DOMICILIO', hasAddress: true, customer }),
      ).toEqual([]);
    }
  });
});

describe('staffOrderInput', () => {
  it('marks the order as staff mode, with its table and without a customer', () => {
    const input = staffOrderInput({
      lines: [line],
      sedeId: 1,
      tipoPedido: 'MESA',
      mesaId: 4,
      address: null,
      instrucciones: '',
      customer: { nombre: '  ', numero: '' },
      payment: { metodo: 'EFECTIVO', pagaCon: null },
    });
    expect(OrderInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      tipo_pedido: 'MESA',
      mesaId: 4,
      invitado: null,
      direccion: null,
      creado_desde_admin: true,
      metodo_pago: 'EFECTIVO',
      paga_con: null,
    });
  });

  it('sends the named customer and the quoted address of a delivery', () => {
    const input = staffOrderInput({
      lines: [line],
      sedeId: 1,
      tipoPedido: 'DOMICILIO',
      mesaId: 4,
      address: { direccion: 'Calle 70 # 11-20, Bogotá', placeId: 'bog:x', costoDomicilio: 4000 },
      instrucciones: ' Torre 2 ',
      customer: { nombre: ' Camilo Rojas ', numero: '300-123-4567' },
      payment: { metodo: 'DATAFONO', pagaCon: null },
    });
    expect(OrderInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      mesaId: null,
      invitado: { nombre: 'Camilo Rojas', numero: '3001234567' },
      direccion: { instrucciones: 'Torre 2', place_id: 'bog:x' },
      costo_domicilio: 4000,
      metodo_pago: 'DATAFONO',
      paga_con: null,
    });
  });
});

describe('OrderInputSchema phones', () => {
  const order = (invitado: { nombre: string; numero: string }, creado_desde_admin?: boolean) =>
    OrderInputSchema.safeParse({
      productosPedidos: [{ producto: 1, cantidad: 1 }],
      tipo_pedido: 'RECOGER',
      sede: 1,
      invitado,
      ...(creado_desde_admin ? { creado_desde_admin } : {}),
    });

  it("stores a guest's pasted mobile as 10 digits and refuses a landline or junk", () => {
    expect(order({ nombre: 'Ana', numero: '+57 300 123 4567' }).data?.invitado?.numero).toBe(
      '3001234567',
    );
    for (const numero of ['6015550101', '0000000000', '5730012345']) {
      const result = order({ nombre: 'Ana', numero });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['invitado.numero', 'Ingrese un número de celular válido (10 dígitos, empieza por 3)'],
      ]);
    }
  });

  it('takes a landline staff type for a customer', () => {
    expect(order({ nombre: 'Ana', numero: '(601) 555 0101' }, true).data?.invitado?.numero).toBe(
      '6015550101',
    );
  });
});
