import { z } from 'zod';
import { PromocionAplicadaSchema } from './promotions';
import { IdParamSchema, IdSchema, INPUT_MESSAGES, textSchema } from './api-params';
import { ESTADOS_PEDIDO, TIPOS_PEDIDO } from './order-states';
import { ESTADOS_PAGO, MAX_PAGA_CON, METODOS_PAGO, PAYMENT_MESSAGES } from './payments';
import { phoneProblem } from './phone';
import { MobilePhoneSchema, PhoneTextSchema } from './phone-schemas';

// Re-exported for the server's orders module, which still imports it from here.
export { ORDER_MESSAGES } from './order-messages';

/** A number the client sends for display only ('El precio' → 'El precio debe ser un número'). */
const priceSchema = (what: string) => z.number({ error: `${what} debe ser un número` });

/** A line's fields; `OrderLineInputSchema` adds the rule that it names one product. */
export const OrderLineFieldsSchema = z.object(
  {
    producto: IdSchema.nullish(),
    producto_especial: IdSchema.nullish(),
    /** Second flavor of a half-and-half pizza ('Arma tu pizza'). */
    producto_mitad: IdSchema.nullish(),
    cantidad: z
      .number({ error: 'La cantidad debe ser un número' })
      .int({ error: 'La cantidad debe ser un número entero' })
      .min(1, { error: 'La cantidad mínima es 1' })
      .max(99, { error: 'La cantidad máxima por producto es 99' }),
    adiciones: z
      .array(
        z.object(
          {
            ingrediente: IdSchema,
            precio_adicion: priceSchema('El precio de la adición').optional(),
          },
          { error: 'Cada adición lleva su ingrediente' },
        ),
        { error: 'Las adiciones deben ser una lista' },
      )
      .max(30, { error: 'Máximo 30 adiciones por producto' })
      .default([]),
    observaciones: textSchema({ max: 300, min: 0, multiline: true }).default(''),
    medida: IdSchema.nullish(),
    configuraciones: z
      .record(
        z.string().max(20, { error: INPUT_MESSAGES.tooLong(20) }),
        z.union(
          [IdSchema, z.array(IdSchema).max(50, { error: 'Máximo 50 opciones por sección' })],
          { error: 'Cada sección lleva una opción o una lista de opciones' },
        ),
        { error: 'Las opciones elegidas deben ir por sección' },
      )
      .refine((c) => Object.keys(c).length <= 50, { error: 'Máximo 50 secciones' })
      .default({}),
    /** Sent by the client for display; the server recomputes it and never trusts it. */
    precio_unitario_aplicado: priceSchema('El precio').optional(),
    descuento_porcentaje: priceSchema('El descuento').optional(),
  },
  { error: 'Cada producto del pedido debe llevar sus datos' },
);

/** A line names a product or a special product, not both. */
export const oneProductPerLine = [
  (l: { producto?: number | null; producto_especial?: number | null }) =>
    (l.producto ? 1 : 0) + (l.producto_especial ? 1 : 0) === 1,
  { error: 'Cada línea lleva un producto o un producto especial' },
] as const;

export const OrderLineInputSchema = OrderLineFieldsSchema.refine(...oneProductPerLine);
export type OrderLineInput = z.input<typeof OrderLineInputSchema>;

const GuestName = textSchema({ max: 120, required: 'El nombre es requerido' });

/** A guest's own order: a name and the mobile the branch can call. */
export const GuestContactSchema = z.object({ nombre: GuestName, numero: MobilePhoneSchema });
export type GuestContact = z.input<typeof GuestContactSchema>;

/**
 * Who an order is for. Staff taking a table or counter order may leave the phone out, or give a
 * landline; a guest's own order and a delivery need it (the service checks which applies). The
 * phone's kind depends on who sends the order, so OrderInputSchema judges it.
 */
const OrderCustomerSchema = z.object(
  { nombre: GuestName, numero: PhoneTextSchema.default('') },
  { error: 'El cliente debe llevar nombre y teléfono' },
);

/** Where a delivery goes, as the address search gave it. */
export const DeliveryAddressSchema = z.object(
  {
    direccion_entrega: textSchema({ max: 200, required: 'La dirección es requerida' }),
    instrucciones: textSchema({ max: 300, min: 0, multiline: true }).default(''),
    /** The suggestion chosen in the address search; the server re-resolves it. */
    place_id: textSchema({ max: 2000 }).optional(),
  },
  { error: 'La dirección debe llevar la dirección de entrega' },
);

