import { SchedulingService } from '../scheduling/scheduling.service';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Order } from '@horno/domain/orders';
import type { PaymentMethods } from '@horno/domain/payment-schemas';
import {
  type EstadoPago,
  estadoPagoFor,
  METODOS_CONTRA_ENTREGA,
  type MetodoPago,
  PAYMENT_MESSAGES,
} from '@horno/domain/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import {
  type WompiClient,
  type WompiTransaction,
  WompiUnavailable,
} from '../../integrations/payments/wompi';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { claimCoupon, releaseCoupons } from '../coupons/coupons.queries';
import { releaseUses, retakeUses } from '../promotions/promotions.queries';
import type { OrderEvent, PublishOrderEvent } from '../../realtime/order-events';
import type { OrderNotifier } from '../orders/order-notifier';
import { hashTrackingToken } from '../orders/order-token';
import type { OrdersService } from '../orders/orders.service';
import { advances, orderPaymentState } from './payment-state';

const CURRENCY = 'COP';

/** Written on an approval that came after another attempt had already paid the order. */
export const DUPLICATE_PAYMENT = 'Pago duplicado: reembolsar';

/** The payment states from which the customer may still try to pay. */
const OPEN: EstadoPago[] = ['PENDIENTE_PAGO', 'RECHAZADO', 'ANULADO'];

/**
 * Orders never paid whose window to pay has passed by `now`: what the expiry sweep takes, through
 * the partial index pedidos_pago_pendiente_idx (its predicate is implied by this one).
 */
export const dueToExpire = (now: Date) =>
  and(
    inArray(t.pedidos.estadoPago, OPEN),
    isNull(t.pedidos.pagadoEn),
    lte(t.pedidos.pagoVenceEn, now),
  );

export interface StartedPayment {
  referencia: string;
  monto_en_centavos: number;
  moneda: string;
  vence_en: string;
  /** Wompi's Web Checkout for this attempt, signed by the server. */
  url: string;
}

/** What applying a transaction did, for the event it publishes and the message it sends. */
type Applied =
  | { kind: 'unknown' | 'unchanged' | 'mismatch' | 'duplicate' }
  | { kind: 'changed'; estado: EstadoPago; placed: boolean; event: OrderEvent; referencia: string };

