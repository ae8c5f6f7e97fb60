import type { FastifyPluginAsync } from 'fastify';
import type { MenuHub } from './menu-hub';

/**
 * `/ws/menu/`: public, for the customer's menu and staff mode. It only tells an open page that
 * something it shows changed on some instance (`@horno/domain/menu-events`); the page reads the
 * fresh answer through the API, as anyone may. Nothing the client sends is read.
 */
export function menuLiveRoutes(hub: MenuHub): FastifyPluginAsync {
  return async (app) => {
    app.get('/ws/menu/', { websocket: true, config: { public: true } }, (socket) => {
      hub.add(socket);
      socket.on('message', () => socket.close(4400, 'Este canal solo envía mensajes'));
    });
  };
}
