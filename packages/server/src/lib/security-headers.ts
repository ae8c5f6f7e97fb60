import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isAdminHost } from '@horno/domain/hosts';
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
 * The back office's pages may ask for the location, on their own origin only: a rider's phone
 * shares where it is during a trip (issue 33). The customer app never asks.
 */
export const ADMIN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  'geolocation=()',
  'geolocation=(self)',
);

/** The build's scripts, styles and fonts (hashed, under /assets/): never shown as a page. */
const ASSET_PATH = /^\/assets\//;
/** The JSON API, not its documentation's pages (/api/docs, which sets its own policy). */
const API_PATH = /^\/api\/(?!docs(\/|$|\?))/;

/**
 * Security headers by helmet, each answer with what applies to it. Pages (the apps' HTML, the
 * pictures, the API docs) get them all. The Content-Security-Policy is strict: scripts only from
 * this origin, never inline; styles also allow inline ones, because the toast library injects its
 * stylesheet at run time (docs/decisions/007). /api/docs sets its own, relaxed policy
 * (@fastify/swagger-ui's `staticCSP`).
 *
 * The JSON API gets a policy that allows nothing (`default-src 'none'`, OWASP's advice for an
 * API) and the rest that a JSON answer opened as a page needs. The build's scripts, styles and
 * fonts get only what a subresource uses (no sniffing, no embedding by other sites, HSTS): a
 * policy, the frame and permission rules and the like apply to documents, and on HTTP/1.1 each
 * of the first load's twenty-odd answers carried 1.1 KB of them, about 15 KB of a phone's first
 * load of the checkout (issue 13).
 *
 * The middlewares are built once here: @fastify/helmet builds one again for every request, which
 * cost 2 % of the server's CPU per order.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Other origins pictures may come from: the back office map's tiles. */
  imageSources: readonly string[] = [],
): void {
  const https = publicUrl.startsWith('https:');
  const strictTransportSecurity = https
    ? { maxAge: 31_536_000, includeSubDomains: true }
    : (false as const);
  const pageHeaders = helmet({
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
    strictTransportSecurity,
  });
  // What applies to documents only (a page's browsing context, its requests), off for the rest.
  const notADocument = {
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const apiHeaders = helmet({
    ...notADocument,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
  });
  const assetHeaders = helmet({
    ...notADocument,
    contentSecurityPolicy: false,
    frameguard: false,
  });
  const done = (error?: unknown) => {
    if (error) throw error;
  };
  app.addHook('onRequest', (request, reply, next) => {
    const res = reply.raw as ServerResponse;
    if (ASSET_PATH.test(request.url)) assetHeaders(request.raw, res, done);
    else if (API_PATH.test(request.url)) apiHeaders(request.raw, res, done);
    else {
      pageHeaders(request.raw, res, done);
      const host = (request.headers.host ?? '').split(':')[0] ?? '';
      res.setHeader(
        'permissions-policy',
        isAdminHost(host) ? ADMIN_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
      );
    }
    next();
  });
}
