import { and, eq } from 'drizzle-orm';
import {
  type CreatedOrder,
  type Order,
  MY_ORDERS_PAGE,
  type MyOrders,
  ORDER_MESSAGES,
  type OrderInputSchema,
} from '@horno/domain/orders';
import { ADDRESS_UNREADABLE, parseColombianAddress } from '@horno/domain/colombian-address';
import { minimumOrderMessage } from '@horno/domain/delivery-areas';
import type { TipoPedido } from '@horno/domain/order-states';
import { type MetodoPago, PAYMENT_MESSAGES, PAYMENT_WINDOW_MS } from '@horno/domain/payments';
import { bogotaParts } from '@horno/domain/bogota-time';
import { isUsedUp, PROMOTION_MESSAGES } from '@horno/domain/promotion-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { pgErrorCode } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublishOrderEvent } from '../../realtime/order-events';
import type { AuthContext } from '../auth/auth.queries';
import type { BranchService } from '../branches/branches.service';
import type { SoldOutService } from '../catalog/sold-out.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { GeoService } from '../geo/geo.service';
import type { OrderPromotions, PromotionsService } from '../promotions/promotions.service';
import type { ValidacionCodigo } from '@horno/domain/promotions';
import { SchedulingService } from '../scheduling/scheduling.service';
import { bodyFingerprint, IdempotencyKeys } from './idempotency';
import { type PricedLine, priceLine, promoLinesOf } from './order-pricing';
import type { CatalogSnapshot } from '../catalog/catalog.queries';
import {
  hashTrackingToken,
  newTrackingToken,
  scopedIdempotencyKey,
  sealLinkToken,
  sealToken,
  unsealToken,
} from './order-token';
import {
  customerOrderIds,
  insertOrder,
  loadOrders,
  type NewOrder,
  PROMOTION_GONE,
  type PreparedRunner,
} from './orders.queries';

type OrderInput = z.output<typeof OrderInputSchema>;

const incomplete = (field: string, message: string) =>
  new AppError(400, ORDER_MESSAGES.incomplete, { [field]: [message] });

/** A delivery address resolved and quoted for a branch. */
export interface DeliveryQuote {
  direccion: string;
  instrucciones: string;
  lat: number;
  lng: number;
  distanciaKm: number;
  duracionMin: number;
  fee: number;
  /** The delivery area's name and minimum order (products only), when it has one. */
  minimo: { zona: string; valor: number } | null;
}

export const IDEMPOTENCY_MESSAGES = {
  otherBody:
    'Esta clave de idempotencia ya se usó con otro pedido. Revisa tu carrito y vuelve a intentarlo.',
  running: 'Tu pedido anterior aún se está procesando. Espera un momento.',
} as const;

/** An order just stored by this instance (its commit is done). */
export interface OrderCreated {
  id: number;
  tipoPedido: TipoPedido;
  metodoPago: MetodoPago;
  /** Its 'pedido_creado' event is published now (an order paid online waits for its payment). */
  announced: boolean;
}

export class OrdersService {
  private readonly keys: IdempotencyKeys;
  private readonly createdListeners: ((order: OrderCreated) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly prepared: PreparedRunner,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly branches: BranchService,
    private readonly geo: GeoService,
    private readonly publish: PublishOrderEvent,
    private readonly soldOut: SoldOutService,
    /** Slots, lead times and capacity: when the order is promised (issue 32). */
    private readonly scheduling: SchedulingService,
    /** The promotions an order gets (issue 37). */
    private readonly promotions: PromotionsService,
    /** ORDER_LINK_SECRET: seals each token for its WhatsApp messages' links (decision 015). */
    private readonly linkSecret?: string,
    /** Wompi is configured: 'Pago en línea' is offered to customers. */
    private readonly onlinePayment = false,
  ) {
    this.keys = new IdempotencyKeys(prepared);
  }

  /** Calls `listener` once for each order this instance stores, right after its commit. */
  onCreated(listener: (order: OrderCreated) => void): void {
    this.createdListeners.push(listener);
  }

  async get(id: number): Promise<Order | undefined> {
    return (await loadOrders(this.db, [id]))[0];
  }

