import { randomInt } from 'node:crypto';
import type { Negocio } from '@horno/domain/business-identity';
import { KITCHEN_MESSAGES } from '@horno/domain/kitchen';
import type { Order } from '@horno/domain/orders';
import {
  type AnchoPapel,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
} from '@horno/domain/print-protocol';
import {
  type Impresora,
  type ImpresionEstacion,
  type ImpresionSede,
  type ImpresoraInput,
  ImpresoraInputSchema,
  PAIRING_CODE_MINUTES,
  PRINTING_MESSAGES,
  type Trabajo,
} from '@horno/domain/printing';
import { and, desc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { isOrderEvent, type LiveEvent } from '../../realtime/order-events';
import { assertSedeAccess } from '../auth/auth.guard';
import type { AuthContext } from '../auth/auth.queries';
import { generateToken, hashToken } from '../auth/tokens';
import {
  changeTouches,
  IN_KITCHEN,
  kitchenTimeCame,
  type KitchenService,
  RECOVERABLE,
} from '../kitchen/kitchen.service';
import { ON_THE_BOARD } from '../orders/board.service';
import type { PrintAgentHub } from './print-agents';
import { kitchenTicket, receiptTicket } from './print-layouts';

const j = t.trabajosImpresion;
const i = t.impresoras;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Latest jobs a branch's printing page lists. */
const LATEST_JOBS = 50;
/** An agent seen by the database this recently (its heartbeat is every 30 s) is connected. */
const AGENT_FRESH_SECONDS = 75;

const printerOf = (row: { host: string; puerto: number; ancho: number }): Impresora => ({
  host: row.host,
  puerto: row.puerto,
  ancho: row.ancho as AnchoPapel,
});

const JOB_COLUMNS = {
  id: j.id,
  tipo: j.tipo,
  pedido: j.pedidoId,
  estacionId: j.estacionId,
  estacionNombre: t.estaciones.nombre,
  host: j.host,
  puerto: j.puerto,
  ancho: j.ancho,
  estado: j.estado,
  intentos: j.intentos,
  ultimoError: j.ultimoError,
  creadoEn: j.creadoEn,
  actualizadoEn: j.actualizadoEn,
};

const selectJobs = (db: Db) =>
  db.select(JOB_COLUMNS).from(j).leftJoin(t.estaciones, eq(t.estaciones.id, j.estacionId));
type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

function toTrabajo(row: JobRow): Trabajo {
  return {
    id: row.id,
    tipo: row.tipo === 'RECIBO' ? 'RECIBO' : 'COCINA',
    pedido: row.pedido,
    estacion:
      row.estacionId === null ? null : { id: row.estacionId, nombre: row.estacionNombre ?? '' },
    impresora: printerOf(row),
    estado: row.estado,
    intentos: row.intentos,
    ultimo_error: row.ultimoError,
    creado_en: row.creadoEn.toISOString(),
    actualizado_en: row.actualizadoEn.toISOString(),
  };
}

/** 'K7QM-4XPA': eight characters of the pairing alphabet. */
function newPairingCode(): string {
  const chars = Array.from(
    { length: 8 },
    () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)],
  ).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * Printed tickets (issue 31, docs/decisions/028): the branches' printers, their print agents
 * (paired with one-time codes), kitchen tickets made as orders enter the kitchen, receipts on
 * demand, and what each job came to. Delivery to the agents is the hub's.
 */
