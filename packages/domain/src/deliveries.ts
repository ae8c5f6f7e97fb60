import { z } from 'zod';
import { IdSchema, idListSchema, textSchema } from './api-params';
import { formatCOP } from './money';
import { ESTADOS_PEDIDO } from './order-states';
import { METODOS_PAGO, type MetodoPago } from './payments';

/**
 * Deliveries (issue 33): a branch's riders work shifts; staff with `gestionar_pedidos` put
 * delivery orders into a rider's trip ('Por despachar' → the rider), in the order the rider will
 * deliver them; 'Salió' sends the trip (its orders go Enviado); the rider marks each stop
 * 'Entregado' or 'No se pudo entregar' (the order goes back to the branch, Preparado, for staff
 * to decide). A rider holds `repartir` and sees only their own trips.
 */
export const DELIVERY_MESSAGES = {
  shiftOpen: 'Ya tienes un turno abierto',
  noShift: 'No tienes un turno abierto: inicia tu turno para recibir viajes',
  notYourBranch: 'No trabajas en esa sede',
  shiftHasTrip: 'Entrega o devuelve los pedidos de tu viaje antes de terminar el turno',
  riderNotFound: 'Domiciliario no encontrado',
  riderNotOnShift: (nombre: string) => `${nombre} no está en turno en esta sede`,
  orderNotDelivery: (numero: string) => `El pedido #${numero} no es un domicilio`,
  orderNotDispatchable: (numero: string, estado: string) =>
    `El pedido #${numero} está ${estado.toLowerCase()}: no se puede despachar`,
  alreadyAssigned: (numero: string, nombre: string) => `${nombre} ya tiene el pedido #${numero}`,
  notAssigned: (numero: string) => `El pedido #${numero} no está en ningún viaje por salir`,
  tripLeft: (nombre: string) => `El viaje de ${nombre} ya salió: no se puede cambiar`,
  tripNotFound: 'Viaje no encontrado',
  tripEmpty: 'El viaje no tiene pedidos',
  tripOrderMismatch: 'Indica todos los pedidos del viaje, cada uno una vez',
  notReady: (numero: string) =>
    `El pedido #${numero} aún no está preparado: espera a la cocina o sácalo del viaje`,
  stopNotFound: 'Ese pedido no está en tu viaje en camino',
  stopDone: (numero: string) => `El pedido #${numero} ya se cerró`,
  reasonRequired: 'Elige por qué no se pudo entregar',
} as const;

/** Why a stop could not be delivered. */
export const FAILED_DELIVERY_REASONS = ['NO_CONTESTA', 'DIRECCION_ERRADA', 'RECHAZADO'] as const;
export type FailedDeliveryReason = (typeof FAILED_DELIVERY_REASONS)[number];
export const FAILED_DELIVERY_LABELS: Record<FailedDeliveryReason, string> = {
  NO_CONTESTA: 'No contesta',
  DIRECCION_ERRADA: 'Dirección errada',
  RECHAZADO: 'No lo recibió',
};

export const TRIP_STATES = ['ASIGNADO', 'EN_CAMINO', 'TERMINADO'] as const;
export type TripState = (typeof TRIP_STATES)[number];

export const STOP_STATES = ['PENDIENTE', 'ENTREGADO', 'NO_ENTREGADO'] as const;
export type StopState = (typeof STOP_STATES)[number];

/** A rider's shift at a branch. */
export const ShiftSchema = z.object({
  id: z.number().int(),
  sede: z.object({ id: z.number().int(), nombre: z.string() }),
  /** ISO instants; `fin` null while it is open. */
  inicio: z.string(),
  fin: z.string().nullable(),
});
export type Shift = z.infer<typeof ShiftSchema>;

/** What the rider collects at a stop. */
export const CollectSchema = z.object({
  metodo_pago: z.enum(METODOS_PAGO),
  total: z.number().int(),
  /** Cash: what the customer pays with (null: the exact total). */
  paga_con: z.number().int().nullable(),
  /** Cash: the change to bring. */
  cambio: z.number().int().nullable(),
  /** Paid online and changed since: cash left to collect (positive), null when nothing. */
  saldo_pendiente: z.number().int().nullable(),
});
export type Collect = z.infer<typeof CollectSchema>;