  /** An order by its tracking token. */
  async byToken(token: string): Promise<Order> {
    const order = await this.get(await this.idByToken(token));
    if (!order) throw notFound('Token del pedido inválido o expirado.');
    return order;
  }

  /** The id of the order a tracking token opens (404 for none), without loading the order. */
  async idByToken(token: string): Promise<number> {
    const [row] = await this.db
      .select({ id: t.pedidos.id })
      .from(t.pedidos)
      .where(eq(t.pedidos.tokenHash, hashTrackingToken(token)));
    if (!row) throw notFound('Token del pedido inválido o expirado.');
    return row.id;
  }

  /** 'No quiero recibir mensajes': no more WhatsApp messages about the order of `token`. */
  async stopMessages(token: string): Promise<Order> {
    const [row] = await this.db
      .update(t.pedidos)
      .set({ sinMensajes: true })
      .where(eq(t.pedidos.tokenHash, hashTrackingToken(token)))
      .returning({ id: t.pedidos.id });
    const order = row && (await this.get(row.id));
    if (!order) throw notFound('Token del pedido inválido o expirado.');
    return order;
  }

  /** 'Mis pedidos': the caller's own orders, newest first, a page before the order `antes`. */
  async mine(caller: AuthContext, antes: number | undefined): Promise<MyOrders> {
    const ids = await customerOrderIds(this.db, caller.user.id, antes, MY_ORDERS_PAGE + 1);
    const page = ids.slice(0, MY_ORDERS_PAGE);
    return {
      pedidos: await loadOrders(this.db, page),
      siguiente: ids.length > MY_ORDERS_PAGE ? page.at(-1)! : null,
    };
  }

  /** An order readable by its owner, or by staff of its branch. */
  async readable(id: number, caller: AuthContext): Promise<Order> {
    const order = await this.get(id);
    const staff =
      caller.permisos.has('gestionar_pedidos') && order && caller.sedeIds.has(order.sede.id);
    if (!order || (!staff && order.usuario?.id !== caller.user.id))
      throw notFound('Pedido no encontrado');
    return order;
  }

  /**
   * Creates an order. Every price, fee, discount and total comes from the server's catalog; the
   * whole order, with the coupon marked used, is one transaction.
   */
  async create(
    input: OrderInput,
    caller: AuthContext | null,
    idempotencyKey: string | undefined,
  ): Promise<{ order: CreatedOrder; replayed: boolean }> {
    if (!idempotencyKey) return { order: await this.place(input, caller, null), replayed: false };
    const userId = caller?.user.id ?? null;
    const key = { raw: idempotencyKey, scoped: scopedIdempotencyKey(idempotencyKey, userId) };
    const state = await this.keys.reserve(key.scoped, bodyFingerprint(input), this.clock.now());
    if (state.kind !== 'reserved') {
      if (!state.sameBody) throw new AppError(422, IDEMPOTENCY_MESSAGES.otherBody);
      if (state.kind === 'running') throw new AppError(409, IDEMPOTENCY_MESSAGES.running);
      const token = state.tokenSellado && unsealToken(state.tokenSellado, key.raw, userId);
      const order = await this.get(state.pedidoId);
      if (!order || !token) throw new AppError(409, IDEMPOTENCY_MESSAGES.otherBody);
      return { order: { ...order, token }, replayed: true };
    }
    try {
      return { order: await this.place(input, caller, key), replayed: false };
    } catch (err) {
      // Nothing was made: the same key may be tried again (after fixing what was refused). If the
      // database went away as it committed the order, the key holds the order and stays.
      await this.keys.release(key.scoped);
      throw err;
    }
  }