export class PrintingService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hub: PrintAgentHub,
    private readonly deps: {
      kitchen: () => KitchenService;
      limiter: RateLimiter;
      log: FastifyBaseLogger;
    },
  ) {}

  // ── Pairing and agents ──

  async createPairingCode(
    caller: AuthContext,
    sedeId: number,
  ): Promise<{ codigo: string; vence_en: string }> {
    await this.branch(caller, sedeId);
    const codigo = newPairingCode();
    const venceEn = new Date(this.clock.now().getTime() + PAIRING_CODE_MINUTES * 60_000);
    await this.db.insert(t.codigosImpresion).values({
      codigoHash: hashToken(codigo),
      sedeId,
      venceEn,
      usuarioId: caller.user.id,
      creadoEn: this.clock.now(),
    });
    return { codigo, vence_en: venceEn.toISOString() };
  }

  /** Trades a pairing code, once and in time, for a new agent's token. */
  async pair(
    input: { codigo: string; nombre: string },
    ip: string,
  ): Promise<{ token: string; agente: number; sede: { id: number; nombre: string } }> {
    await this.deps.limiter.hit(`print-pair:ip:${ip}`, 20, FIFTEEN_MINUTES);
    const codigo = normalizePairingCode(input.codigo);
    const invalid = badRequest(PRINTING_MESSAGES.codeInvalid, {
      codigo: [PRINTING_MESSAGES.codeInvalid],
    });
    if (!codigo) throw invalid;
    const now = this.clock.now();
    const token = generateToken();
    const paired = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(t.codigosImpresion)
        .set({ usadoEn: now })
        .where(
          and(
            eq(t.codigosImpresion.codigoHash, hashToken(codigo)),
            isNull(t.codigosImpresion.usadoEn),
            gt(t.codigosImpresion.venceEn, now),
          ),
        )
        .returning({ sedeId: t.codigosImpresion.sedeId });
      if (!used) return null;
      const [agent] = await tx
        .insert(t.agentesImpresion)
        .values({
          sedeId: used.sedeId,
          nombre: input.nombre,
          tokenHash: hashToken(token),
          creadoEn: now,
        })
        .returning({ id: t.agentesImpresion.id });
      const [sede] = await tx
        .select({ id: t.sedes.id, nombre: t.sedes.nombre })
        .from(t.sedes)
        .where(eq(t.sedes.id, used.sedeId));
      return { agente: agent!.id, sede: sede! };
    });
    if (!paired) throw invalid;
    return { token, ...paired };
  }

  /** Revokes an agent: its token stops working and its sockets close. */
  async revokeAgent(caller: AuthContext, agenteId: number): Promise<void> {
    const [agent] = await this.db
      .select({ sedeId: t.agentesImpresion.sedeId })
      .from(t.agentesImpresion)
      .where(and(eq(t.agentesImpresion.id, agenteId), isNull(t.agentesImpresion.revocadoEn)));
    if (!agent || !caller.sedeIds.has(agent.sedeId))
      throw notFound(PRINTING_MESSAGES.agentNotFound);
    await this.db
      .update(t.agentesImpresion)
      .set({ revocadoEn: this.clock.now() })
      .where(eq(t.agentesImpresion.id, agenteId));
    this.hub.revoked(agenteId);
  }

  // ── Printers ──

  private async branch(caller: AuthContext, sedeId: number): Promise<void> {
    assertSedeAccess(caller, sedeId);
    const [sede] = await this.db
      .select({ id: t.sedes.id })
      .from(t.sedes)
      .where(eq(t.sedes.id, sedeId));
    if (!sede) throw notFound('Sede no encontrada');
  }

  /** A station of one of the caller's branches, or 404. */
  private async station(caller: AuthContext, estacionId: number): Promise<{ sedeId: number }> {
    const [row] = await this.db
      .select({ sedeId: t.estaciones.sedeId })
      .from(t.estaciones)
      .where(eq(t.estaciones.id, estacionId));
    if (!row || !caller.sedeIds.has(row.sedeId)) throw notFound(KITCHEN_MESSAGES.stationNotFound);
    return row;
  }

  async setStationPrinter(
    caller: AuthContext,
    estacionId: number,
    input: ImpresoraInput,
  ): Promise<Impresora> {
    const { sedeId } = await this.station(caller, estacionId);
    const printer = ImpresoraInputSchema.parse(input);
    await this.db
      .insert(i)
      .values({ sedeId, estacionId, ...printer })
      .onConflictDoUpdate({ target: i.estacionId, set: printer });
    return printer;
  }

  async removeStationPrinter(caller: AuthContext, estacionId: number): Promise<void> {
    await this.station(caller, estacionId);
    await this.db.delete(i).where(eq(i.estacionId, estacionId));
  }

  /** The counter's printer, for the branch's receipts. */
  async setCounterPrinter(
    caller: AuthContext,
    sedeId: number,
    input: ImpresoraInput,
  ): Promise<Impresora> {
    await this.branch(caller, sedeId);
    const printer = ImpresoraInputSchema.parse(input);
    await this.db
      .insert(i)
      .values({ sedeId, estacionId: null, ...printer })
      .onConflictDoUpdate({
        target: i.sedeId,
        targetWhere: sql`${i.estacionId} is null`,
        set: printer,
      });
    return printer;
  }

  async removeCounterPrinter(caller: AuthContext, sedeId: number): Promise<void> {
    await this.branch(caller, sedeId);
    await this.db.delete(i).where(and(eq(i.sedeId, sedeId), isNull(i.estacionId)));
  }

  // ── What printed ──

  private jobs() {
    return selectJobs(this.db);
  }

  /** A branch's agents, printers and latest jobs. */
  async status(caller: AuthContext, sedeId: number): Promise<ImpresionSede> {
    await this.branch(caller, sedeId);
    const [agents, printers, stations, jobs] = await Promise.all([
      this.db
        .select({
          id: t.agentesImpresion.id,
          nombre: t.agentesImpresion.nombre,
          creadoEn: t.agentesImpresion.creadoEn,
          vistoEn: t.agentesImpresion.vistoEn,
          conectado: sql<boolean>`coalesce(${t.agentesImpresion.vistoEn} > now() - make_interval(secs => ${AGENT_FRESH_SECONDS})
            and (${t.agentesImpresion.desconectadoEn} is null
              or ${t.agentesImpresion.desconectadoEn} < ${t.agentesImpresion.vistoEn}), false)`,
        })
        .from(t.agentesImpresion)
        .where(and(eq(t.agentesImpresion.sedeId, sedeId), isNull(t.agentesImpresion.revocadoEn)))
        .orderBy(t.agentesImpresion.id),
      this.db.select().from(i).where(eq(i.sedeId, sedeId)),
      this.db
        .select({ id: t.estaciones.id, nombre: t.estaciones.nombre })
        .from(t.estaciones)
        .where(eq(t.estaciones.sedeId, sedeId))
        .orderBy(t.estaciones.orden, t.estaciones.id),
      this.jobs().where(eq(j.sedeId, sedeId)).orderBy(desc(j.id)).limit(LATEST_JOBS),
    ]);
    const counter = printers.find((p) => p.estacionId === null);
    const agentes = agents.map((a) => ({
      id: a.id,
      nombre: a.nombre,
      creado_en: a.creadoEn.toISOString(),
      conectado: a.conectado,
      visto_en: a.vistoEn ? new Date(a.vistoEn).toISOString() : null,
    }));
    return {
      conectado: agentes.some((a) => a.conectado),
      agentes,
      mostrador: counter ? printerOf(counter) : null,
      estaciones: stations.map((s) => {
        const printer = printers.find((p) => p.estacionId === s.id);
        return { ...s, impresora: printer ? printerOf(printer) : null };
      }),
      trabajos: jobs.map(toTrabajo),
    };
  }

  /**
   * A station's printing for its display: its printer, and its jobs of the orders still in the
   * kitchen (or bumped and recoverable); a FALLIDO one is the ticket's 'No se imprimió'.
   */
  async stationPrinting(caller: AuthContext, estacionId: number): Promise<ImpresionEstacion> {
    await this.station(caller, estacionId);
    const [[printer], jobs] = await Promise.all([
      this.db.select().from(i).where(eq(i.estacionId, estacionId)),
      this.jobs()
        .innerJoin(t.pedidos, eq(t.pedidos.id, j.pedidoId))
        .where(
          and(
            eq(j.estacionId, estacionId),
            eq(t.pedidos.activo, true),
            inArray(t.pedidos.estado, [...RECOVERABLE]),
          ),
        )
        .orderBy(j.id),
    ]);
    return {
      impresora: printer ? printerOf(printer) : null,
      trabajos: jobs.map((row) => {
        const { id, pedido, estado, intentos, ultimo_error, actualizado_en } = toTrabajo(row);
        return { id, pedido, estado, intentos, ultimo_error, actualizado_en };
      }),
    };
  }

  /**
   * 'Reintentar': a failed job goes back to pending, with its tries counted again, to its
   * printer's address as it is now (it may have been corrected meanwhile).
   */
  async retry(caller: AuthContext, trabajoId: number): Promise<Trabajo> {
    const [job] = await this.db
      .select({ sedeId: j.sedeId, estacionId: j.estacionId, tipo: j.tipo })
      .from(j)
      .where(eq(j.id, trabajoId));
    if (!job || !caller.sedeIds.has(job.sedeId)) throw notFound(PRINTING_MESSAGES.jobNotFound);
    const [printer] = await this.db
      .select({ host: i.host, puerto: i.puerto })
      .from(i)
      .where(
        job.tipo === 'RECIBO' || job.estacionId === null
          ? and(eq(i.sedeId, job.sedeId), isNull(i.estacionId))
          : eq(i.estacionId, job.estacionId),
      );
    const [updated] = await this.db
      .update(j)
      .set({ estado: 'PENDIENTE', intentos: 0, actualizadoEn: this.clock.now(), ...printer })
      .where(and(eq(j.id, trabajoId), eq(j.estado, 'FALLIDO')))
      .returning({ id: j.id });
    if (!updated) throw new AppError(409, PRINTING_MESSAGES.jobNotFailed);
    this.hub.wake(job.sedeId);
    return this.job(trabajoId);
  }

  private async job(id: number): Promise<Trabajo> {
    const [row] = await this.jobs().where(eq(j.id, id));
    return toTrabajo(row!);
  }

  // ── Making the jobs ──

  /** The counter's receipt of an order, queued for the branch's agent. */
  async printReceipt(order: Order, negocio: Negocio): Promise<Trabajo> {
    const [printer] = await this.db
      .select()
      .from(i)
      .where(and(eq(i.sedeId, order.sede.id), isNull(i.estacionId)));
    if (!printer) throw new AppError(422, PRINTING_MESSAGES.noCounterPrinter);
    const [job] = await this.db
      .insert(j)
      .values({
        sedeId: order.sede.id,
        pedidoId: order.id,
        tipo: 'RECIBO',
        host: printer.host,
        puerto: printer.puerto,
        ancho: printer.ancho,
        contenido: receiptTicket(order, negocio, printer.ancho as AnchoPapel),
        creadoEn: this.clock.now(),
        actualizadoEn: this.clock.now(),
      })
      .returning({ id: j.id });
    this.hub.wake(order.sede.id);
    return this.job(job!.id);
  }

  /**
   * Fed by the order events this instance publishes: an order in the kitchen gets one ticket per
   * station with a printer and lines in it, once. Failures are logged, never the caller's.
   */
  onEvent(event: LiveEvent): void {
    if (!isOrderEvent(event) || !event.pedido.activo) return;
    if (!IN_KITCHEN.includes(event.pedido.estado)) return;
    const work = this.queueKitchen(event.pedido.sede, event.pedido.id).catch((err: unknown) =>
      this.deps.log.error({ err, pedido: event.pedido.id }, 'kitchen tickets not queued'),
    );
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async queueKitchen(sedeId: number, pedidoId: number): Promise<void> {
    // The order's last change, if staff changed it: its stations print the ticket again.
    const latestChange = sql`coalesce((select max(c.id) from ${t.cambiosPedido} c where c.pedido_id = ${pedidoId}), 0)`;
    // Most events find nothing to print (no printers, or the tickets already made): one query.
    const printers = await this.db
      .select()
      .from(i)
      .where(
        and(
          eq(i.sedeId, sedeId),
          notExists(
            this.db
              .select({ id: j.id })
              .from(j)
              .where(
                and(
                  eq(j.pedidoId, pedidoId),
                  eq(j.estacionId, i.estacionId),
                  eq(j.tipo, 'COCINA'),
                  sql`coalesce(${j.cambioId}, 0) = ${latestChange}`,
                ),
              ),
          ),
        ),
      );
    const stationPrinters = printers.filter((p) => p.estacionId !== null);
    if (stationPrinters.length === 0) return;
    const [order] = await this.db
      .select({ id: t.pedidos.id })
      .from(t.pedidos)
      .where(
        and(
          eq(t.pedidos.id, pedidoId),
          eq(t.pedidos.activo, true),
          inArray(t.pedidos.estado, [...IN_KITCHEN]),
          ON_THE_BOARD,
          kitchenTimeCame(this.clock.now()),
        ),
      );
    if (!order) return;
    const [change] = await this.db
      .select({ id: t.cambiosPedido.id, detalle: t.cambiosPedido.detalle })
      .from(t.cambiosPedido)
      .where(eq(t.cambiosPedido.pedidoId, pedidoId))
      .orderBy(desc(t.cambiosPedido.id))
      .limit(1);
    const tickets = (
      await this.deps.kitchen().ticketsOfOrder(
        sedeId,
        pedidoId,
        stationPrinters.map((p) => p.estacionId!),
      )
    ).filter(
      // After a change, only the stations it touched print again ('MODIFICADO').
      ({ ticket }) =>
        !change ||
        changeTouches(
          change.detalle,
          new Set(ticket.lineas.map((l) => l.id)),
          new Set(ticket.quitadas.map((l) => l.id)),
        ),
    );
    if (tickets.length === 0) return;
    const now = this.clock.now();
    const queued = await this.db
      .insert(j)
      .values(
        tickets.map(({ estacion, ticket }) => {
          const printer = stationPrinters.find((p) => p.estacionId === estacion.id)!;
          return {
            sedeId,
            pedidoId,
            estacionId: estacion.id,
            tipo: 'COCINA',
            cambioId: change?.id ?? null,
            host: printer.host,
            puerto: printer.puerto,
            ancho: printer.ancho,
            contenido: kitchenTicket(estacion.nombre, ticket, printer.ancho as AnchoPapel),
            creadoEn: now,
            actualizadoEn: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: j.id });
    if (queued.length > 0) this.hub.wake(sedeId);
  }

  // ── The agents' sockets ──

  /** Hears the other instances (jobs for a branch, an agent revoked). */
  start(): Promise<void> {
    return this.hub.listen();
  }

  acceptAgent(socket: WebSocket): void {
    this.hub.accept(socket);
  }

  /** The print agents' sockets open on this instance. */
  connectedAgents(): number {
    return this.hub.size;
  }

  /** Closes the agents' sockets and clears their timers; jobs made after it wait in the table. */
  stop(): Promise<void> {
    return this.hub.close();
  }

  /** Resolves once the tickets already asked for are queued (shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