/** One order of a trip, as the rider delivers it. */
export const StopSchema = z.object({
  pedido: z.number().int(),
  /** 1-based: the order the rider delivers in. */
  orden: z.number().int(),
  estado_pedido: z.enum(ESTADOS_PEDIDO),
  estado: z.enum(STOP_STATES),
  cliente: z.string(),
  /** The customer's phone, 10 digits (null when the order has none). */
  telefono: z.string().nullable(),
  direccion: z.string(),
  instrucciones: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** From the branch, by road (km), when known. */
  distancia_km: z.number().nullable(),
  cobro: CollectSchema,
  entrega_estimada: z.string().nullable(),
  entregado_en: z.string().nullable(),
  motivo: z.enum(FAILED_DELIVERY_REASONS).nullable(),
});
export type Stop = z.infer<typeof StopSchema>;

export const TripSchema = z.object({
  id: z.number().int(),
  sede: z.object({ id: z.number().int(), nombre: z.string(), direccion: z.string() }),
  repartidor: z.object({ id: z.number().int(), nombre: z.string() }),
  estado: z.enum(TRIP_STATES),
  creado_en: z.string(),
  salio_en: z.string().nullable(),
  terminado_en: z.string().nullable(),
  paradas: z.array(StopSchema),
});
export type Trip = z.infer<typeof TripSchema>;

/** `GET /api/repartos/`: the rider's open shift and current trip (assigned or under way). */
export const RiderScreenSchema = z.object({
  turno: ShiftSchema.nullable(),
  viaje: TripSchema.nullable(),
  /** The branches the rider may start a shift at. */
  sedes: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});
export type RiderScreen = z.infer<typeof RiderScreenSchema>;

export const StartShiftSchema = z.object({ sede: IdSchema });

export const FailedStopSchema = z.object({
  motivo: z.enum(FAILED_DELIVERY_REASONS, { error: DELIVERY_MESSAGES.reasonRequired }),
  nota: textSchema({ max: 200, min: 0 }).default(''),
});
export type FailedStopInput = z.input<typeof FailedStopSchema>;

/** A delivery order waiting for a rider, as dispatch lists it. */
export const DispatchOrderSchema = z.object({
  pedido: z.number().int(),
  estado: z.enum(ESTADOS_PEDIDO),
  cliente: z.string(),
  direccion: z.string(),
  distancia_km: z.number().nullable(),
  total: z.number().int(),
  metodo_pago: z.enum(METODOS_PAGO),
  entrega_estimada: z.string().nullable(),
  /** A stop that could not be delivered and came back ('No contesta'…), for staff to decide. */
  devuelto: z.enum(FAILED_DELIVERY_REASONS).nullable(),
});
export type DispatchOrder = z.infer<typeof DispatchOrderSchema>;

export const DispatchRiderSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Where the rider's phone last was, while a trip is under way (else null). */
  posicion: z.object({ lat: z.number(), lng: z.number(), registrada_en: z.string() }).nullable(),
  /** The shift's start (ISO): on shift since. */
  en_turno_desde: z.string(),
  /** The trip being loaded (ASIGNADO) or under way (EN_CAMINO); null: free. */
  viaje: TripSchema.nullable(),
});
export type DispatchRider = z.infer<typeof DispatchRiderSchema>;

/** `GET /api/despacho/?sede=`: what waits for a rider, and the riders on shift. */
export const DispatchSchema = z.object({
  por_despachar: z.array(DispatchOrderSchema),
  repartidores: z.array(DispatchRiderSchema),
});
export type Dispatch = z.infer<typeof DispatchSchema>;

/** Puts an order into the rider's trip being loaded (one is opened when there is none). */
export const AssignSchema = z.object({ pedido: IdSchema, repartidor: IdSchema });
export type AssignInput = z.input<typeof AssignSchema>;

/** 'Pasar a…': the order goes to this rider's trip being loaded. */
export const MoveSchema = z.object({ repartidor: IdSchema });

/** A trip's orders in the order the rider delivers them. */
export const TripOrderSchema = z.object({ pedidos: idListSchema('pedidos', 30) });