  private async place(
    input: OrderInput,
    caller: AuthContext | null,
    key: { raw: string; scoped: string } | null,
  ): Promise<CreatedOrder> {
    const userId = caller?.user.id ?? null;
    if (input.id_usuario && input.id_usuario !== userId) {
      throw new AppError(403, 'No puedes crear pedidos a nombre de otro usuario.');
    }
    const staffMode = input.creado_desde_admin === true;
    if (
      staffMode &&
      !(caller?.permisos.has('gestionar_pedidos') && caller.sedeIds.has(input.sede))
    ) {
      throw new AppError(403, 'No tienes permiso para crear pedidos en esta sede.');
    }
    if (input.metodo_pago === 'EN_LINEA') {
      const refusal = !this.onlinePayment
        ? PAYMENT_MESSAGES.onlineUnavailable
        : staffMode
          ? PAYMENT_MESSAGES.onlineNotForStaff
          : null;
      if (refusal) throw new AppError(400, refusal, { metodo_pago: [refusal] });
    }
    const customer = input.invitado ?? null;
    if (staffMode) {
      // The staff member is not the customer: a counter or delivery order names who it is for.
      if (input.tipo_pedido !== 'MESA' && !customer)
        throw incomplete('invitado', 'Indica el nombre del cliente.');
      if (input.tipo_pedido === 'DOMICILIO' && !customer?.numero)
        throw incomplete('invitado', 'Indica el celular del cliente para el domicilio.');
    } else if (!caller && !customer?.numero) {
      throw incomplete('invitado', 'Indica tu nombre y tu número de celular.');
    }
    const sede = await this.branches.findRow(input.sede);
    // A closed branch takes orders for later (issue 32), not for now.
    if (!staffMode && !input.programado_para && !(await this.branches.isOpen(input.sede))) {
      throw new AppError(422, ORDER_MESSAGES.branchClosed);
    }
    // 'Pausar pedidos en línea' stops customers only: staff mode still takes the order.
    const paused = staffMode ? null : await this.branches.pauseRefusal(input.sede);
    if (paused) throw new AppError(422, paused);

    let mesa: NewOrder['mesa'] = null;
    if (input.tipo_pedido === 'MESA') {
      if (!staffMode)
        throw new AppError(422, 'Los pedidos a la mesa los registra el personal de la sede.');
      if (!input.mesaId) throw incomplete('mesaId', 'Elige una mesa.');
      [mesa = null] = await this.db
        .select({ id: t.mesas.id, nombre: t.mesas.nombre })
        .from(t.mesas)
        .where(and(eq(t.mesas.id, input.mesaId), eq(t.mesas.sedeId, input.sede)));
      if (!mesa) throw new AppError(422, 'La mesa no pertenece a esta sede.');
    }
    let delivery: DeliveryQuote | null = null;
    if (input.tipo_pedido === 'DOMICILIO') {
      if (!input.direccion) throw incomplete('direccion', 'Indica la dirección de entrega.');
      delivery = await this.deliveryFor(input.sede, input.direccion);
    }

    const { snapshot, lines, promos } = await this.priceOrder(
      input,
      caller,
      staffMode,
      sede,
      delivery,
    );
    if (promos.codeRefusal) {
      const status = isUsedUp(promos.codeRefusal) ? 409 : 422;
      throw new AppError(status, promos.codeRefusal, { codigo_cupon: [promos.codeRefusal] });
    }
    const { totals } = promos.outcome;
    if (delivery?.minimo && totals.productos < delivery.minimo.valor) {
      throw new AppError(422, minimumOrderMessage(delivery.minimo.zona, delivery.minimo.valor));
    }
    // Cash: paying with less than the total would leave the courier short.
    const pagaCon = input.paga_con ?? null;
    if (pagaCon !== null && pagaCon < totals.total) {
      const message = PAYMENT_MESSAGES.belowTotal(totals.total);
      throw new AppError(400, message, { paga_con: [message] });
    }

    const timing = await this.scheduling.timing(
      input.sede,
      input.tipo_pedido,
      input.programado_para,
      delivery?.duracionMin ?? 0,
    );
    const token = newTrackingToken();
    const now = this.clock.now();
    // An order for later is accepted at once: its slot was free, and the kitchen has it in time.
    const estado = staffMode || timing.programadoPara ? 'ACEPTADO' : 'PENDIENTE';
    const order: NewOrder = {
      sede: {
        id: sede.id,
        nombre: sede.nombre,
        direccion: sede.direccion,
        telefono: sede.telefono,
      },
      // A staff-mode order belongs to its customer, not to the staff member who took it.
      usuarioId: staffMode ? null : userId,
      invitado:
        (staffMode || !caller) && customer
          ? { nombre: customer.nombre, numero: customer.numero ?? '' }
          : null,
      tipoPedido: input.tipo_pedido,
      estado,
      fecha: now,
      totals,
      cupon: promos.cupon,
      promociones: promos.outcome.aplicadas,
      cliente: promos.cliente,
      mesa,
      creadoDesdeAdmin: staffMode,
      creadoPorId: staffMode ? userId : null,
      metodoPago: input.metodo_pago ?? 'EFECTIVO',
      pagaCon,
      pago:
        input.metodo_pago === 'EN_LINEA'
          ? { estado: 'PENDIENTE_PAGO', venceEn: new Date(now.getTime() + PAYMENT_WINDOW_MS) }
          : null,
      historialUsuarioId: userId,
      tokenHash: hashTrackingToken(token),
      idempotencyKey: key?.scoped ?? null,
      tokenSellado: key ? sealToken(token, key.raw, userId) : null,
      tokenEnlace: this.linkSecret ? sealLinkToken(token, this.linkSecret) : null,
      direccion: delivery && {
        direccion_entrega: delivery.direccion,
        instrucciones: delivery.instrucciones,
        lat: delivery.lat,
        lng: delivery.lng,
        distanciaKm: delivery.distanciaKm,
        duracionMin: delivery.duracionMin,
      },
      lines,
      timing,
    };
    // One statement claims the slot and the coupon and stores the order: one transaction, so only one
    // order can flip `usado`, and no order without its coupon.
    const created = await insertOrder(this.prepared, order, snapshot).catch((err: unknown) => {
      // One of its promotions ran out meanwhile: the statement took nothing (decision 039).
      if (pgErrorCode(err) === PROMOTION_GONE) {
        throw new AppError(409, PROMOTION_MESSAGES.goneMeanwhile);
      }
      throw err;
    });
    if (!created) throw await this.refused(order);
    for (const listener of this.createdListeners) {
      listener({
        id: created.id,
        tipoPedido: order.tipoPedido,
        metodoPago: order.metodoPago,
        announced: !order.pago,
      });
    }
    // Committed: now the boards hear of it, without waiting for the NOTIFY (order-events.ts).
    // Only here, so a replay, or the loser of a double submit, sends no second event. An order
    // paid online reaches the board once paid (payments.service.ts publishes it then).
    if (!order.pago) {
      this.publish({
        type: 'pedido_creado',
        pedido: {
          id: created.id,
          sede: sede.id,
          usuario: order.usuarioId,
          estado,
          activo: true,
          tipo_pedido: input.tipo_pedido,
        },
      });
    }
    // Its table is now taken and shows this order (the statement set it OCUPADA).
    if (mesa) this.publish({ type: 'mesa_actualizada', mesa: { id: mesa.id, sede: sede.id } });
    return { ...created, token };
  }

