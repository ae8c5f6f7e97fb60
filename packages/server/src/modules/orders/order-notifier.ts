import {
  ORDER_TEMPLATES,
  orderMessage,
  type OrderTemplate,
  templateFor,
} from '@horno/domain/order-notifications';
import { firstName } from '@horno/domain/deliveries';
import { phoneProblem } from '@horno/domain/phone';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { type MessageSender, toInternational } from '../../integrations/messaging/message-sender';
import { isOrderEvent, type LiveEvent } from '../../realtime/order-events';
import { openLinkToken } from './order-token';

/**
 * The customer's WhatsApp messages as their order moves (issue 14, decision 015): accepted, on
 * its way, ready for pick-up, cancelled, and an online payment rejected. Fed by the order events this instance publishes; each
 * goes through the sender's outbox once per order and template, so a state undone and done
 * again sends nothing twice. A failure is logged and never reaches the staff member's request.
 */
export class OrderNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly options: { publicUrl: string; linkSecret: string | undefined },
    private readonly log: FastifyBaseLogger,
  ) {}

  onEvent(event: LiveEvent): void {
    if (!isOrderEvent(event) || !event.pedido.activo) return;
    // Most events send nothing (a customer's new order, 'En preparación'): no query for them.
    if (!templateFor(event.pedido.estado, event.pedido.tipo_pedido)) return;
    this.track(event.pedido.id, this.notify(event.pedido.id));
  }

  /** 'pago_rechazado': an online payment attempt (`referencia`) of the order was rejected. */
  paymentRejected(id: number, referencia: string): void {
    this.track(id, this.notify(id, { template: ORDER_TEMPLATES.paymentRejected, key: referencia }));
  }

  /** 'pedido_modificado': staff changed the order (`cambio`) and its total is now `total`. */
  totalChanged(id: number, cambio: number, total: number): void {
    this.track(id, this.notify(id, { template: ORDER_TEMPLATES.changed, key: `${cambio}`, total }));
  }

  /** 'pedido_llegando': its rider is about two minutes away (issue 33); once per order. */
  arriving(id: number): void {
    this.track(id, this.notify(id, { template: ORDER_TEMPLATES.arriving, key: 'llegando' }));
  }

  /** 'pedido_reprogramado': staff moved the order to another time (`cambio`), as agreed. */
  timeChanged(id: number, cambio: number): void {
    this.track(id, this.notify(id, { template: ORDER_TEMPLATES.rescheduled, key: `${cambio}` }));
  }

  private track(id: number, work: Promise<void>): void {
    const logged = work.catch((err: unknown) =>
      this.log.error({ err, pedido: id }, 'order message failed'),
    );
    this.inFlight.add(logged);
    void logged.finally(() => this.inFlight.delete(logged));
  }

  /** Resolves once the messages already asked for are written (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async notify(
    id: number,
    /** A message of its own (not a state's), sent once per `key`. */
    own?: { template: OrderTemplate; key: string; total?: number },
  ): Promise<void> {
    const [row] = await this.db
      .select({
        estado: t.pedidos.estado,
        tipo: t.pedidos.tipoPedido,
        activo: t.pedidos.activo,
        sinMensajes: t.pedidos.sinMensajes,
        programadoPara: t.pedidos.programadoPara,
        tokenEnlace: t.pedidos.tokenEnlace,
        sede: t.sedes.nombre,
        invitado: { nombre: t.invitados.nombre, numero: t.invitados.numero },
        usuario: { nombre: t.usuarios.firstName, numero: t.usuarios.numero },
      })
      .from(t.pedidos)
      .innerJoin(t.sedes, eq(t.sedes.id, t.pedidos.sedeId))
      .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
      .where(eq(t.pedidos.id, id));
    // On its way: the rider of its last trip, if the branch's dispatch sent it (issue 33).
    const [rider] =
      row?.estado === 'ENVIADO'
        ? await this.db
            .select({ nombre: t.usuarios.firstName })
            .from(t.entregas)
            .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
            .innerJoin(t.usuarios, eq(t.usuarios.id, t.viajes.repartidorId))
            .where(eq(t.entregas.pedidoId, id))
            .orderBy(desc(t.entregas.id))
            .limit(1)
        : [];
    // Read after the commit: the state it is in now (a quick undo sends what stands).
    if (!row || !row.activo || row.sinMensajes) return;
    // A table's customer sees their changed order at the table.
    if (own?.template === ORDER_TEMPLATES.changed && row.tipo === 'MESA') return;
    const customer = row.invitado?.numero ? row.invitado : row.usuario;
    const numero = customer?.numero ?? '';
    // A landline given at the counter cannot take a WhatsApp message.
    if (!numero || phoneProblem(numero, 'mobile')) return;
    const message = orderMessage(
      {
        id,
        estado: row.estado,
        tipo: row.tipo,
        cliente: customer?.nombre ?? '',
        sede: row.sede,
        link: this.link(row.tokenEnlace),
        total: own?.total,
        programadoPara: row.programadoPara,
        repartidor: rider ? firstName(rider.nombre) : null,
      },
      own?.template,
    );
    if (!message) return;
    await this.sender.send({
      to: toInternational(numero),
      template: message.template,
      params: message.params,
      body: message.body,
      // A rejected payment is told once per attempt, a change once; a state once per order.
      key: `pedido:${id}:${message.template}${own ? `:${own.key}` : ''}`,
    });
  }

  /** The order's tracking page, or the site when its token cannot be opened (no secret). */
  private link(sealed: string | null): string {
    const site = this.options.publicUrl.replace(/\/$/, '');
    const token =
      sealed && this.options.linkSecret ? openLinkToken(sealed, this.options.linkSecret) : null;
    return token ? `${site}/buscar-estado-pedido/${token}` : site;
  }
}
