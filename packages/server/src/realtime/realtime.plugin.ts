import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRANCHES_CHANGED } from '../modules/branches/branches.service';
import { CATALOG_CHANNEL } from '../modules/catalog/catalog.service';
import { SOLD_OUT_PREFIX } from '../modules/catalog/sold-out.service';
import { AREAS_CHANGED } from '../modules/delivery-areas/delivery-areas.service';
import { BUSINESS_CHANGED } from '../modules/settings/business.service';
import { MenuHub, menuEventOf } from './menu-hub';
import { menuLiveRoutes } from './menu-live.routes';
import { subscribeOrderEvents } from './order-events';
import { realtimeRoutes, tokenScope } from './realtime.routes';
import { sessionsEndedUser } from './session-events';
import { SocketHub } from './socket-hub';

/**
 * The live side of the server: the staff's sockets (`/ws/pedidos/`) and the open menus'
 * (`/ws/menu/`), fed by the database's LISTEN on the order and catalog channels, so that what
 * any instance changes reaches every instance's sockets and caches.
 */
async function realtime(app: FastifyInstance): Promise<void> {
  const { database, services } = app;
  const { soldOut, areas, branches, business, catalog } = services;
  const sockets = new SocketHub({
    sessionCheckMs: app.config.socketSessionCheckMs,
    rescope: async (token) => {
      const auth = await services.auth.resolve(token);
      return auth && tokenScope(auth);
    },
  });
  app.decorate('sockets', sockets);
  // A deactivated user's sockets close on every instance (session-events.ts).
  // After the database came back (a restart, a network cut), the events of the outage are lost:
  // every socket is told to read again what it shows (`eventos_perdidos`).
  const unsubscribeOrders = await subscribeOrderEvents(
    database,
    (event) => {
      const ended = sessionsEndedUser(event);
      if (ended === null) sockets.dispatch(event);
      else sockets.endSessionsOf(ended);
    },
    () => sockets.announceMissedEvents(),
  );
  const menuSockets = new MenuHub();
  app.decorate('menuSockets', menuSockets);
  // Another instance changed the catalog: its menus are served fresh here too.
  // A branch's sold-out switches travel on the same channel ('agotados:{sede}'), and so do
  // changes of a branch's data, hours, pause or busy minutes ('sedes'). Once this instance has
  // forgotten what changed, its open menus are told, so that what they read again is fresh.
  const unsubscribeCatalog = await database.listen(
    CATALOG_CHANNEL,
    (payload) => {
      if (payload.startsWith(SOLD_OUT_PREFIX)) soldOut.invalidate();
      else if (payload === AREAS_CHANGED) areas.invalidate();
      else if (payload === BRANCHES_CHANGED) branches.invalidate();
      else if (payload === BUSINESS_CHANGED) business.invalidate();
      else catalog.invalidate();
      const event = menuEventOf(payload);
      if (event) menuSockets.broadcast(event);
    },
    // Changes made elsewhere while this instance was not listening: forget everything it keeps.
    () => {
      for (const kept of [soldOut, areas, branches, business, catalog]) kept.invalidate();
      menuSockets.broadcast({ type: 'sedes' });
      menuSockets.broadcast({ type: 'catalogo' });
    },
  );
  // Before @fastify/websocket's own preClose, which would close them with no code: clients
  // told 1001 know the server is going away and reconnect (to another instance).
  app.addHook('preClose', (done) => {
    sockets.closeAll();
    menuSockets.closeAll();
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all([unsubscribeOrders(), unsubscribeCatalog()]);
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(realtimeRoutes(sockets));
  await app.register(menuLiveRoutes(menuSockets));
}

export const realtimePlugin = fp(realtime, { name: 'horno-realtime' });
