import { PRINTING_MESSAGES } from '@horno/domain/printing';
import {
  agentMessageOf,
  type AnchoPapel,
  PRINT_SOCKET_CLOSE,
  type ServerToAgent,
} from '@horno/domain/print-protocol';
import { and, asc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { orderUpdated, type PublishOrderEvent } from '../../realtime/order-events';
import { hashToken } from '../auth/tokens';
import { IN_KITCHEN } from '../kitchen/kitchen.service';

/** How long an unacknowledged job waits before it is sent again, and how many sends it gets. */
export interface PrintOptions {
  ackTimeoutMs: number;
  maxTries: number;
}

/** The channel on which instances tell each other a branch has jobs, or an agent was revoked. */
export const PRINT_CHANNEL = 'horno_impresion';
/** How often agents are pinged (and their sign of life recorded). */
const HEARTBEAT_MS = 30_000;
const AUTH_TIMEOUT_MS = 10_000;
/** Jobs claimed in one go. */
const BATCH = 20;

const j = t.trabajosImpresion;

interface AgentSocket {
  socket: WebSocket;
  agente: number;
  sede: number;
  alive: boolean;
}

/**
 * The print agents connected to this instance, and the delivery of their branches' jobs: each
 * pending job is claimed in the database (so one instance sends it), sent to an agent of its
 * branch, and waits `ackTimeoutMs` for 'impreso'. Unacknowledged, it is pending again and sent
 * again; after `maxTries` sends it is FALLIDO ('No se imprimió'), and the kitchen displays of the
 * branch hear of it through an order event.
 */
export class PrintAgentHub {
  private readonly agents = new Set<AgentSocket>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  /** Jobs whose agent reported an error on their current try (kept as their last error). */
  private readonly errored = new Set<number>();
  private readonly draining = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
  private unlisten: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly options: PrintOptions,
    private readonly deps: { publish: PublishOrderEvent; log: FastifyBaseLogger },
  ) {
    this.heartbeat.unref();
  }

  private get db() {
    return this.database.db;
  }

  /** The agents' authenticated sockets on this instance. */
  get size(): number {
    return this.agents.size;
  }

  /** Hears the other instances: a branch with new jobs, an agent revoked. */
  async listen(): Promise<void> {
    this.unlisten = await this.database.listen(PRINT_CHANNEL, (payload) => {
      const [kind, id] = payload.split(':');
      if (kind === 'sede') this.drain(Number(id));
      if (kind === 'revocado') this.disconnect(Number(id));
    });
  }

  /** A new socket on `/ws/impresion/`: it has 10 s to authenticate with its agent's token. */
  accept(socket: WebSocket): void {
    let agent: AgentSocket | undefined;
    const timer = setTimeout(
      () => socket.close(PRINT_SOCKET_CLOSE.badToken, 'Autenticación requerida'),
      AUTH_TIMEOUT_MS,
    );
    socket.on('close', () => {
      clearTimeout(timer);
      if (agent) this.forget(agent);
    });
    socket.on('pong', () => {
      if (agent) agent.alive = true;
    });
    socket.on('message', (raw) => {
      const message = agentMessageOf(raw.toString());
      if (!message) return socket.close(PRINT_SOCKET_CLOSE.badMessage, 'Mensaje inválido');
      if (message.type === 'auth') {
        if (agent) return;
        clearTimeout(timer);
        this.track(
          this.authenticate(socket, message.token).then((found) => {
            agent = found;
          }),
        );
      } else if (!agent) {
        socket.close(PRINT_SOCKET_CLOSE.badToken, 'Autenticación requerida');
      } else if (message.type === 'impreso') {
        this.track(this.acknowledge(agent, message.trabajo));
      } else {
        this.track(this.reportError(agent, message.trabajo, message.motivo));
      }
    });
  }

  private async authenticate(socket: WebSocket, token: string): Promise<AgentSocket | undefined> {
    const [row] = await this.db
      .select({ id: t.agentesImpresion.id, sede: t.sedes.id, nombre: t.sedes.nombre })
      .from(t.agentesImpresion)
      .innerJoin(t.sedes, eq(t.sedes.id, t.agentesImpresion.sedeId))
      .where(
        and(
          eq(t.agentesImpresion.tokenHash, hashToken(token)),
          isNull(t.agentesImpresion.revocadoEn),
        ),
      );
    if (!row || socket.readyState !== socket.OPEN || this.closed) {
      socket.close(PRINT_SOCKET_CLOSE.badToken, 'Token del agente inválido o revocado');
      return undefined;
    }
    const agent: AgentSocket = { socket, agente: row.id, sede: row.sede, alive: true };
    this.agents.add(agent);
    await this.db
      .update(t.agentesImpresion)
      .set({ vistoEn: sql`now()` })
      .where(eq(t.agentesImpresion.id, row.id));
    this.send(agent, {
      type: 'auth_ok',
      agente: row.id,
      sede: { id: row.sede, nombre: row.nombre },
    });
    this.drain(row.sede);
    return agent;
  }

  private forget(agent: AgentSocket): void {
    this.agents.delete(agent);
    if ([...this.agents].some((a) => a.agente === agent.agente) || this.closed) return;
    this.track(
      this.db
        .update(t.agentesImpresion)
        .set({ desconectadoEn: sql`now()` })
        .where(eq(t.agentesImpresion.id, agent.agente))
        .then(() => undefined),
    );
  }

  /** Closes this instance's sockets of a revoked agent. */
  disconnect(agente: number): void {
    for (const agent of this.agents)
      if (agent.agente === agente)
        agent.socket.close(PRINT_SOCKET_CLOSE.badToken, 'Agente revocado');
  }

  /** A branch has new pending jobs: sent from here, and from whichever instance holds its agent. */
  wake(sede: number): void {
    this.drain(sede);
    void this.database.notify(PRINT_CHANNEL, `sede:${sede}`);
  }

  /** An agent was revoked: its sockets close on every instance. */
  revoked(agente: number): void {
    this.disconnect(agente);
    void this.database.notify(PRINT_CHANNEL, `revocado:${agente}`);
  }

  private send(agent: AgentSocket, message: ServerToAgent): void {
    if (agent.socket.readyState === agent.socket.OPEN) agent.socket.send(JSON.stringify(message));
  }

  /** Sends the branch's pending jobs if an agent of it is here; one run per branch at a time. */
  private drain(sede: number): void {
    if (this.closed || ![...this.agents].some((a) => a.sede === sede)) return;
    if (this.draining.has(sede)) {
      this.again.add(sede);
      return;
    }
    const run = (async () => {
      do {
        this.again.delete(sede);
        if (await this.sendPending(sede)) this.again.add(sede);
      } while (this.again.has(sede) && !this.closed);
    })().finally(() => this.draining.delete(sede));
    this.draining.set(sede, run);
    this.track(run);
  }

  /** Claims and sends a batch of the branch's pending jobs; true when there may be more. */
  private async sendPending(sede: number): Promise<boolean> {
    await this.settleOrphans(sede);
    await this.dropLeftKitchen(sede);
    const pending = this.db
      .select({ id: j.id })
      .from(j)
      .where(and(eq(j.sedeId, sede), eq(j.estado, 'PENDIENTE')))
      .orderBy(asc(j.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(j)
      .set({
        estado: 'ENVIADO',
        intentos: sql`${j.intentos} + 1`,
        enviadoEn: sql`now()`,
        actualizadoEn: this.clock.now(),
      })
      .where(inArray(j.id, pending))
      .returning({
        id: j.id,
        host: j.host,
        puerto: j.puerto,
        ancho: j.ancho,
        contenido: j.contenido,
        intentos: j.intentos,
      });
    claimed.sort((a, b) => a.id - b.id);
    for (const job of claimed) {
      this.errored.delete(job.id);
      this.arm(job.id, job.intentos);
      // The newest socket of the branch: an agent that just reconnected replaces its old one.
      const agent = [...this.agents].reverse().find((a) => a.sede === sede);
      if (agent)
        this.send(agent, {
          type: 'imprimir',
          trabajo: job.id,
          impresora: { host: job.host, puerto: job.puerto, ancho: job.ancho as AnchoPapel },
          contenido: job.contenido.toString('base64'),
        });
    }
    return claimed.length === BATCH;
  }

  /**
   * Jobs sent by an instance that stopped before they were settled (no timer of theirs is left
   * anywhere): settled now as their timer would have.
   */
  private async settleOrphans(sede: number): Promise<void> {
    const rows = await this.db
      .update(j)
      .set(this.settlement('No hubo confirmación del agente'))
      .where(
        and(
          eq(j.sedeId, sede),
          eq(j.estado, 'ENVIADO'),
          lt(
            j.enviadoEn,
            sql`now() - make_interval(secs => ${(2 * this.options.ackTimeoutMs) / 1000})`,
          ),
          this.timers.size > 0 ? notInArray(j.id, [...this.timers.keys()]) : undefined,
        ),
      )
      .returning({ estado: j.estado, pedido: j.pedidoId });
    await this.announce(rows);
  }

  /** Kitchen tickets still pending when their order left the kitchen are no longer printed. */
  private async dropLeftKitchen(sede: number): Promise<void> {
    const inKitchen = this.db
      .select({ id: t.pedidos.id })
      .from(t.pedidos)
      .where(and(eq(t.pedidos.activo, true), inArray(t.pedidos.estado, [...IN_KITCHEN])));
    await this.db
      .update(j)
      .set({
        estado: 'FALLIDO',
        ultimoError: 'El pedido salió de la cocina antes de imprimirse',
        actualizadoEn: this.clock.now(),
      })
      .where(
        and(
          eq(j.sedeId, sede),
          eq(j.estado, 'PENDIENTE'),
          eq(j.tipo, 'COCINA'),
          notInArray(j.pedidoId, inKitchen),
        ),
      );
  }

  /** A try's end without 'impreso': pending again, or FALLIDO after the last try. */
  private settlement(reason: string) {
    return {
      estado: sql`case when ${j.intentos} >= ${this.options.maxTries} then 'FALLIDO'::estado_trabajo_impresion else 'PENDIENTE'::estado_trabajo_impresion end`,
      ultimoError: reason,
      actualizadoEn: this.clock.now(),
    };
  }

  private arm(id: number, tries: number): void {
    clearTimeout(this.timers.get(id));
    const timer = setTimeout(() => {
      this.timers.delete(id);
      this.track(this.expire(id, tries));
    }, this.options.ackTimeoutMs);
    timer.unref();
    this.timers.set(id, timer);
  }

  /** Try `tries` of job `id` was not acknowledged in time. */
  private async expire(id: number, tries: number): Promise<void> {
    const seconds = Math.round(this.options.ackTimeoutMs / 100) / 10;
    const settlement = this.errored.delete(id)
      ? { ...this.settlement(''), ultimoError: sql`${j.ultimoError}` }
      : this.settlement(`La impresora no confirmó en ${seconds} s`);
    const rows = await this.db
      .update(j)
      .set(settlement)
      .where(and(eq(j.id, id), eq(j.estado, 'ENVIADO'), eq(j.intentos, tries)))
      .returning({ estado: j.estado, pedido: j.pedidoId, sede: j.sedeId });
    await this.announce(rows);
    for (const row of rows) if (row.estado === 'PENDIENTE') this.drain(row.sede);
  }

  private async acknowledge(agent: AgentSocket, id: number): Promise<void> {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.errored.delete(id);
    const [before] = await this.db
      .select({ estado: j.estado, pedido: j.pedidoId })
      .from(j)
      .where(and(eq(j.id, id), eq(j.sedeId, agent.sede)));
    if (!before || before.estado === 'IMPRESO') return;
    await this.db
      .update(j)
      .set({ estado: 'IMPRESO', actualizadoEn: this.clock.now() })
      .where(and(eq(j.id, id), ne(j.estado, 'IMPRESO')));
    // A late 'impreso' of a job shown as failed: the display takes 'No se imprimió' away.
    if (before.estado === 'FALLIDO')
      await this.announce([{ estado: 'FALLIDO', pedido: before.pedido }]);
  }

  /** The agent could not print: kept as the job's last error; the last try fails it at once. */
  private async reportError(agent: AgentSocket, id: number, motivo: string): Promise<void> {
    const rows = await this.db
      .update(j)
      .set({
        ultimoError: motivo,
        estado: sql`case when ${j.intentos} >= ${this.options.maxTries} then 'FALLIDO'::estado_trabajo_impresion else ${j.estado} end`,
        actualizadoEn: this.clock.now(),
      })
      .where(and(eq(j.id, id), eq(j.sedeId, agent.sede), eq(j.estado, 'ENVIADO')))
      .returning({ estado: j.estado, pedido: j.pedidoId });
    if (rows[0]?.estado === 'FALLIDO') {
      clearTimeout(this.timers.get(id));
      this.timers.delete(id);
    } else if (rows.length > 0) this.errored.add(id);
    await this.announce(rows);
  }

  /** The orders whose job just failed: their branch's displays read them again. */
  private async announce(rows: readonly { estado: string; pedido: number }[]): Promise<void> {
    const ids = [...new Set(rows.filter((r) => r.estado === 'FALLIDO').map((r) => r.pedido))];
    if (ids.length === 0) return;
    const orders = await this.db.select().from(t.pedidos).where(inArray(t.pedidos.id, ids));
    for (const order of orders) this.deps.publish(orderUpdated(order));
    this.deps.log.warn({ pedidos: ids }, PRINTING_MESSAGES.notPrinted);
  }

  /** Pings the agents, drops those that stopped answering, and records the others as seen. */
  private beat(): void {
    const seen = new Set<number>();
    for (const agent of this.agents) {
      if (!agent.alive) {
        agent.socket.terminate();
        continue;
      }
      agent.alive = false;
      agent.socket.ping();
      seen.add(agent.agente);
    }
    if (seen.size === 0) return;
    this.track(
      this.db
        .update(t.agentesImpresion)
        .set({ vistoEn: sql`now()` })
        .where(inArray(t.agentesImpresion.id, [...seen]))
        .then(() => undefined),
    );
    // Also what a lost NOTIFY or a stopped instance left behind.
    for (const sede of new Set([...this.agents].map((a) => a.sede))) this.drain(sede);
  }

  private track(work: Promise<void>): void {
    const logged = work.catch((err: unknown) => this.deps.log.error({ err }, 'printing failed'));
    this.inFlight.add(logged);
    void logged.finally(() => this.inFlight.delete(logged));
  }

  /** Stops: sockets told the server is going away, timers cleared, work in flight finished. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const agent of this.agents) agent.socket.close(1001, 'Servidor detenido');
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    await this.unlisten?.();
  }
}
