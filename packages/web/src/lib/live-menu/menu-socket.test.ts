import type { MenuEvent } from '@horno/domain/menu-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectMenuSocket,
  FIRST_RECONNECT_MS,
  MAX_RECONNECT_MS,
  type MenuSocketLike,
  menuSocketUrl,
} from './menu-socket';

/** A socket the test plays the server for: `accept`, `say`, `cut`. */
interface Played extends MenuSocketLike {
  closedWith: number | null;
  accept(): void;
  say(data: unknown): void;
  cut(): void;
}

function played(): Played {
  const socket: Played = {
    closedWith: null,
    onopen: null,
    onmessage: null,
    onclose: null,
    close: (code = 1000) => {
      socket.closedWith = code;
    },
    accept: () => socket.onopen?.({}),
    say: (data) =>
      socket.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) }),
    cut: () => socket.onclose?.({ code: 1006 }),
  };
  return socket;
}

describe('connectMenuSocket', () => {
  let sockets: Played[];
  let heard: MenuEvent[];
  let reconnects: number;
  const connect = (random = () => 0.999) =>
    connectMenuSocket(
      {
        url: 'ws://localhost/ws/menu/',
        createSocket: () => {
          const socket = played();
          sockets.push(socket);
          return socket;
        },
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        random,
      },
      { onEvent: (event) => heard.push(event), onReconnect: () => (reconnects += 1) },
    );

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    heard = [];
    reconnects = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('passes on what changed and ignores anything else', () => {
    connect();
    sockets[0]!.accept();
    sockets[0]!.say({ type: 'sedes' });
    sockets[0]!.say({ type: 'agotados', sede: 2 });
    sockets[0]!.say('{"type":"pedido_creado"}');
    sockets[0]!.say('basura');
    expect(heard).toEqual([{ type: 'sedes' }, { type: 'agotados', sede: 2 }]);
    expect(reconnects).toBe(0);
  });

  it('reconnects with a growing wait, and asks for everything again once back', () => {
    connect();
    sockets[0]!.accept();
    sockets[0]!.cut();
    const waits: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const before = Date.now();
      vi.advanceTimersToNextTimer();
      waits.push(Date.now() - before);
      expect(sockets).toHaveLength(i + 1);
      sockets[i]!.cut();
    }
    expect(waits[0]).toBeLessThanOrEqual(FIRST_RECONNECT_MS);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_RECONNECT_MS);
    expect(reconnects).toBe(0);
    vi.advanceTimersToNextTimer();
    sockets.at(-1)!.accept();
    expect(reconnects).toBe(1);
    // Back to the first wait after a connection that worked.
    sockets.at(-1)!.cut();
    const before = Date.now();
    vi.advanceTimersToNextTimer();
    expect(Date.now() - before).toBeLessThanOrEqual(FIRST_RECONNECT_MS);
  });

  it('spreads the reconnections of many pages', () => {
    connect(() => 0);
    sockets[0]!.cut();
    const before = Date.now();
    vi.advanceTimersToNextTimer();
    expect(Date.now() - before).toBe(FIRST_RECONNECT_MS / 2);
  });

  it('closes for good when stopped, and does not come back', () => {
    const stop = connect();
    sockets[0]!.accept();
    stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(MAX_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('is on the page host, secure on https', () => {
    expect(menuSocketUrl({ protocol: 'https:', host: 'horno.co' })).toBe('wss://horno.co/ws/menu/');
    expect(menuSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/menu/',
    );
  });
});
