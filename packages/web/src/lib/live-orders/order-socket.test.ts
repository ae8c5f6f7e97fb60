import type { TableEvent, TripEvent } from '@horno/domain/order-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOrderSocketHub,
  IDLE_CLOSE_MS,
  type LiveMessage,
  orderSocketUrl,
  RECONNECT_MS,
  type SocketLike,
} from './order-socket';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closed = code;
  }
  /** The server's side. */
  open() {
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.onclose?.({ code, reason });
  }
}

const pedido = {
  id: 3,
  sede: 1,
  usuario: null,
  estado: 'PENDIENTE',
  activo: true,
  tipo_pedido: 'MESA',
} as const;

describe('order socket hub', () => {
  const errors: string[] = [];
  const hub = () =>
    createOrderSocketHub({
      url: () => 'ws://admin.localhost/ws/pedidos/',
      createSocket: (url) => new FakeSocket(url),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      logError: (message) => errors.push(message),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    errors.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates with its first message and passes the events on', () => {
    const heard: LiveMessage[] = [];
    const statuses: string[] = [];
    hub().subscribe(
      { token: 'abc' },
      { onMessage: (m) => heard.push(m), onStatus: (s) => statuses.push(s) },
    );
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'abc' }]);
    socket.receive({ type: 'auth_ok' });
    socket.receive({ type: 'pedido_creado', pedido });
    socket.receive({ type: 'desconocido' });
    expect(heard).toEqual([
      { type: 'connected', reconnected: false },
      { type: 'pedido_creado', pedido },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('passes table events to the listeners that ask for them, on the same socket', () => {
    const orders: LiveMessage[] = [];
    const tables: TableEvent[] = [];
    const h = hub();
    h.subscribe({ token: 'abc' }, { onMessage: (m) => orders.push(m) });
    h.subscribe({ token: 'abc' }, { onMessage: () => undefined, onTable: (e) => tables.push(e) });
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    socket.receive({ type: 'auth_ok' });
    socket.receive({ type: 'mesa_actualizada', mesa: { id: 4, sede: 1 } });
    socket.receive({ type: 'mesa_creada', mesa: { id: 'x', sede: 1 } });
    socket.receive({ type: 'pedido_creado', pedido });
    expect(tables).toEqual([{ type: 'mesa_actualizada', mesa: { id: 4, sede: 1 } }]);
    expect(orders).toEqual([
      { type: 'connected', reconnected: false },
      { type: 'pedido_creado', pedido },
    ]);
  });

  it("passes riders' trip events to the listeners that take them, a shift's too", () => {
    const trips: TripEvent[] = [];
    const tables: TableEvent[] = [];
    const h = hub();
    h.subscribe({ token: 'rider' }, { onMessage: () => undefined, onTable: (e) => tables.push(e) });
    h.subscribe({ token: 'rider' }, { onMessage: () => undefined, onTrip: (e) => trips.push(e) });
    const socket = FakeSocket.all[0]!;
    socket.receive({ type: 'auth_ok' });
    socket.receive({ type: 'viaje_actualizado', viaje: { id: 7, sede: 1, repartidor: 12 } });
    socket.receive({ type: 'viaje_actualizado', viaje: { id: null, sede: 1, repartidor: 12 } });
    socket.receive({ type: 'viaje_actualizado', viaje: { id: 7, sede: 'x', repartidor: 12 } });
    expect(trips).toEqual([
      { type: 'viaje_actualizado', viaje: { id: 7, sede: 1, repartidor: 12 } },
      { type: 'viaje_actualizado', viaje: { id: null, sede: 1, repartidor: 12 } },
    ]);
    expect(tables).toEqual([]);
  });

  it('shares one socket per credentials and closes it when nobody listens', () => {
    const h = hub();
    const stopA = h.subscribe({ tracking: 'tok-1' }, { onMessage: () => undefined });
    const stopB = h.subscribe({ tracking: 'tok-1' }, { onMessage: () => undefined });
    h.subscribe({ token: 'other' }, { onMessage: () => undefined });
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent).toEqual([{ type: 'auth', tracking: 'tok-1' }]);
    stopA();
    stopB();
    // A quick remount (React's strict mode, a page change) keeps the socket.
    const stopC = h.subscribe({ tracking: 'tok-1' }, { onMessage: () => undefined });
    vi.advanceTimersByTime(IDLE_CLOSE_MS * 2);
    expect(FakeSocket.all[0]!.closed).toBeNull();
    stopC();
    vi.advanceTimersByTime(IDLE_CLOSE_MS);
    expect(FakeSocket.all[0]!.closed).toBe(1000);
    expect(h.size()).toBe(1);
  });

  it('reconnects 5 s after a close and tells listeners to refetch', () => {
    const heard: LiveMessage[] = [];
    hub().subscribe({ token: 'abc' }, { onMessage: (m) => heard.push(m) });
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ type: 'auth_ok' });
    first.drop();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(second.sent).toEqual([{ type: 'auth', token: 'abc' }]);
    second.receive({ type: 'auth_ok' });
    expect(heard).toEqual([
      { type: 'connected', reconnected: false },
      { type: 'connected', reconnected: true },
    ]);
    // A socket that fails to open at all is retried too.
    second.drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('tells listeners to refetch when the server says it missed events, on the same socket', () => {
    const heard: LiveMessage[] = [];
    hub().subscribe({ token: 'abc' }, { onMessage: (m) => heard.push(m) });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'auth_ok' });
    socket.receive({ type: 'eventos_perdidos' });
    expect(heard).toEqual([
      { type: 'connected', reconnected: false },
      { type: 'connected', reconnected: true },
    ]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops retrying credentials the server refused, and only logs', () => {
    const heard: LiveMessage[] = [];
    hub().subscribe({ tracking: 'revoked-token' }, { onMessage: (m) => heard.push(m) });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(4401, 'Token del pedido inválido o expirado.');
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
    expect(heard).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('keeps listening when a listener throws', () => {
    const heard: LiveMessage[] = [];
    const h = hub();
    h.subscribe(
      { token: 'abc' },
      {
        onMessage: () => {
          throw new Error('boom');
        },
      },
    );
    h.subscribe({ token: 'abc' }, { onMessage: (m) => heard.push(m) });
    FakeSocket.all[0]!.receive({ type: 'auth_ok' });
    expect(heard).toHaveLength(1);
    expect(errors).toEqual(['Error al procesar un evento de pedidos']);
  });

  it('uses the secure scheme on https', () => {
    expect(orderSocketUrl({ protocol: 'https:', host: 'admin.horno.co' })).toBe(
      'wss://admin.horno.co/ws/pedidos/',
    );
    expect(orderSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/pedidos/',
    );
  });
});