  /**
   * Why the order's statement stored nothing: its slot was full (the day's next free slots are
   * named), or its coupon was used by another order meanwhile (the slot it took is given back).
   */
  private async refused(order: NewOrder): Promise<AppError> {
    const { franja, capacidad } = order.timing;
    const [coupon] = order.cupon
      ? await this.db
          .select({ usado: t.cupones.usado })
          .from(t.cupones)
          .where(eq(t.cupones.id, order.cupon.id))
      : [];
    if (franja && capacidad !== null && (!order.cupon || coupon?.usado === false)) {
      const ymd = bogotaParts(franja).ymd;
      return this.scheduling.slotGone(
        await this.scheduling.day(
          order.sede.id,
          order.tipoPedido,
          ymd,
          order.direccion?.duracionMin ?? 0,
        ),
        franja,
      );
    }
    await SchedulingService.release(this.db, {
      sedeId: order.sede.id,
      tipoPedido: order.tipoPedido,
      franja,
    });
    return new AppError(409, PROMOTION_MESSAGES.codeUsed, {
      codigo_cupon: [PROMOTION_MESSAGES.codeUsed],
    });
  }

  /**
   * The order's lines priced from the catalog (refusing what the branch does not sell now), and
   * the promotions they get with the code (`codigo_cupon`) if one was typed.
   */
  private async priceOrder(
    input: OrderInput,
    caller: AuthContext | null,
    staffMode: boolean,
    sede: { id: number; nombre: string },
    delivery: DeliveryQuote | null,
  ): Promise<{ snapshot: CatalogSnapshot; lines: PricedLine[]; promos: OrderPromotions }> {
    const [snapshot, agotados] = await Promise.all([
      this.catalog.getSnapshot(),
      this.soldOut.current(input.sede),
    ]);
    const lines = input.productosPedidos.map((line) =>
      priceLine(snapshot, input.sede, line, agotados),
    );
    const customer = input.invitado ?? null;
    const promos = await this.promotions.forOrder(promoLinesOf(lines, snapshot), {
      sede: { id: sede.id, nombre: sede.nombre },
      tipoPedido: input.tipo_pedido,
      canal: staffMode ? 'PERSONAL' : 'WEB',
      domicilio: delivery?.fee ?? 0,
      // A staff-mode order's customer is its guest, counted by phone.
      usuarioId: staffMode ? null : (caller?.user.id ?? null),
      telefono: staffMode || !caller ? (customer?.numero ?? null) : null,
      codigo: input.codigo_cupon || null,
    });
    return { snapshot, lines, promos };
  }

