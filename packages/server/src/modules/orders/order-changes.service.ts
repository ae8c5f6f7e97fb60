import {
  type ChangedLine,
  changedLineText,
  ORDER_CHANGE_MESSAGES,
  type OrderChangeDetail,
  type OrderChangeInputSchema,
  typeChangeText,
} from '@horno/domain/order-changes';
import { bogotaParts } from '@horno/domain/bogota-time';
import { formatDayLong, formatTime } from '@horno/domain/dates';
import { minimumOrderMessage } from '@horno/domain/delivery-areas';
import { formatCOP } from '@horno/domain/money';
import { CHANGEABLE_STATES, ESTADO_PEDIDO_LABELS } from '@horno/domain/order-states';
import type { Order, OrderLine } from '@horno/domain/orders';
import { orderTotals } from '@horno/domain/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { assertVersion } from '../../lib/record-versions';
import { orderUpdated, type PublishOrderEvent } from '../../realtime/order-events';
import type { AuthContext } from '../auth/auth.queries';
import type { CatalogSnapshot } from '../catalog/catalog.queries';
import type { CatalogService } from '../catalog/catalog.service';
import type { SoldOutService } from '../catalog/sold-out.service';
import { type PricedLine, priceLine, promoLinesOf } from './order-pricing';
import { repriceOrderPromotions } from '../promotions/promotions.queries';
import { SchedulingService } from '../scheduling/scheduling.service';
import { loadOrders } from './orders.queries';
import type { DeliveryQuote, OrdersService } from './orders.service';

type ChangeInput = z.output<typeof OrderChangeInputSchema>;
type ChangeLine = ChangeInput['productosPedidos'][number];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What makes two lines the same thing to make: product, half, size, additions, options. */
function configKey(line: {
  producto: number | null;
  mitad: number | null;
  especial: number | null;
  medida: number | null;
  adiciones: readonly number[];
  configuraciones: Record<string, readonly number[]>;
}): string {
  const config = Object.keys(line.configuraciones)
    .filter((k) => (line.configuraciones[k]?.length ?? 0) > 0)
    .sort()
    .map((k) => `${k}:${[...line.configuraciones[k]!].sort((a, b) => a - b).join('.')}`);
  return [
    line.producto ?? '-',
    line.mitad ?? '-',
    line.especial ?? '-',
    line.medida ?? '-',
    [...line.adiciones].sort((a, b) => a - b).join('.'),
    config.join(','),
  ].join('|');
}

const storedKey = (l: OrderLine) =>
  configKey({
    producto: l.producto?.id ?? null,
    mitad: l.producto_mitad?.id ?? null,
    especial: l.producto_especial?.id ?? null,
    medida: l.medida?.id ?? null,
    adiciones: l.adiciones.map((a) => a.ingrediente.id),
    configuraciones: l.configuraciones,
  });

const inputKey = (l: ChangeLine) =>
  configKey({
    producto: l.producto ?? null,
    mitad: l.producto_mitad ?? null,
    especial: l.producto_especial ?? null,
    medida: l.medida ?? null,
    adiciones: [...new Set(l.adiciones.map((a) => a.ingrediente))],
    configuraciones: Object.fromEntries(
      Object.entries(l.configuraciones).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]),
    ),
  });

/** A stored line as the kitchen reads it, to keep in a change's record once it is gone. */
function asChanged(line: OrderLine, categoria: number | null): ChangedLine {
  return {
    linea: line.id,
    nombre: line.nombre,
    cantidad: line.cantidad,
    medida: line.medida?.label ?? null,
    mitad: line.producto_mitad?.nombre ?? null,
    adiciones: line.adiciones.map((a) => a.ingrediente.nombre),
    selecciones: line.selecciones.map((s) => ({ seccion: s.seccion, opcion: s.opcion })),
    observaciones: line.observaciones,
    categoria,
  };
}

