import {
  MISSED_EVENTS,
  type OrderEvent,
  type OrderSocketAuth,
  parseOrderSocketMessage,
  parseTableSocketMessage,
  parseTripSocketMessage,
  type TableEvent,
  type TripEvent,
} from '@horno/domain/order-events';

/** The socket reconnects this long after it closes (spec §9). */
export const RECONNECT_MS = 5_000;
/** A connection nobody listens to any more is closed after this grace, so a remount reuses it. */
export const IDLE_CLOSE_MS = 1_000;

/** Close codes of a refused first message: retrying with the same credentials cannot help. */
const REFUSED_CODES = new Set([4400, 4401]);

export type LiveStatus = 'connecting' | 'open' | 'closed';

/**
 * What a listener hears: the order events, and `connected` on every accepted authentication;
 * with `reconnected` true the socket was down for a while, so listeners refetch what they missed.
 */
export type LiveMessage = OrderEvent | { type: 'connected'; reconnected: boolean };

export interface LiveSubscriber {
  onMessage: (message: LiveMessage) => void;
  /** The table events staff sockets also carry; a listener without it never hears them. */
  onTable?: (event: TableEvent) => void;
  /** Riders' trip events (dispatch, the rider's own screen). */
  onTrip?: (event: TripEvent) => void;
  onStatus?: (status: LiveStatus) => void;
}

/** The part of the browser's WebSocket the client uses (a fake stands in for it in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export interface SocketEnvironment {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Socket errors are only logged (spec §8). */
  logError: (message: string, detail?: unknown) => void;
}

const authKey = (auth: OrderSocketAuth) =>
  'token' in auth ? `token:${auth.token}` : `tracking:${auth.tracking}`;

/** One socket for one set of credentials, shared by its listeners, reconnecting after closes. */
class OrderConnection {
  status: LiveStatus = 'connecting';
  readonly subscribers = new Set<LiveSubscriber>();
  private socket: SocketLike | null = null;
  private retry: unknown = null;
  private authenticatedBefore = false;
  private stopped = false;

  constructor(
    private readonly auth: OrderSocketAuth,
    private readonly env: SocketEnvironment,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry !== null) this.env.clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'Sin suscriptores');
    }
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const subscriber of this.subscribers) subscriber.onStatus?.(status);
  }

  private emit(message: LiveMessage): void {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber.onMessage(message);
      } catch (error) {
        this.env.logError('Error al procesar un evento de pedidos', error);
      }
    }
  }

  private emitTable(event: TableEvent): void {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber.onTable?.(event);
      } catch (error) {
        this.env.logError('Error al procesar un evento de mesas', error);
      }
    }
  }

  private emitTrip(event: TripEvent): void {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber.onTrip?.(event);
      } catch (error) {
        this.env.logError('Error al procesar un evento de viajes', error);
      }
    }
  }

  private open(): void {
    this.retry = null;
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.env.createSocket(this.env.url());
    } catch (error) {
      this.env.logError('No se pudo abrir la conexión en vivo de pedidos', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ...this.auth }));
    socket.onmessage = (event) => {
      const data = typeof event.data === 'string' ? safeJson(event.data) : event.data;
      const message = parseOrderSocketMessage(data);
      if (!message) {
        const table = parseTableSocketMessage(data);
        if (table) this.emitTable(table);
        const trip = parseTripSocketMessage(data);
        if (trip) this.emitTrip(trip);
        return;
      }
      if (message.type === 'auth_ok') {
        const reconnected = this.authenticatedBefore;
        this.authenticatedBefore = true;
        this.setStatus('open');
        this.emit({ type: 'connected', reconnected });
        return;
      }
      // As after a reconnection: listeners read again what they may have missed.
      if (message.type === MISSED_EVENTS) {
        this.emit({ type: 'connected', reconnected: true });
        return;
      }
      this.emit(message);
    };
    socket.onerror = (event) => this.env.logError('Error en la conexión en vivo de pedidos', event);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('closed');
      if (this.stopped) return;
      if (REFUSED_CODES.has(event.code)) {
        this.env.logError(`Conexión en vivo rechazada: ${event.reason || event.code}`);
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry !== null) return;
    this.setStatus('closed');
    this.retry = this.env.setTimeout(() => this.open(), RECONNECT_MS);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Entry {
  connection: OrderConnection;
  idleTimer: unknown;
}

/** Subscriptions to the order events: one socket per set of credentials, however many listeners. */
export function createOrderSocketHub(env: SocketEnvironment) {
  const entries = new Map<string, Entry>();

  return {
    /** Listens to the events the credentials may see; returns the unsubscribe function. */
    subscribe(auth: OrderSocketAuth, subscriber: LiveSubscriber): () => void {
      const key = authKey(auth);
      let entry = entries.get(key);
      if (!entry) {
        entry = { connection: new OrderConnection(auth, env), idleTimer: null };
        entries.set(key, entry);
        entry.connection.start();
      }
      if (entry.idleTimer !== null) {
        env.clearTimeout(entry.idleTimer);
        entry.idleTimer = null;
      }
      const current = entry;
      current.connection.subscribers.add(subscriber);
      subscriber.onStatus?.(current.connection.status);

      return () => {
        current.connection.subscribers.delete(subscriber);
        if (current.connection.subscribers.size > 0 || current.idleTimer !== null) return;
        current.idleTimer = env.setTimeout(() => {
          current.idleTimer = null;
          if (current.connection.subscribers.size > 0) return;
          current.connection.stop();
          entries.delete(key);
        }, IDLE_CLOSE_MS);
      };
    },
    /** How many sockets are open or reconnecting (for tests). */
    size: () => entries.size,
  };
}

export type OrderSocketHub = ReturnType<typeof createOrderSocketHub>;

/** `/ws/pedidos/` on the page's own host, secure when the page is. */
export function orderSocketUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/pedidos/`;
}

let browserHub: OrderSocketHub | null = null;

/** The app's one hub, created on first use. */
export function orderSocketHub(): OrderSocketHub {
  browserHub ??= createOrderSocketHub({
    url: () => orderSocketUrl(window.location),
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    logError: (message, detail) => console.error(message, detail ?? ''),
  });
  return browserHub;
}
