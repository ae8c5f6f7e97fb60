import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth.queries';
import type { SocketHub, SocketScope } from './socket-hub';

const AuthMessageSchema = z.union([
  z.object({ type: z.literal('auth'), token: z.string().min(10).max(200) }),
  z.object({ type: z.literal('auth'), tracking: z.string().min(10).max(200) }),
]);

const AUTH_TIMEOUT_MS = 10_000;

/**
 * What an API token's holder sees: staff who manage orders their branches' orders and tables,
 * staff who manage only tables their branches' tables, customers their own orders.
 */
export function tokenScope(auth: AuthContext): SocketScope {
  // The kitchen display hears its branches' orders as the board does (issue 31).
  if (auth.permisos.has('gestionar_pedidos') || auth.permisos.has('ver_cocina'))
    return { kind: 'staff', sedes: auth.sedeIds };
  if (auth.permisos.has('gestionar_mesas')) {
    return { kind: 'tables', sedes: auth.sedeIds, userId: auth.user.id };
  }
  // A rider hears their own trips (issue 33).
  if (auth.permisos.has('repartir')) return { kind: 'rider', userId: auth.user.id };
  return { kind: 'customer', userId: auth.user.id };
}

/**
 * `/ws/pedidos/`: the socket authenticates with its first message — `{type:'auth', token}` (an
 * API token: staff see their branches' orders and tables, customers their own orders) or `{type:'auth', tracking}`
 * (a guest's tracking token: that order only). Tokens never travel in the URL.
 */
export function realtimeRoutes(hub: SocketHub): FastifyPluginAsync {
  return async (app) => {
    app.get('/ws/pedidos/', { websocket: true, config: { public: true } }, (socket) => {
      const subscriber = hub.add(socket);
      const timer = setTimeout(
        () => socket.close(4401, 'Autenticación requerida'),
        AUTH_TIMEOUT_MS,
      );
      socket.on('close', () => clearTimeout(timer));
      socket.on('message', (raw) => {
        void (async () => {
          const parsed = AuthMessageSchema.safeParse(safeJson(raw.toString()));
          if (!parsed.success) return socket.close(4400, 'Mensaje inválido');
          const message = parsed.data;
          if ('token' in message) {
            const auth = await app.services.auth.resolve(message.token);
            if (!auth) return socket.close(4401, 'Sesión inválida');
            subscriber.scope = tokenScope(auth);
            subscriber.token = message.token;
            subscriber.userId = auth.user.id;
          } else {
            const order = await app.services.orders.byToken(message.tracking).catch(() => null);
            if (!order) return socket.close(4401, 'Token del pedido inválido o expirado.');
            subscriber.scope = { kind: 'order', orderId: order.id };
          }
          clearTimeout(timer);
          socket.send(JSON.stringify({ type: 'auth_ok' }));
        })().catch((err: unknown) => {
          app.log.error({ err }, 'socket authentication failed');
          socket.close(1011, 'Error interno');
        });
      });
    });
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