function categoryOf(
  catalog: CatalogSnapshot,
  line: { productoId: number | null; productoEspecialId: number | null },
): number | null {
  if (line.productoId !== null)
    return catalog.productos.find((p) => p.id === line.productoId)?.categoria ?? null;
  if (line.productoEspecialId !== null)
    return catalog.especiales.find((e) => e.id === line.productoEspecialId)?.categoria ?? null;
  return null;
}

const storedCategory = (catalog: CatalogSnapshot, line: OrderLine) =>
  categoryOf(catalog, {
    productoId: line.producto?.id ?? null,
    productoEspecialId: line.producto_especial?.id ?? null,
  });

/**
 * Staff change a placed order from the board until it is Preparado (issue 31, part 4): lines
 * added, taken out or changed, quantities, observations, the type, the address or the table.
 * The server prices it again with the order's own rules: a kept line keeps the price it was sold
 * at, a new one is priced from today's catalog (and refused if sold out); the coupon's percentage
 * and, for a new address, the delivery fee are applied again. Each change is recorded with who
 * made it and what it did; the kitchen's stations whose lines changed get the ticket back,
 * marked 'Modificado'.
 */
export class OrderChangesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly soldOut: SoldOutService,
    private readonly orders: OrdersService,
    private readonly publish: PublishOrderEvent,
    private readonly scheduling: SchedulingService,
    /** Tells the customer when the total changed (WhatsApp). */
    private readonly onTotalChanged: (pedidoId: number, cambioId: number, total: number) => void,
    /** Tells the customer their order's time moved (WhatsApp). */
    private readonly onTimeChanged: (pedidoId: number, cambioId: number) => void,
  ) {}

  async change(
    caller: AuthContext,
    id: number,
    input: ChangeInput,
    ifMatch: string | undefined,
  ): Promise<Order> {
    const before = (await loadOrders(this.db, [id]))[0];
    if (!before || !caller.sedeIds.has(before.sede.id)) throw notFound('Pedido no encontrado');
    const sedeId = before.sede.id;
    const ids = input.productosPedidos.flatMap((l) => (l.id === undefined ? [] : [l.id]));
    if (new Set(ids).size !== ids.length)
      throw badRequest('Una línea del pedido aparece dos veces.', {
        productosPedidos: ['Una línea del pedido aparece dos veces.'],
      });

    // What needs the network or the catalog is done before the transaction.
    const [snapshot, agotados] = await Promise.all([
      this.catalog.getSnapshot(),
      this.soldOut.current(sedeId),
    ]);
    const quote = await this.newAddress(before, input);
    // Another time, agreed with the customer: the new slot is checked as a new order's is.
    const movesTime =
      input.programado_para !== undefined &&
      (input.programado_para ? Date.parse(input.programado_para) : null) !==
        (before.programado_para ? Date.parse(before.programado_para) : null);
    const timing = movesTime
      ? await this.scheduling.timing(
          sedeId,
          input.tipo_pedido,
          input.programado_para,
          quote?.duracionMin ?? 0,
        )
      : null;

    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'pedido', id, ifMatch);
      const [row] = await tx.select().from(t.pedidos).where(eq(t.pedidos.id, id)).for('update');
      if (!row) throw notFound('Pedido no encontrado');
      if (row.metodoPago === 'EN_LINEA' && row.pagadoEn === null)
        throw new AppError(409, ORDER_CHANGE_MESSAGES.notOnBoard);
      if (!row.activo || !CHANGEABLE_STATES.includes(row.estado))
        throw new AppError(
          409,
          ORDER_CHANGE_MESSAGES.tooLate(row.activo ? ESTADO_PEDIDO_LABELS[row.estado] : 'Inactivo'),
        );
      // Read again under the lock: another change may have committed since the first read.
      const current = (await loadOrders(tx as unknown as Db, [id]))[0]!;
      const stored = new Map(current.productos_pedidos.map((l) => [l.id, l]));

      const detail: OrderChangeDetail = {
        textos: [],
        agregadas: [],
        quitadas: [],
        cantidades: [],
        observaciones: [],
      };
      const kept: { line: OrderLine; cantidad: number; observaciones: string }[] = [];
      const added: PricedLine[] = [];
      for (const line of input.productosPedidos) {
        const old = line.id === undefined ? undefined : stored.get(line.id);
        if (line.id !== undefined && !old)
          throw new AppError(409, ORDER_CHANGE_MESSAGES.unknownLine);
        if (old && storedKey(old) === inputKey(line)) {
          kept.push({
            line: old,
            cantidad: line.cantidad,
            observaciones: line.observaciones.trim(),
          });
        } else {
          added.push(priceLine(snapshot, sedeId, line, agotados));
        }
      }
      const keptIds = new Set(kept.map((k) => k.line.id));
      const removed = current.productos_pedidos.filter((l) => !keptIds.has(l.id));

      const priced = orderTotals(
        [
          ...kept.map((k) => ({
            unitPrice: k.line.precio_unitario_aplicado,
            cantidad: k.cantidad,
          })),
          ...added.map((l) => ({ unitPrice: l.unitPrice, cantidad: l.cantidad })),
        ],
        {
          domicilio:
            input.tipo_pedido !== 'DOMICILIO'
              ? 0
              : quote
                ? quote.fee
                : row.tipoPedido === 'DOMICILIO'
                  ? row.costoDomicilio
                  : 0,
        },
      );
      // The promotions the order got, priced again over its new lines (decision 039).
      const promotions = await repriceOrderPromotions(
        tx,
        id,
        [
          ...promoLinesOf(
            kept.map((k) => ({
              productoId: k.line.producto?.id ?? null,
              productoEspecialId: k.line.producto_especial?.id ?? null,
              medidaId: k.line.medida?.id ?? null,
              unitPrice: k.line.precio_unitario_aplicado,
              cantidad: k.cantidad,
            })),
            snapshot,
          ),
          ...promoLinesOf(added, snapshot),
        ],
        { tipoPedido: input.tipo_pedido, domicilio: priced.domicilio },
      );
      const descuento = promotions.reduce((sum, p) => sum + p.descuento, 0);
      const totals = { ...priced, descuento, total: priced.subtotal - descuento };

      // Where it goes: a delivery needs an address and a phone, a table order its table.
      const mesaId = await this.table(tx, row, input);
      if (input.tipo_pedido === 'DOMICILIO') {
        if (!quote && !current.direccion)
          throw badRequest('Indica la dirección de entrega.', {
            direccion: ['Indica la dirección de entrega.'],
          });
        if (!(current.invitado?.numero || current.usuario?.numero))
          throw new AppError(422, ORDER_CHANGE_MESSAGES.customerPhone);
        if (quote?.minimo && totals.productos < quote.minimo.valor)
          throw new AppError(422, minimumOrderMessage(quote.minimo.zona, quote.minimo.valor));
      }

      // How it is paid: cash must still cover it, an online payment is topped up in cash.
      let pagaCon = row.pagaCon;
      let saldo: number | null = null;
      if (row.metodoPago === 'EFECTIVO') {
        if (input.paga_con !== undefined) pagaCon = input.paga_con;
        if (pagaCon !== null && pagaCon < totals.total) {
          const message = ORDER_CHANGE_MESSAGES.pagaConShort(pagaCon, totals.total);
          throw new AppError(422, message, { paga_con: [message] });
        }
      } else if (row.metodoPago === 'EN_LINEA') {
        const pagado = await this.paidOnline(tx, id);
        saldo = totals.total - pagado;
        if (saldo > 0 && !input.diferencia_en_efectivo) {
          const message = ORDER_CHANGE_MESSAGES.paidShort(pagado, totals.total);
          throw new AppError(409, message, { diferencia_en_efectivo: [message] });
        }
        if (saldo === 0) saldo = null;
      }

      // The record: what changed, in sentences and for the kitchen.
      for (const k of kept) {
        if (k.cantidad !== k.line.cantidad) {
          detail.cantidades.push({ linea: k.line.id, antes: k.line.cantidad, despues: k.cantidad });
          detail.textos.push(
            `Cambió la cantidad de ${k.line.nombre}${k.line.medida ? ` · ${k.line.medida.label}` : ''}: ${k.line.cantidad} → ${k.cantidad}`,
          );
        }
        if (k.observaciones !== k.line.observaciones) {
          detail.observaciones.push({
            linea: k.line.id,
            antes: k.line.observaciones,
            despues: k.observaciones,
          });
          detail.textos.push(
            k.observaciones
              ? `Observaciones de ${k.line.nombre}: «${k.observaciones}»`
              : `Quitó las observaciones de ${k.line.nombre}`,
          );
        }
      }
      for (const line of removed) {
        detail.quitadas.push(asChanged(line, storedCategory(snapshot, line)));
        detail.textos.push(
          `Quitó ${changedLineText({ ...line, medida: line.medida?.label ?? null })}`,
        );
      }
      const medidaLabel = (id: number | null) =>
        snapshot.medidas.find((m) => m.id === id)?.label ?? null;
      for (const line of added)
        detail.textos.push(
          `Agregó ${changedLineText({ ...line, medida: medidaLabel(line.medidaId) })}`,
        );
      if (input.tipo_pedido !== row.tipoPedido)
        detail.textos.push(typeChangeText(row.tipoPedido, input.tipo_pedido));
      if (quote && current.direccion && quote.direccion !== current.direccion.direccion_entrega)
        detail.textos.push(
          `Cambió la dirección: ${current.direccion.direccion_entrega} → ${quote.direccion}`,
        );
      else if (quote && !current.direccion)
        detail.textos.push(`Dirección de entrega: ${quote.direccion}`);
      const instrucciones = input.direccion?.instrucciones.trim();
      if (
        input.tipo_pedido === 'DOMICILIO' &&
        instrucciones !== undefined &&
        current.direccion &&
        instrucciones !== current.direccion.instrucciones
      )
        detail.textos.push(`Indicaciones de entrega: «${instrucciones}»`);
      if (input.tipo_pedido === 'MESA' && row.tipoPedido === 'MESA' && mesaId !== row.mesaId)
        detail.textos.push('Cambió la mesa');
      if (pagaCon !== row.pagaCon)
        detail.textos.push(
          pagaCon === null ? 'Paga con el valor exacto' : `Paga con ${formatCOP(pagaCon)}`,
        );
      if (timing)
        detail.textos.push(
          timing.programadoPara
            ? `Cambió la hora: para el ${formatDayLong(bogotaParts(timing.programadoPara).ymd)}, ${formatTime(timing.programadoPara)}`
            : 'Cambió la hora: lo antes posible',
        );
      if (detail.textos.length === 0) throw new AppError(422, ORDER_CHANGE_MESSAGES.nothingChanged);

      // The writes.
      if (removed.length > 0)
        await tx.delete(t.pedidoProductos).where(
          inArray(
            t.pedidoProductos.id,
            removed.map((l) => l.id),
          ),
        );
      for (const k of kept) {
        if (k.cantidad === k.line.cantidad && k.observaciones === k.line.observaciones) continue;
        await tx
          .update(t.pedidoProductos)
          .set({ cantidad: k.cantidad, observaciones: k.observaciones })
          .where(eq(t.pedidoProductos.id, k.line.id));
        // More of it, or made another way: it is to make again.
        if (k.cantidad > k.line.cantidad || k.observaciones !== k.line.observaciones)
          await tx.delete(t.lineasHechas).where(eq(t.lineasHechas.pedidoProductoId, k.line.id));
      }
      if (timing) {
        // The old slot's place is given back and the new one claimed against its capacity.
        await SchedulingService.release(tx, row);
        const claimed = await SchedulingService.claim(
          tx,
          { sedeId, tipoPedido: input.tipo_pedido, franja: timing.franja },
          timing.capacidad,
        );
        if (!claimed)
          throw this.scheduling.slotGone(
            await this.scheduling.day(
              sedeId,
              input.tipo_pedido,
              bogotaParts(timing.franja!).ymd,
              quote?.duracionMin ?? 0,
            ),
            timing.franja,
          );
        await tx
          .update(t.pedidos)
          .set({
            programadoPara: timing.programadoPara,
            entregaEstimada: timing.entregaEstimada,
            franja: timing.franja,
            cocinaDesde: timing.cocinaDesde,
            cocinaAvisada: false,
          })
          .where(eq(t.pedidos.id, id));
      }
      detail.agregadas = await insertLines(tx, id, added);
      await this.writeAddress(tx, id, input, quote);
      await tx
        .update(t.pedidos)
        .set({
          tipoPedido: input.tipo_pedido,
          mesaId,
          subtotalProductos: totals.productos,
          costoDomicilio: totals.domicilio,
          descuentoCupon: totals.descuento,
          totalPedido: totals.total,
          pagaCon,
          saldoPendiente: saldo,
        })
        .where(eq(t.pedidos.id, id));
      if (mesaId !== null && mesaId !== row.mesaId)
        await tx.update(t.mesas).set({ estado: 'OCUPADA' }).where(eq(t.mesas.id, mesaId));
      const [cambio] = await tx
        .insert(t.cambiosPedido)
        .values({
          pedidoId: id,
          usuarioId: caller.user.id,
          totalAnterior: row.totalPedido,
          totalNuevo: totals.total,
          detalle: detail,
          creadoEn: now,
        })
        .returning({ id: t.cambiosPedido.id });

      // The stations that make a changed line take the ticket back, even if they had bumped it.
      const categories = [
        ...detail.quitadas.map((q) => q.categoria),
        ...added.map((l) => categoryOf(snapshot, l)),
        ...kept
          .filter((k) => k.cantidad !== k.line.cantidad || k.observaciones !== k.line.observaciones)
          .map((k) => storedCategory(snapshot, k.line)),
      ].filter((c): c is number => c !== null);
      await tx.execute(sql`
        DELETE FROM ${t.ticketsListos} WHERE ${t.ticketsListos.pedidoId} = ${id}
        AND ${t.ticketsListos.estacionId} IN (
          SELECT e.id FROM ${t.estaciones} e WHERE e.sede_id = ${sedeId} AND (e.expedidor OR EXISTS (
            SELECT 1 FROM ${t.estacionCategorias} ec WHERE ec.estacion_id = e.id
            AND ec.categoria_id = ANY(${sql.param(categories.length ? categories : [0])}::int[]))))`);
      return {
        event: orderUpdated({ ...row, tipoPedido: input.tipo_pedido }),
        cambioId: cambio!.id,
        totalChanged: totals.total !== row.totalPedido ? totals.total : null,
        timeChanged: timing !== null,
        mesaTaken: mesaId !== null && mesaId !== row.mesaId ? mesaId : null,
      };
    });
    this.publish(result.event);
    if (result.mesaTaken !== null)
      this.publish({ type: 'mesa_actualizada', mesa: { id: result.mesaTaken, sede: sedeId } });
    if (result.totalChanged !== null) this.onTotalChanged(id, result.cambioId, result.totalChanged);
    if (result.timeChanged) this.onTimeChanged(id, result.cambioId);
    return (await loadOrders(this.db, [id]))[0]!;
  }

  /** A new delivery address to quote: one given that differs from the order's, or its first. */
  private async newAddress(before: Order, input: ChangeInput): Promise<DeliveryQuote | null> {
    if (input.tipo_pedido !== 'DOMICILIO' || !input.direccion) return null;
    const same =
      before.direccion?.direccion_entrega === input.direccion.direccion_entrega.trim() &&
      !input.direccion.place_id;
    if (same) return null;
    return this.orders.deliveryFor(before.sede.id, input.direccion);
  }

  /** The table of a table order: the one asked for, or the one it has. */
  private async table(
    tx: Tx,
    row: typeof t.pedidos.$inferSelect,
    input: ChangeInput,
  ): Promise<number | null> {
    if (input.tipo_pedido !== 'MESA') return null;
    const mesaId = input.mesaId ?? (row.tipoPedido === 'MESA' ? row.mesaId : null);
    if (!mesaId) throw badRequest('Elige una mesa.', { mesaId: ['Elige una mesa.'] });
    const [mesa] = await tx
      .select({ id: t.mesas.id })
      .from(t.mesas)
      .where(and(eq(t.mesas.id, mesaId), eq(t.mesas.sedeId, row.sedeId)));
    if (!mesa) throw new AppError(422, 'La mesa no pertenece a esta sede.');
    return mesa.id;
  }

  /** What was paid online for the order, in pesos. */
  private async paidOnline(tx: Tx, id: number): Promise<number> {
    const [paid] = await tx
      .select({ centavos: sql<number>`coalesce(sum(${t.pagos.montoCentavos}), 0)::int` })
      .from(t.pagos)
      .where(and(eq(t.pagos.pedidoId, id), eq(t.pagos.estado, 'PAGADO')));
    return Math.round((paid?.centavos ?? 0) / 100);
  }

  private async writeAddress(
    tx: Tx,
    id: number,
    input: ChangeInput,
    quote: DeliveryQuote | null,
  ): Promise<void> {
    if (input.tipo_pedido !== 'DOMICILIO') {
      await tx.delete(t.direccionesPedido).where(eq(t.direccionesPedido.pedidoId, id));
      return;
    }
    if (quote) {
      const values = {
        direccionEntrega: quote.direccion,
        instrucciones: input.direccion?.instrucciones.trim() ?? '',
        lat: quote.lat,
        lng: quote.lng,
        distanciaKm: quote.distanciaKm,
        duracionMin: quote.duracionMin,
      };
      await tx.delete(t.direccionesPedido).where(eq(t.direccionesPedido.pedidoId, id));
      await tx.insert(t.direccionesPedido).values({ pedidoId: id, ...values });
    } else if (input.direccion) {
      await tx
        .update(t.direccionesPedido)
        .set({ instrucciones: input.direccion.instrucciones.trim() })
        .where(eq(t.direccionesPedido.pedidoId, id));
    }
  }
}

/** Adds priced lines to an order, with their additions and options; answers their new ids. */
async function insertLines(tx: Tx, pedidoId: number, lines: readonly PricedLine[]) {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(t.pedidoProductos)
    .values(
      lines.map((l) => ({
        pedidoId,
        productoId: l.productoId,
        productoMitadId: l.productoMitadId,
        productoEspecialId: l.productoEspecialId,
        nombre: l.nombre,
        cantidad: l.cantidad,
        observaciones: l.observaciones,
        medidaId: l.medidaId,
        precioUnitarioAplicado: l.unitPrice,
        descuentoPorcentaje: l.descuentoPorcentaje,
      })),
    )
    .returning({ id: t.pedidoProductos.id });
  const ids = rows.map((r) => r.id);
  const additions = lines.flatMap((l, i) =>
    l.adiciones.map((a) => ({ pedidoProductoId: ids[i]!, ...a })),
  );
  const selections = lines.flatMap((l, i) =>
    l.selecciones.map((s) => ({ pedidoProductoId: ids[i]!, ...s })),
  );
  if (additions.length > 0) await tx.insert(t.pedidoProductoAdiciones).values(additions);
  if (selections.length > 0) await tx.insert(t.pedidoProductoSelecciones).values(selections);
  return ids;
}