/** Cash: the amount the customer pays with, at least the total (the server checks). */
export const PagaConSchema = z
  .number({ error: PAYMENT_MESSAGES.amountInvalid })
  .int({ error: PAYMENT_MESSAGES.amountInvalid })
  .positive({ error: PAYMENT_MESSAGES.amountInvalid })
  .max(MAX_PAGA_CON, { error: PAYMENT_MESSAGES.amountTooHigh });

export const OrderInputSchema = z
  .object({
    productosPedidos: z
      .array(OrderLineInputSchema, { error: 'El pedido no tiene productos' })
      .min(1, { error: 'El pedido no tiene productos' })
      .max(60, { error: 'El pedido tiene demasiados productos' }),
    direccion: DeliveryAddressSchema.nullish(),
    tipo_pedido: z.enum(TIPOS_PEDIDO, { error: 'Tipo de pedido inválido' }),
    sede: IdSchema,
    costo_domicilio: priceSchema('El costo del domicilio').optional(),
    estadoPedido: z.enum(ESTADOS_PEDIDO, { error: 'Estado de pedido inválido' }).optional(),
    id_usuario: IdSchema.nullish(),
    invitado: OrderCustomerSchema.nullish(),
    codigo_cupon: textSchema({ max: 60, min: 0 }).nullish(),
    mesaId: IdSchema.nullish(),
    /** Staff mode (needs gestionar_pedidos at the branch): starts ACEPTADO, open or not. */
    creado_desde_admin: z.boolean({ error: INPUT_MESSAGES.notBoolean }).optional(),
    /** How the order is paid; cash when not said (the spec's clients send none). */
    metodo_pago: z
      .enum(METODOS_PAGO, { error: PAYMENT_MESSAGES.methodInvalid })
      .default('EFECTIVO'),
    /** Cash: the amount the customer pays with, at least the total (the server checks). */
    paga_con: PagaConSchema.nullish(),
    /**
     * 'Programar' (issue 32): the start of one of the branch's free slots (`GET
     * /api/locations/sedes/{id}/franjas/`); absent or null: as soon as possible.
     */
    programado_para: z.iso
      .datetime({ offset: true, error: 'Elige una franja de la lista' })
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.paga_con != null && input.metodo_pago !== 'EFECTIVO')
      ctx.addIssue({ code: 'custom', path: ['paga_con'], message: PAYMENT_MESSAGES.onlyCash });
    const numero = input.invitado?.numero;
    if (!numero) return;
    // Staff may give a customer's landline; a guest's own number must take a WhatsApp message.
    const problem = phoneProblem(numero, input.creado_desde_admin ? 'contact' : 'mobile');
    if (problem) ctx.addIssue({ code: 'custom', path: ['invitado', 'numero'], message: problem });
  });
export type OrderInput = z.input<typeof OrderInputSchema>;

const Ref = z.object({ id: z.number().int(), nombre: z.string(), imagen: z.string().nullable() });

