import { type MenuEvent, parseMenuEvent } from '@horno/domain/menu-events';

/**
 * How often open menus read branches and sold-out lists anyway: only for a change a socket
 * missed without closing (one that cannot pass a proxy reconnects and reads everything again).
 */
export const FALLBACK_REFRESH_MS = 60_000;

/** The first wait before reconnecting; it doubles after each failed try, up to the maximum. */
export const FIRST_RECONNECT_MS = 1_000;
export const MAX_RECONNECT_MS = 30_000;

export interface MenuSocketListener {
  onEvent: (event: MenuEvent) => void;
  /** Open again after being down: whatever changed meanwhile went unheard, so read it all again. */
  onReconnect: () => void;
}

/** The part of the browser's WebSocket used here (a fake stands in for it in tests). */
export interface MenuSocketLike {
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export interface MenuSocketEnvironment {
  url: string;
  createSocket: (url: string) => MenuSocketLike;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** In [0, 1): spreads the reconnections of every open menu after an instance restarts. */
  random: () => number;
}

/**
 * Listens to `/ws/menu/` (decision 017) until the returned function is called, reconnecting
 * with a growing, jittered wait after every close or failure.
 */
export function connectMenuSocket(env: MenuSocketEnvironment, listener: MenuSocketListener) {
  let socket: MenuSocketLike | null = null;
  let retry: unknown = null;
  let wait = FIRST_RECONNECT_MS;
  let missed = false;
  let stopped = false;

  const scheduleReconnect = () => {
    socket = null;
    missed = true;
    if (stopped || retry !== null) return;
    retry = env.setTimeout(open, wait / 2 + (env.random() * wait) / 2);
    wait = Math.min(wait * 2, MAX_RECONNECT_MS);
  };

  function open() {
    retry = null;
    let current: MenuSocketLike;
    try {
      current = env.createSocket(env.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      wait = FIRST_RECONNECT_MS;
      if (missed) listener.onReconnect();
      missed = false;
    };
    current.onmessage = (message) => {
      const event = parseMenuEvent(message.data);
      if (event) listener.onEvent(event);
    };
    current.onclose = () => {
      if (socket === current) scheduleReconnect();
    };
  }

  open();
  return () => {
    stopped = true;
    if (retry !== null) env.clearTimeout(retry);
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.onopen = null;
      current.close(1000, 'Sin suscriptores');
    }
  };
}

/** `/ws/menu/` on the page's own host, secure when the page is. */
export function menuSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/menu/`;
}

/** The browser's environment for `connectMenuSocket`. */
export function browserMenuSocket(): MenuSocketEnvironment {
  return {
    url: menuSocketUrl(window.location),
    // The DOM types the handlers' events precisely; this client reads only `data`.
    createSocket: (url) => new WebSocket(url) as unknown as MenuSocketLike,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
  };
}