  /**
   * 'Aplicar código' at checkout: what the order would get with `codigo`, priced as placing it
   * would (its lines, its delivery fee, its customer), or why the code does not apply.
   */
  async checkCode(
    codigo: string,
    input: OrderInput,
    caller: AuthContext | null,
  ): Promise<ValidacionCodigo> {
    const staffMode =
      input.creado_desde_admin === true &&
      caller?.permisos.has('gestionar_pedidos') === true &&
      caller.sedeIds.has(input.sede);
    const sede = await this.branches.findRow(input.sede);
    const delivery =
      input.tipo_pedido === 'DOMICILIO' && input.direccion
        ? await this.deliveryFor(input.sede, input.direccion)
        : null;
    const { promos } = await this.priceOrder(
      { ...input, codigo_cupon: codigo },
      caller,
      staffMode,
      sede,
      delivery,
    );
    const { totals, aplicadas } = promos.outcome;
    return {
      codigo: codigo.trim().toUpperCase(),
      aplica: promos.outcome.codigo?.aplica === true,
      motivo: promos.outcome.codigo?.motivo ?? null,
      promociones: aplicadas.map(({ id, nombre, tipo, codigo, descuento }) => ({
        id,
        nombre,
        tipo,
        codigo,
        descuento,
      })),
      subtotal_productos: totals.productos,
      costo_domicilio: totals.domicilio,
      descuento: totals.descuento,
      total: totals.total,
    };
  }

  /** Resolves a delivery address and quotes it for the branch; refuses one out of its areas. */
  async deliveryFor(
    sedeId: number,
    direccion: NonNullable<OrderInput['direccion']>,
  ): Promise<DeliveryQuote> {
    const place = await this.geo.resolve(direccion.place_id, direccion.direccion_entrega);
    if (!place) {
      const unreadable = !parseColombianAddress(direccion.direccion_entrega);
      throw new AppError(422, unreadable ? ADDRESS_UNREADABLE : ORDER_MESSAGES.addressNotFound);
    }
    const quote = await this.geo.quote(sedeId, place);
    if (!quote.dentro_de_cobertura) throw new AppError(422, ORDER_MESSAGES.outsideArea);
    return {
      direccion: place.direccion,
      instrucciones: direccion.instrucciones ?? '',
      lat: place.lat,
      lng: place.lng,
      distanciaKm: quote.distancia_km,
      duracionMin: quote.duracion_min,
      fee: quote.costo_domicilio,
      minimo:
        quote.zona && quote.pedido_minimo > 0
          ? { zona: quote.zona.nombre, valor: quote.pedido_minimo }
          : null,
    };
  }
}