export const OrderLineSchema = z.object({
  id: z.number().int(),
  producto: Ref.nullable(),
  producto_especial: Ref.nullable(),
  producto_mitad: Ref.nullable(),
  nombre: z.string(),
  cantidad: z.number().int(),
  observaciones: z.string(),
  adiciones: z.array(
    z.object({
      ingrediente: z.object({ id: z.number().int(), nombre: z.string() }),
      precio_adicion: z.number().int(),
    }),
  ),
  medida: z.object({ id: z.number().int(), value: z.string(), label: z.string() }).nullable(),
  configuraciones: z.record(z.string(), z.array(z.number().int())),
  selecciones: z.array(
    z.object({ seccion: z.string(), opcion: z.string(), precio_extra: z.number().int() }),
  ),
  precio_unitario_aplicado: z.number().int(),
  descuento_porcentaje: z.number().int(),
  subtotal: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  estado: z.enum(ESTADOS_PEDIDO),
  tipo_pedido: z.enum(TIPOS_PEDIDO),
  activo: z.boolean(),
  fecha: z.string(),
  sede: z.object({
    id: z.number().int(),
    nombre: z.string(),
    direccion: z.string(),
    telefono: z.string(),
  }),
  usuario: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      numero: z.string().nullable(),
    })
    .nullable(),
  invitado: z.object({ nombre: z.string(), numero: z.string() }).nullable(),
  direccion: z.object({ direccion_entrega: z.string(), instrucciones: z.string() }).nullable(),
  mesa: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  cupon_aplicado: z
    .object({ codigo: z.string(), porcentaje_descuento: z.number().int() })
    .nullable(),
  /** Each promotion the order got and the pesos it took off; their sum is `descuento_cupon`. */
  promociones: z.array(PromocionAplicadaSchema),
  subtotal_productos: z.number().int(),
  costo_domicilio: z.number().int(),
  descuento_cupon: z.number().int(),
  total_pedido: z.number().int(),
  creado_desde_admin: z.boolean(),
  metodo_pago: z.enum(METODOS_PAGO),
  /** Cash: what the customer pays with (null: the exact total, or not cash). */
  paga_con: z.number().int().nullable(),
  /** Cash: the change to bring, paga_con less the total. */
  cambio: z.number().int().nullable(),
  /** 'Pago en línea': the payment's state (null for what is paid on delivery). */
  estado_pago: z.enum(ESTADOS_PAGO).nullable(),
  /** 'Pago en línea': until when the customer can pay (ISO), while the payment is open. */
  pago_vence_en: z.string().nullable(),
  /** 'No quiero recibir mensajes': no WhatsApp messages about this order. */
  sin_mensajes: z.boolean(),
  productos_pedidos: z.array(OrderLineSchema),
  historial: z.array(
    z.object({ estado: z.enum(ESTADOS_PEDIDO), activo: z.boolean(), fecha: z.string() }),
  ),
  /**
   * How long each kitchen station took: from the order's entry into the kitchen to the station's
   * last 'Listo' (issue 31), in the order the stations finished.
   */
  preparacion: z.array(
    z.object({ estacion: z.string(), segundos: z.number().int(), listo_en: z.string() }),
  ),
  /** Changes staff made after it was placed (issue 31), oldest first. */
  cambios: z.array(
    z.object({
      fecha: z.string(),
      /** Who made it (the staff member's name), null if their account is gone. */
      usuario: z.string().nullable(),
      total_anterior: z.number().int(),
      total_nuevo: z.number().int(),
      /** What changed, one sentence each ('Agregó Hawaiana · Mediana × 1'). */
      detalle: z.array(z.string()),
    }),
  ),
  /** 'Programar': the start of the slot chosen (ISO); null for 'Lo antes posible'. */
  programado_para: z.string().nullable(),
  /** When it was promised (ISO): the slot chosen, or the honest estimate when it was placed. */
  entrega_estimada: z.string().nullable(),
  /** An order for later enters the kitchen at this instant (ISO; slot − preparation); null: at once. */
  cocina_desde: z.string().nullable(),
  /**
   * Paid online and changed since: what is left to collect in cash (positive) or to give back
   * (negative); null when nothing is.
   */
  saldo_pendiente: z.number().int().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CreatedOrderSchema = OrderSchema.extend({ token: z.string() });

/** How many of a customer's orders 'Mis pedidos' reads at a time. */
export const MY_ORDERS_PAGE = 20;

/** `GET /api/pedidos/mios/`: the signed-in customer's orders before `antes` (an order id). */
export const MyOrdersQuerySchema = z.object({
  antes: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** A page of a customer's orders, newest first; `siguiente` is the `antes` of the next page. */
export const MyOrdersSchema = z.object({
  pedidos: z.array(OrderSchema),
  siguiente: z.number().int().nullable(),
});
export type MyOrders = z.infer<typeof MyOrdersSchema>;

/** The routes that take an order's tracking token as their proof. */
export const TrackingTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

const DATE_TIME_FORMAT = "Usa el formato 'AAAA-MM-DD HH:mm:ss' (hora de Bogotá)";
const BogotaDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: DATE_TIME_FORMAT })
  .refine(isRealDateTime, { error: DATE_TIME_FORMAT });

/** '2026-02-30' or '25:00' match the pattern but name no instant. */
function isRealDateTime(value: string): boolean {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 2000 &&
    y <= 2100 &&
    day.getUTCMonth() === m - 1 &&
    day.getUTCDate() === d &&
    hh < 24 &&
    mm < 60 &&
    ss < 60
  );
}

export const OrdersQuerySchema = z.object({
  sede: IdParamSchema.optional(),
  fecha_inicio: BogotaDateTime.optional(),
  fecha_fin: BogotaDateTime.optional(),
});

export const ChangeStateSchema = z.object({
  estado: z.enum(ESTADOS_PEDIDO, { error: 'Estado de pedido inválido' }),
});
