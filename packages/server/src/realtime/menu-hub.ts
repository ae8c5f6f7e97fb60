import type { MenuEvent } from '@horno/domain/menu-events';
import type { WebSocket } from 'ws';
import { BRANCHES_CHANGED } from '../modules/branches/branches.service';
import { CATALOG_CHANGED } from '../modules/catalog/catalog.service';
import { SOLD_OUT_PREFIX } from '../modules/catalog/sold-out.service';

/** How often menu sockets are pinged; one that has not answered the previous ping is dropped. */
const HEARTBEAT_MS = 30_000;

/**
 * What an open menu should hear about a NOTIFY on the catalog's channel, or null when customers
 * read nothing it changed (delivery areas only reach the next address quote).
 */
export function menuEventOf(payload: string): MenuEvent | null {
  if (payload === BRANCHES_CHANGED) return { type: 'sedes' };
  if (payload.startsWith(SOLD_OUT_PREFIX)) {
    const sede = Number(payload.slice(SOLD_OUT_PREFIX.length));
    return Number.isSafeInteger(sede) && sede > 0 ? { type: 'agotados', sede } : null;
  }
  if (payload === CATALOG_CHANGED) return { type: 'catalogo' };
  return null;
}

/**
 * The public menu sockets of this instance (`/ws/menu/`): no authentication, no scope, nothing
 * kept per socket but the socket; each change is serialized once and sent to all of them.
 */
export class MenuHub {
  private readonly sockets = new Set<WebSocket>();
  /** Sockets pinged and not yet answered; still here at the next beat, they are half-open. */
  private readonly unanswered = new Set<WebSocket>();
  private readonly heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);

  constructor() {
    this.heartbeat.unref();
  }

  add(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('pong', () => this.unanswered.delete(socket));
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.unanswered.delete(socket);
    });
  }

  get size(): number {
    return this.sockets.size;
  }

  private beat(): void {
    for (const socket of this.unanswered) {
      socket.terminate();
      this.sockets.delete(socket);
    }
    this.unanswered.clear();
    for (const socket of this.sockets) {
      this.unanswered.add(socket);
      socket.ping();
    }
  }

  broadcast(event: MenuEvent): void {
    if (this.sockets.size === 0) return;
    // Encoded once: ws writes the same unmasked bytes to every socket.
    const message = Buffer.from(JSON.stringify(event));
    for (const socket of this.sockets) {
      if (socket.readyState === socket.OPEN) socket.send(message, { binary: false });
    }
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const socket of this.sockets) socket.close(1001, 'Servidor detenido');
    this.sockets.clear();
    this.unanswered.clear();
  }
}
