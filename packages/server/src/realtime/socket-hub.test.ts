import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { OrderEvent, TableEvent } from './order-events';
import { SocketHub, type SocketScope } from './socket-hub';

/** Just what the hub uses of a ws socket, recording what it is sent. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: { data: unknown; options: unknown }[] = [];

  send(data: unknown, options?: unknown): void {
    this.sent.push({ data, options });
  }
  ping(): void {}
  close(): void {
    this.readyState = 3;
    this.emit('close');
  }
  terminate(): void {
    this.close();
  }
}

const event: OrderEvent = {
  type: 'pedido_creado',
  pedido: {
    id: 41,
    sede: 1,
    usuario: null,
    estado: 'PENDIENTE',
    activo: true,
    tipo_pedido: 'RECOGER',
  },
};

describe('SocketHub.dispatch', () => {
  let hub: SocketHub;
  afterEach(() => hub.closeAll());

  it('encodes an event once and sends those bytes, as text, to every socket in scope only', () => {
    hub = new SocketHub();
    const staff = Array.from({ length: 3 }, () => new FakeSocket());
    for (const socket of staff) {
      hub.add(socket as unknown as WebSocket).scope = { kind: 'staff', sedes: new Set([1, 2]) };
    }
    const otherBranch = new FakeSocket();
    hub.add(otherBranch as unknown as WebSocket).scope = { kind: 'staff', sedes: new Set([2]) };
    const unauthenticated = new FakeSocket();
    hub.add(unauthenticated as unknown as WebSocket);
    const closing = new FakeSocket();
    hub.add(closing as unknown as WebSocket).scope = { kind: 'staff', sedes: new Set([1]) };
    closing.readyState = 2;

    hub.dispatch(event);

    const [first] = staff[0]!.sent;
    expect(first?.options).toEqual({ binary: false });
    expect(JSON.parse(String(first?.data))).toEqual({
      type: 'pedido_creado',
      pedido: event.pedido,
    });
    for (const socket of staff) {
      expect(socket.sent).toHaveLength(1);
      expect(socket.sent[0]!.data).toBe(first?.data);
    }
    expect(otherBranch.sent).toEqual([]);
    expect(unauthenticated.sent).toEqual([]);
    expect(closing.sent).toEqual([]);
  });

  it('forgets a socket once it closes', () => {
    hub = new SocketHub();
    const socket = new FakeSocket();
    hub.add(socket as unknown as WebSocket).scope = { kind: 'order', orderId: 41 };
    expect(hub.size).toBe(1);
    socket.close();
    expect(hub.size).toBe(0);
    hub.dispatch(event);
    expect(socket.sent).toEqual([]);
  });

  it("sends a branch's table events to its staff and table managers, never to customers", () => {
    hub = new SocketHub();
    const socketWith = (scope: SocketScope) => {
      const socket = new FakeSocket();
      hub.add(socket as unknown as WebSocket).scope = scope;
      return socket;
    };
    const staff = socketWith({ kind: 'staff', sedes: new Set([1]) });
    const tables = socketWith({ kind: 'tables', sedes: new Set([1]), userId: 7 });
    const otherBranch = socketWith({ kind: 'tables', sedes: new Set([2]), userId: 8 });
    const customer = socketWith({ kind: 'customer', userId: 7 });
    const order = socketWith({ kind: 'order', orderId: 4 });
    const table: TableEvent = { type: 'mesa_actualizada', mesa: { id: 4, sede: 1 } };

    hub.dispatch(table);

    for (const socket of [staff, tables]) {
      expect(socket.sent.map((m) => JSON.parse(String(m.data)))).toEqual([table]);
    }
    for (const socket of [otherBranch, customer, order]) expect(socket.sent).toEqual([]);

    // A table manager hears only their own orders, as a customer does.
    hub.dispatch(event);
    hub.dispatch({ ...event, pedido: { ...event.pedido, id: 42, usuario: 7 } });
    expect(tables.sent.slice(1).map((m) => JSON.parse(String(m.data)).pedido.id)).toEqual([42]);
    expect(staff.sent).toHaveLength(3);
  });
});
