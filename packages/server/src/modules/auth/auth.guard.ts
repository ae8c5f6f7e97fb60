import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permiso } from '@horno/domain/permissions';
import { AppError } from '../../lib/errors';
import type { AuthContext } from './auth.queries';
import type { AuthService } from './auth.service';
import { tokenFromHeader } from './tokens';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission: readonly Permiso[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded-or-public API route, for the authorization matrix and reviews. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Any one of these permission keys lets the caller in. */
    permission?: Permiso | readonly Permiso[];
  }
}

/** Paths the guard covers, stored pictures included; pages, static files and API docs are not. */
const isGuardedPath = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
  url.startsWith('/ws/') ||
  url.startsWith('/imagenes/');

const asList = (p: Permiso | readonly Permiso[] | undefined): readonly Permiso[] =>
  p === undefined ? [] : typeof p === 'string' ? [p] : p;

/**
 * Guards every /api and /ws route in one place: a route is public only when it says so; any
 * other needs a live token, and its permission keys when it names some.
 */
export function installAuthGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permission: asList(route.config?.permission),
      });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || !isGuardedPath(url)) return;
    const config = request.routeOptions.config;
    const token = tokenFromHeader(request.headers.authorization);
    if (token) request.auth = await auth.resolve(token);
    if (config.public) return;
    if (!token) throw new AppError(401, 'Debes iniciar sesión para continuar.');
    if (!request.auth) {
      throw new AppError(401, 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
    }
    const needed = asList(config.permission);
    if (needed.length > 0 && !needed.some((p) => request.auth!.permisos.has(p))) {
      throw new AppError(403, 'No tienes permiso para realizar esta acción.');
    }
  });
}

/** The caller of a guarded route (the guard has already refused anonymous callers). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'Debes iniciar sesión para continuar.');
  return request.auth;
}

/** Refuses a branch the staff member is not associated with. */
export function assertSedeAccess(auth: AuthContext, sedeId: number): void {
  if (!auth.sedeIds.has(sedeId)) throw new AppError(403, 'No tienes acceso a esta sede.');
}