/** Orders nearest to the branch first (by road when known); unknown distances last. */
export function suggestedStopOrder<T extends { pedido: number; distancia_km: number | null }>(
  stops: readonly T[],
): T[] {
  const far = (s: T) => s.distancia_km ?? Number.POSITIVE_INFINITY;
  return [...stops].sort((a, b) => far(a) - far(b) || a.pedido - b.pedido);
}

/**
 * What the rider collects, in one line: 'Cobrar $ 58.900 en efectivo · paga con $ 100.000 ·
 * cambio $ 41.100', 'Datáfono: cobrar $ 58.900', 'Pagado en línea'.
 */
export function collectLabel(cobro: Collect): string {
  const methods: Record<MetodoPago, () => string> = {
    EFECTIVO: () =>
      [
        `Cobrar ${formatCOP(cobro.total)} en efectivo`,
        cobro.paga_con !== null ? `paga con ${formatCOP(cobro.paga_con)}` : null,
        cobro.cambio ? `cambio ${formatCOP(cobro.cambio)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    DATAFONO: () => `Datáfono: cobrar ${formatCOP(cobro.total)}`,
    EN_LINEA: () =>
      cobro.saldo_pendiente && cobro.saldo_pendiente > 0
        ? `Pagado en línea · cobrar ${formatCOP(cobro.saldo_pendiente)} en efectivo`
        : 'Pagado en línea',
  };
  return methods[cobro.metodo_pago]();
}

/** The cash a stop brings back: the total (or an online order's balance) when it was delivered. */
export function cashToHandIn(stop: Pick<Stop, 'estado' | 'cobro'>): number {
  if (stop.estado !== 'ENTREGADO') return 0;
  if (stop.cobro.metodo_pago === 'EFECTIVO') return stop.cobro.total;
  if (stop.cobro.metodo_pago === 'EN_LINEA') return Math.max(stop.cobro.saldo_pendiente ?? 0, 0);
  return 0;
}

/** A rider's first name, as the customer and WhatsApp see it. */
export const firstName = (nombre: string): string => nombre.trim().split(/\s+/)[0] ?? nombre;

// ── Settlements ───────────────────────────────────────────────────────────────

export const SETTLEMENT_MESSAGES = {
  shiftNotFound: 'Turno no encontrado',
  pendingStops: 'El domiciliario aún tiene pedidos por entregar o devolver en este turno',
  alreadyClosed: 'Este turno ya se liquidó',
  noteRequired: 'Explica la diferencia entre lo recibido y lo que debía entregar',
  amountInvalid: 'Escribe el efectivo recibido en pesos, sin decimales',
} as const;

/** A delivered (or returned) order of the shift, as the settlement lists it. */
export const SettlementOrderSchema = z.object({
  pedido: z.number().int(),
  cliente: z.string(),
  total: z.number().int(),
  metodo_pago: z.enum(METODOS_PAGO),
  paga_con: z.number().int().nullable(),
  cambio: z.number().int().nullable(),
  /** The cash this order brings back (the total, or an online order's balance). */
  efectivo: z.number().int(),
  /** When it was delivered, or brought back (ISO). */
  cerrado_en: z.string().nullable(),
  motivo: z.enum(FAILED_DELIVERY_REASONS).nullable(),
});
export type SettlementOrder = z.infer<typeof SettlementOrderSchema>;

export const SettlementClosingSchema = z.object({
  efectivo_recibido: z.number().int(),
  diferencia: z.number().int(),
  nota: z.string(),
  cerrado_por: z.string().nullable(),
  cerrado_en: z.string(),
});

/** A rider's shift and what it must hand in: `GET /api/despacho/turnos/{id}/liquidacion/`. */
export const SettlementSchema = z.object({
  turno: z.object({
    id: z.number().int(),
    repartidor: z.object({ id: z.number().int(), nombre: z.string() }),
    sede: z.object({ id: z.number().int(), nombre: z.string() }),
    inicio: z.string(),
    fin: z.string().nullable(),
  }),
  /** Delivered and paid in cash (or online with a balance collected in cash). */
  efectivo: z.array(SettlementOrderSchema),
  datafono: z.array(SettlementOrderSchema),
  en_linea: z.array(SettlementOrderSchema),
  /** Brought back to the branch ('No se pudo entregar'): nothing to hand in. */
  devueltos: z.array(SettlementOrderSchema),
  /** Stops still open: the shift cannot be settled yet. */
  pendientes: z.number().int(),
  /** The cash to hand in: the cash orders' totals (the change came from the customers' bills). */
  a_entregar: z.number().int(),
  cierre: SettlementClosingSchema.nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

export const CloseSettlementSchema = z.object({
  efectivo_recibido: z
    .number({ error: SETTLEMENT_MESSAGES.amountInvalid })
    .int({ error: SETTLEMENT_MESSAGES.amountInvalid })
    .min(0, { error: SETTLEMENT_MESSAGES.amountInvalid })
    .max(100_000_000, { error: SETTLEMENT_MESSAGES.amountInvalid }),
  nota: textSchema({ max: 300, min: 0 }).default(''),
});
export type CloseSettlementInput = z.input<typeof CloseSettlementSchema>;

/** A shift in the branch's history: who, when, what to hand in, and whether it was settled. */
export const ShiftSummarySchema = z.object({
  id: z.number().int(),
  repartidor: z.object({ id: z.number().int(), nombre: z.string() }),
  inicio: z.string(),
  fin: z.string().nullable(),
  entregados: z.number().int(),
  devueltos: z.number().int(),
  a_entregar: z.number().int(),
  /** The difference recorded at closing (null while it is not settled). */
  diferencia: z.number().int().nullable(),
  liquidado: z.boolean(),
});
export type ShiftSummary = z.infer<typeof ShiftSummarySchema>;

// ── Where the pizza is ───────────────────────────────────────────────────────

export const POSITION_MESSAGES = {
  notUnderWay: 'Solo compartes tu ubicación durante un viaje en camino',
  outsideColombia: 'La ubicación está fuera de Colombia',
  stale: 'Esa ubicación es de hace más de un minuto',
  invalid: 'Ubicación inválida',
  notOnTheWay: 'El pedido no está en camino',
} as const;

/** At most one position per rider is kept every this many ms. */
export const POSITION_INTERVAL_MS = 5_000;
/** Positions are deleted this long after they were taken. */
export const POSITION_RETENTION_HOURS = 24;
/** The customer is told 'Tu pedido está llegando' when the rider is about this far away. */
export const ARRIVING_SECONDS = 120;
/** A position taken longer ago than this is refused (a phone replaying old fixes). */
export const POSITION_MAX_AGE_MS = 60_000;

const coordinate = (min: number, max: number) =>
  z
    .number({ error: POSITION_MESSAGES.invalid })
    .min(min, { error: POSITION_MESSAGES.invalid })
    .max(max, { error: POSITION_MESSAGES.invalid });

export const PositionInputSchema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  /** When the phone took it (ISO); the server's clock when left out. */
  tomada_en: z.iso.datetime({ offset: true, error: POSITION_MESSAGES.invalid }).optional(),
});
export type PositionInput = z.input<typeof PositionInputSchema>;

/** `guardada` false: one was kept less than 5 s ago, this one was not. */
export const PositionAnswerSchema = z.object({ guardada: z.boolean() });

export const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });

/** `GET /api/pedidos/token/{token}/repartidor/`: the rider bringing the order, while Enviado. */
export const RiderTrackingSchema = z.object({
  /** The rider's first name. */
  repartidor: z.string(),
  posicion: LatLngSchema.extend({ registrada_en: z.string() }).nullable(),
  destino: LatLngSchema.nullable(),
  /** From the rider to the address in a straight line, in metres (null without a position). */
  distancia_m: z.number().int().nullable(),
  /** Minutes until it arrives, by distance, recent speed and the stops before this one. */
  eta_min: z.number().int().nullable(),
  /** Stops the rider makes before this one. */
  paradas_antes: z.number().int(),
  /** About two minutes away. */
  llegando: z.boolean(),
});
export type RiderTracking = z.infer<typeof RiderTrackingSchema>;