/**
 * 'Pago en línea' through Wompi (issue 14, decision 016). Each attempt gets its own reference and
 * the server's own amount, signed; Wompi's answer arrives by the webhook or by asking for the
 * transaction when the customer comes back, and whichever comes first changes the order, once.
 * An order paid online is placed on the board (its 'pedido_creado' event) only once paid.
 */
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wompi: WompiClient | undefined,
    private readonly orders: OrdersService,
    private readonly notifier: OrderNotifier,
    private readonly publish: PublishOrderEvent,
    private readonly options: { publicUrl: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The methods a customer may choose at checkout. */
  methods(): MetodoPago[] {
    return this.wompi ? ['EN_LINEA', ...METODOS_CONTRA_ENTREGA] : [...METODOS_CONTRA_ENTREGA];
  }

  get environment() {
    return this.wompi?.environment ?? null;
  }

  /** What the checkout offers: the methods, and Wompi's environment when it is configured. */
  offer(): PaymentMethods {
    return { metodos: this.methods(), ambiente: this.environment };
  }

  private async orderRow(token: string) {
    const [row] = await this.db
      .select({
        id: t.pedidos.id,
        metodoPago: t.pedidos.metodoPago,
        estadoPago: t.pedidos.estadoPago,
        pagoVenceEn: t.pedidos.pagoVenceEn,
        total: t.pedidos.totalPedido,
        activo: t.pedidos.activo,
      })
      .from(t.pedidos)
      .where(eq(t.pedidos.tokenHash, hashTrackingToken(token)));
    if (!row) throw notFound('Token del pedido inválido o expirado.');
    return row;
  }

  private gateway(): WompiClient {
    if (!this.wompi) throw new AppError(409, PAYMENT_MESSAGES.onlineUnavailable);
    return this.wompi;
  }

  /** A new attempt to pay the order of `token`: its reference and the signed checkout. */
  async start(token: string): Promise<StartedPayment> {
    const wompi = this.gateway();
    await this.expireDue();
    const order = await this.orderRow(token);
    if (order.metodoPago !== 'EN_LINEA') throw new AppError(409, PAYMENT_MESSAGES.notOnline);
    if (order.estadoPago === 'PAGADO') throw new AppError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (order.estadoPago === 'EXPIRADO') throw new AppError(409, PAYMENT_MESSAGES.expired);
    if (!order.activo) throw new AppError(409, PAYMENT_MESSAGES.cancelled);
    const venceEn = order.pagoVenceEn!;
    const referencia = `H${order.id}-${randomBytes(6).toString('hex').toUpperCase()}`;
    const monto = order.total * 100;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(t.pagos).values({
        pedidoId: order.id,
        referencia,
        montoCentavos: monto,
        moneda: CURRENCY,
        creadoEn: now,
        actualizadoEn: now,
      });
      // A new attempt after a rejected one: the order waits for it.
      await tx
        .update(t.pedidos)
        .set({ estadoPago: 'PENDIENTE_PAGO' })
        .where(and(eq(t.pedidos.id, order.id), inArray(t.pedidos.estadoPago, OPEN)));
    });
    const url = wompi.checkoutUrl({
      reference: referencia,
      amountInCents: monto,
      currency: CURRENCY,
      expirationTime: venceEn.toISOString(),
      // The tracking page: the customer may come back in another browser or app (Wompi opens
      // banks' and Nequi's apps), which has no record of the order but its token.
      redirectUrl: `${this.options.publicUrl.replace(/\/$/, '')}/buscar-estado-pedido/${encodeURIComponent(token)}`,
    });
    return {
      referencia,
      monto_en_centavos: monto,
      moneda: CURRENCY,
      vence_en: venceEn.toISOString(),
      url,
    };
  }

  /**
   * The customer is back from Wompi with a transaction id: asks Wompi for it and applies it as
   * the event would, in case the event has not arrived yet.
   */
  async confirm(token: string, transactionId: string): Promise<Order> {
    const wompi = this.gateway();
    const order = await this.orderRow(token);
    let transaction: WompiTransaction | null;
    try {
      transaction = await wompi.transaction(transactionId);
    } catch (err) {
      if (!(err instanceof WompiUnavailable)) throw err;
      this.log.warn({ reason: err.message }, 'Wompi transaction lookup failed');
      throw new AppError(502, PAYMENT_MESSAGES.gatewayDown);
    }
    const [attempt] = transaction
      ? await this.db
          .select({ pedidoId: t.pagos.pedidoId })
          .from(t.pagos)
          .where(eq(t.pagos.referencia, transaction.reference))
      : [];
    if (!transaction || attempt?.pedidoId !== order.id) {
      throw new AppError(404, PAYMENT_MESSAGES.unknownTransaction);
    }
    await this.apply(transaction, 'consulta');
    return (await this.orders.byToken(token)) satisfies Order;
  }

  /**
   * Wompi's event. Its checksum is checked before anything else (401, nothing read or changed);
   * an event for a reference Horno does not know is acknowledged and ignored.
   */
  async onEvent(body: unknown): Promise<void> {
    const wompi = this.gateway();
    const event = wompi.verify(body);
    if (!event) throw new AppError(401, 'Firma del evento inválida');
    const transaction = event.data.transaction;
    if (event.event !== 'transaction.updated' || !transaction) return;
    await this.apply(transaction, 'evento');
  }

  /** Applies what Wompi says of a transaction, once; then tells the board and the customer. */
  private async apply(transaction: WompiTransaction, source: 'evento' | 'consulta') {
    const applied = await this.db.transaction(async (tx): Promise<Applied> => {
      const [attempt] = await tx
        .select()
        .from(t.pagos)
        .where(eq(t.pagos.referencia, String(transaction.reference)))
        .for('update');
      if (!attempt) return { kind: 'unknown' };
      const [order] = await tx
        .select()
        .from(t.pedidos)
        .where(eq(t.pedidos.id, attempt.pedidoId))
        .for('update');
      if (!order) return { kind: 'unknown' };
      const status = String(transaction.status);
      // A replayed event, the event after the lookup (or the other way round), or a late one
      // about a stage the transaction has passed (an APPROVED after its VOIDED).
      if (attempt.transaccionId === transaction.id && !advances(attempt.estadoWompi, status)) {
        return { kind: 'unchanged' };
      }
      const now = this.clock.now();
      const same = {
        transaccionId: String(transaction.id),
        estadoWompi: status,
        actualizadoEn: now,
      };
      if (
        transaction.amount_in_cents !== attempt.montoCentavos ||
        transaction.currency !== attempt.moneda
      ) {
        // Never accepted as paid: recorded for whoever looks into it.
        const observacion = `Wompi informó ${transaction.amount_in_cents} ${transaction.currency} (${source}); se esperaba ${attempt.montoCentavos} ${attempt.moneda}`;
        await tx
          .update(t.pagos)
          .set({ ...same, observacion })
          .where(eq(t.pagos.id, attempt.id));
        return { kind: 'mismatch' };
      }
      const next = estadoPagoFor(status) ?? attempt.estado;
      const attempts = await tx
        .select({ id: t.pagos.id, estado: t.pagos.estado })
        .from(t.pagos)
        .where(eq(t.pagos.pedidoId, order.id));
      // Another attempt already paid the order: the customer was charged twice.
      const duplicate =
        next === 'PAGADO' && attempts.some((a) => a.id !== attempt.id && a.estado === 'PAGADO');
      await tx
        .update(t.pagos)
        .set({
          ...same,
          medio: transaction.payment_method_type ?? attempt.medio,
          estado: next,
          ...(duplicate ? { observacion: DUPLICATE_PAYMENT } : {}),
        })
        .where(eq(t.pagos.id, attempt.id));
      if (duplicate) return { kind: 'duplicate' };
      const estado = orderPaymentState(
        order,
        attempts.map((a) => (a.id === attempt.id ? { ...a, estado: next } : a)),
      );
      if (estado === order.estadoPago) return { kind: 'unchanged' };
      const placed = estado === 'PAGADO' && order.pagadoEn === null;
      // A late approval reopens an expired order, whose coupon went back to the customer.
      if (placed && order.estadoPago === 'EXPIRADO') await SchedulingService.retake(tx, order);
      if (placed && order.estadoPago === 'EXPIRADO' && order.cuponId !== null) {
        if (!(await claimCoupon(tx, order.cuponId, now))) {
          this.log.warn({ pedido: order.id }, 'A late payment found its coupon used again');
        }
      }
      if (placed && order.estadoPago === 'EXPIRADO') await retakeUses(tx, order.id);
      await tx
        .update(t.pedidos)
        .set({
          estadoPago: estado,
          ...(placed ? { pagadoEn: now, activo: true } : {}),
        })
        .where(eq(t.pedidos.id, order.id));
      return {
        kind: 'changed',
        estado,
        placed,
        referencia: attempt.referencia,
        event: {
          // Paid: the order is placed on the board now, as a new order.
          type: placed ? 'pedido_creado' : 'pedido_actualizado',
          pedido: {
            id: order.id,
            sede: order.sedeId,
            usuario: order.usuarioId,
            estado: order.estado,
            activo: placed ? true : order.activo,
            tipo_pedido: order.tipoPedido,
          },
        },
      };
    });
    if (applied.kind === 'mismatch') {
      this.log.warn({ referencia: transaction.reference }, 'Wompi amount or currency differs');
    }
    if (applied.kind === 'duplicate') {
      this.log.warn(
        { referencia: transaction.reference, transaccion: transaction.id },
        'Duplicate Wompi approval: the order was already paid, refund this one',
      );
    }
    if (applied.kind !== 'changed') return;
    this.publish(applied.event);
    if (applied.estado === 'RECHAZADO') {
      this.notifier.paymentRejected(applied.event.pedido.id, applied.referencia);
    }
  }

  /**
   * Orders whose window to pay has passed unpaid become EXPIRADO and inactive (they never
   * reached the board). Run by a timer and before each new attempt.
   */
  async expireDue(): Promise<number> {
    const expired = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(t.pedidos)
        .set({ estadoPago: 'EXPIRADO', activo: false })
        .where(dueToExpire(this.clock.now()))
        .returning();
      // The order was never placed: its slot's place and its single-use coupon are free again.
      for (const order of rows) await SchedulingService.release(tx, order);
      await releaseCoupons(
        tx,
        rows.flatMap((o) => (o.cuponId === null ? [] : [o.cuponId])),
      );
      await releaseUses(
        tx,
        rows.map((o) => o.id),
      );
      return rows;
    });
    for (const order of expired) {
      this.publish({
        type: 'pedido_actualizado',
        pedido: {
          id: order.id,
          sede: order.sedeId,
          usuario: order.usuarioId,
          estado: order.estado,
          activo: false,
          tipo_pedido: order.tipoPedido,
        },
      });
    }
    return expired.length;
  }
}
