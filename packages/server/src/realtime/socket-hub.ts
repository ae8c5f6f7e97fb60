import { MISSED_EVENTS } from '@horno/domain/order-events';
import type { WebSocket } from 'ws';
import { isOrderEvent, isTableEvent, type LiveEvent } from './order-events';

/**
 * Whose events a socket may see, settled by its first message. Staff who manage orders see
 * their branches' orders and tables; staff who manage only tables see their branches' tables
 * and, like customers, their own orders.
 */
export type SocketScope =
  | { kind: 'staff'; sedes: ReadonlySet<number> }
  | { kind: 'tables'; sedes: ReadonlySet<number>; userId: number }
  | { kind: 'customer'; userId: number }
  /** A rider: their own trips, and their own orders as a customer. */
  | { kind: 'rider'; userId: number }
  | { kind: 'order'; orderId: number };

interface Subscriber {
  socket: WebSocket;
  scope: SocketScope | null;
  /** The API token a socket authenticated with; its session is checked again periodically. */
  token: string | null;
  /** Whose token that is: a deactivated user's sockets close at once (`endSessionsOf`). */
  userId: number | null;
  alive: boolean;
}

interface SocketHubOptions {
  /**
   * The scope an API token grants now, or null once it is revoked or expired. Asked for each
   * token-authenticated socket every `sessionCheckMs`, so a logout, a lost permission or a
   * changed branch reaches open sockets on every instance within one check.
   */
  rescope?: (token: string) => Promise<SocketScope | null>;
  sessionCheckMs?: number;
}

/** How often sockets are pinged; one that has not answered the previous ping is dropped. */
const HEARTBEAT_MS = 30_000;
/** The close code and reason of a socket whose session ended. */
export const SESSION_ENDED = { code: 4401, reason: 'Sesión cerrada' } as const;

function sees(scope: SocketScope | null, event: LiveEvent): boolean {
  if (!scope) return false;
  if (isTableEvent(event)) {
    return (scope.kind === 'staff' || scope.kind === 'tables') && scope.sedes.has(event.mesa.sede);
  }
  if (!isOrderEvent(event)) {
    // A trip: its branch's staff, and its rider.
    if (scope.kind === 'staff') return scope.sedes.has(event.viaje.sede);
    return scope.kind === 'rider' && scope.userId === event.viaje.repartidor;
  }
  switch (scope.kind) {
    case 'staff':
      return scope.sedes.has(event.pedido.sede);
    case 'tables':
    case 'customer':
    case 'rider':
      return event.pedido.usuario === scope.userId;
    case 'order':
      return event.pedido.id === scope.orderId;
  }
}

/** The sockets of this instance; each event is serialized once and sent to those in scope. */
export class SocketHub {
  private readonly subscribers = new Set<Subscriber>();
  // Half-open sockets (a sleeping tablet, a proxy's idle cut) never fire 'close' by themselves.
  private readonly heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
  private readonly sessionCheck: ReturnType<typeof setInterval> | undefined;
  private readonly rescope: SocketHubOptions['rescope'];
  private readonly observers: ((event: LiveEvent) => void)[] = [];

  constructor(options: SocketHubOptions = {}) {
    this.heartbeat.unref();
    this.rescope = options.rescope;
    if (this.rescope) {
      this.sessionCheck = setInterval(
        () => void this.checkSessions(),
        options.sessionCheckMs ?? HEARTBEAT_MS,
      );
      this.sessionCheck.unref();
    }
  }

  add(socket: WebSocket): Subscriber {
    const subscriber: Subscriber = {
      socket,
      scope: null,
      token: null,
      userId: null,
      alive: true,
    };
    this.subscribers.add(subscriber);
    socket.on('pong', () => {
      subscriber.alive = true;
    });
    socket.on('close', () => this.subscribers.delete(subscriber));
    return subscriber;
  }

  private beat(): void {
    for (const s of this.subscribers) {
      if (!s.alive) {
        s.socket.terminate();
        this.subscribers.delete(s);
        continue;
      }
      s.alive = false;
      s.socket.ping();
    }
  }

  /** Asks once per distinct token what it may see now; a session that ended closes its sockets. */
  private async checkSessions(): Promise<void> {
    const rescope = this.rescope;
    if (!rescope) return;
    const byToken = new Map<string, Subscriber[]>();
    for (const s of this.subscribers) {
      if (s.token) byToken.set(s.token, [...(byToken.get(s.token) ?? []), s]);
    }
    for (const [token, subscribers] of byToken) {
      // A failed check (the database restarting) keeps the sockets as they are until the next.
      const scope = await rescope(token).catch(() => undefined);
      if (scope === undefined) continue;
      for (const s of subscribers) {
        if (scope) {
          s.scope = scope;
          continue;
        }
        this.subscribers.delete(s);
        s.socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      }
    }
  }

  /**
   * Closes now every socket a user authenticated with an API token (their account was
   * deactivated), without waiting for the next session check.
   */
  endSessionsOf(userId: number): void {
    for (const s of this.subscribers) {
      if (s.userId !== userId) continue;
      this.subscribers.delete(s);
      s.socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
    }
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** The open sockets by whose events they hear; 'pending': not authenticated yet. */
  countsByKind(): Record<SocketScope['kind'] | 'pending', number> {
    const counts = { staff: 0, tables: 0, customer: 0, rider: 0, order: 0, pending: 0 };
    for (const s of this.subscribers) counts[s.scope?.kind ?? 'pending'] += 1;
    return counts;
  }

  /** Hands `observer` each event this instance receives, before it goes to the sockets. */
  observe(observer: (event: LiveEvent) => void): void {
    this.observers.push(observer);
  }

  dispatch(event: LiveEvent): void {
    for (const observe of this.observers) observe(event);
    // Encoded once as UTF-8 bytes: given a string, ws measures and encodes it again for every
    // socket (about a fifth of the fan-out's JavaScript time with 1,000 sockets). Server frames
    // are never masked, so ws writes these same bytes to every socket without altering them.
    let message: Buffer | undefined;
    for (const s of this.subscribers) {
      if (!sees(s.scope, event) || s.socket.readyState !== s.socket.OPEN) continue;
      message ??= Buffer.from(
        JSON.stringify(
          isTableEvent(event)
            ? { type: event.type, mesa: event.mesa }
            : isOrderEvent(event)
              ? { type: event.type, pedido: event.pedido }
              : { type: event.type, viaje: event.viaje },
        ),
      );
      s.socket.send(message, { binary: false });
    }
  }

  /**
   * Tells every authenticated socket that events may have been lost (this instance stopped
   * hearing the database for a while): its client reads again what it shows.
   */
  announceMissedEvents(): void {
    const message = Buffer.from(JSON.stringify({ type: MISSED_EVENTS }));
    for (const s of this.subscribers) {
      if (s.scope && s.socket.readyState === s.socket.OPEN)
        s.socket.send(message, { binary: false });
    }
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    for (const s of this.subscribers) s.socket.close(1001, 'Servidor detenido');
    this.subscribers.clear();
  }
}
