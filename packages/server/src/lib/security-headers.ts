import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// A host header fit to be echoed into a header value; anything else gets no socket source.
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The live order socket on the host the page came from (CSP 'self' leaves ws: out in older browsers). */
function socketSources(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * The CSP source of a tile URL template: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' →
 * 'https://*.tile.example.org'; nothing for an empty or unreadable one.
 */
export function tileImageSources(template: string): string[] {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(template.replace(/\{s\}/g, '*'))?.[1];
  return origin && /^https?:\/\/[a-z0-9*.:-]+$/i.test(origin) ? [origin] : [];
}

/** Only what the apps use: nothing of the camera, microphone, location or payment APIs. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Security headers on every answer, by helmet. The Content-Security-Policy is strict: scripts
 * only from this origin, never inline; styles also allow inline ones, because the toast library
 * injects its stylesheet at run time (docs/decisions/007). /api/docs sets its own, relaxed
 * policy (@fastify/swagger-ui's `staticCSP`). helmet's middleware is built once here:
 * @fastify/helmet builds it again for every request, which cost 2 % of the server's CPU per order.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Other origins pictures may come from: the back office map's tiles. */
  imageSources: readonly string[] = [],
): void {
  const https = publicUrl.startsWith('https:');
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => socketSources(req)],
        // The receipt is printed from a PDF blob in a hidden frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const done = (error?: unknown) => {
    if (error) throw error;
  };
  app.addHook('onRequest', (request, reply, next) => {
    applyHeaders(request.raw, reply.raw as ServerResponse, done);
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    next();
  });
}
