import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { EstadoSede } from '@horno/domain/branches';
import {
  BRANCH_STATUS_PATH,
  checkoutAddresses,
  CHOSEN_BRANCH_COOKIE,
  FIRST_LOAD_READS,
  firstOpenBranchId,
  menuCatalogAddresses,
  orderByTokenPath,
  parseBranchId,
  resolveBranchId,
  TRACKED_ORDERS_COOKIE,
  trackedTokenFor,
} from '@horno/domain/menu-reads';
import { adminUrlOf } from '@horno/domain/hosts';
import { SETUP_PAGE, SETUP_TOKEN_HOURS } from '@horno/domain/setup';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, configWarnings } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { type Clock, startingClock, systemClock } from './lib/clock';
import { frameworkErrorReply, installErrorHandler } from './lib/error-handler';
import { trackInFlight } from './lib/in-flight';
import { installMultipart } from './lib/multipart';
import {
  chosenEncoding,
  cookieValue,
  type PageAnswer,
  pageShells,
  shellVariants,
} from './lib/page-shells';
import { pageIdentityOf, webManifest, withIdentity } from './lib/page-identity';
import { installSecurityHeaders, tileImageSources } from './lib/security-headers';
import { serverPackageRoot } from './lib/paths';
import { adsRoutes } from './modules/ads/ads.routes';
import { branchRoutes } from './modules/branches/branches.routes';
import { BRANCHES_CHANGED } from './modules/branches/branches.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { catalogImportRoutes } from './modules/catalog-import/catalog-import.routes';
import { CATALOG_CHANNEL } from './modules/catalog/catalog.service';
import { categoriesRoutes } from './modules/catalog/categories.routes';
import { ingredientsRoutes } from './modules/catalog/ingredients.routes';
import { productsRoutes } from './modules/catalog/products.routes';
import { SOLD_OUT_PREFIX } from './modules/catalog/sold-out.service';
import { specialsRoutes } from './modules/catalog/specials.routes';
import { systemRoutes } from './modules/system/system.routes';
import { answerVersions } from './lib/record-versions';
import { installAuthGuard } from './modules/auth/auth.guard';
import { authRoutes } from './modules/auth/auth.routes';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { businessRoutes } from './modules/settings/business.routes';
import { BUSINESS_CHANGED } from './modules/settings/business.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { demoDataRoutes } from './modules/settings/demo-data.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { usersRoutes } from './modules/users/users.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import type { MessageSender } from './integrations/messaging/message-sender';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes';
import { installMetrics } from './modules/metrics/metrics';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes';
import { printingRoutes } from './modules/printing/printing.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { orderUpdated, subscribeOrderEvents } from './realtime/order-events';
import { realtimeRoutes, tokenScope } from './realtime/realtime.routes';
import { MenuHub, menuEventOf } from './realtime/menu-hub';
import { menuLiveRoutes } from './realtime/menu-live.routes';
import { SocketHub } from './realtime/socket-hub';
import { sessionsEndedUser } from './realtime/session-events';
import { geoRoutes } from './modules/geo/geo.routes';
import { deliveryAreasRoutes } from './modules/delivery-areas/delivery-areas.routes';
import { AREAS_CHANGED } from './modules/delivery-areas/delivery-areas.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { boardRoutes } from './modules/orders/board.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { tablesRoutes } from './modules/tables/tables.routes';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes';
import { SCHEDULED_SWEEP_MS } from './modules/scheduling/scheduling.service';
import { imagesRoutes } from './modules/images/images.routes';
import { redrawDemoAdPictures, seedDemo } from './seed/demo';

import { buildServices, type Services } from './services';

z.config(z.locales.es());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sockets: SocketHub;
    /** The open menus' sockets (`/ws/menu/`). */
    menuSockets: MenuHub;
    database: Database;
    clock: Clock;
    config: Config;
    services: Services;
    /**
     * `draining` from SIGTERM until the server closes (main.ts): `/api/health` answers 503 so a
     * proxy stops sending requests here, while the ones that still come are served.
     */
    lifecycle: { draining: boolean };
  }
  interface FastifyContextConfig {
    /** Reachable without a token; every other route requires one. */
    public?: boolean;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise opened from the config. */
  database?: Database;
  clock?: Clock;
  /** Replaces the message sender chosen from the configuration. */
  sender?: MessageSender;
  /** Where the log goes instead of stdout (a test reads the setup link from it). */
  logStream?: { write(line: string): void };
}

/** Where uploaded and generated images live. */
export function uploadsDirOf(config: Config): string {
  return config.dataDir.startsWith('memory://')
    ? join(tmpdir(), 'horno-uploads')
    : join(config.dataDir, 'uploads');
}

/**
 * What the demo seed is given besides the database: with the same options, it loads the same
 * demo into an empty database (the tests key their template databases by them, decision 021; the
 * e2e servers' seeded copies too, by the settings these come from, decision 032).
 */
export function demoSeedOptions(config: Config, now: Date) {
  return {
    uploadsDir: uploadsDirOf(config),
    now,
    orders: config.seedDemoOrders,
    ads: config.seedDemoAds,
  };
}

function webDistOf(config: Config): string {
  return config.webDist ?? join(serverPackageRoot(), '..', 'web', 'dist');
}

/** How long closing waits for in-flight requests before ending the database anyway. */
const SETTLE_TIMEOUT_MS = 8_000;

async function settledWithin(settled: Promise<void>, ms: number, onTimeout: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
  });
  if ((await Promise.race([settled, timeout])) === 'timeout') onTimeout();
  clearTimeout(timer);
}

/** Builds the whole app: database ready (migrated, demo loaded when empty), routes, errors, docs. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock =
    options.clock ?? (config.clockStartsAt ? startingClock(config.clockStartsAt) : systemClock);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      onError: (err) => console.error('database connection error', err.message),
    }));

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  for (const warning of configWarnings(config)) app.log.warn(warning);

  // Before any route: every request is counted, so closing can wait for all of them.
  const settled = trackInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, config.publicUrl, tileImageSources(config.mapTiles.url));

  const uploadsDir = uploadsDirOf(config);
  await mkdir(uploadsDir, { recursive: true });
  await database.migrate();
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, demoSeedOptions(config, clock.now()));
    if (seeded) app.log.info('demo pizzeria loaded into the empty database');
  }
  // A database restored or moved from another server finds the demo ads' drawings missing.
  if (await redrawDemoAdPictures(database.db, uploadsDir))
    app.log.info('demo ads pictures drawn again into the uploads folder');

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('config', config);
  const services = buildServices({ database, clock, config, log: app.log, sender: options.sender });
  app.decorate('services', services);
  app.addHook('onClose', () => services.notifier.settled());
  const {
    auth,
    sender,
    scheduling,
    publishOrderEvent,
    payments,
    soldOut,
    areas,
    branches,
    business,
    catalog,
  } = services;
  installAuthGuard(app, auth);
  answerVersions(app, database.db);
  installMetrics(app, config.metrics);
  // An install nobody can enter (a first start without the demo): the setup's one-time link.
  const setupToken = await app.services.setup.issueToken();
  if (setupToken) {
    const url = `${adminUrlOf(config.publicUrl)}${SETUP_PAGE}?token=${setupToken}`;
    app.log.warn(
      { setupUrl: url },
      `Nadie administra esta instalación todavía: abre ${url} para configurarla (vale ${SETUP_TOKEN_HOURS} horas).`,
    );
  }
  if (config.whatsapp) {
    const retry = setInterval(() => {
      sender.retryFailed().catch((err) => app.log.error({ err }, 'retrying messages failed'));
    }, 60_000);
    retry.unref();
    app.addHook('onClose', async () => clearInterval(retry));
  }
  // Orders for later enter the kitchen at their slot less the preparation time (issue 32).
  const due = setInterval(() => {
    scheduling
      .dueForKitchen()
      .then((orders) => orders.forEach((order) => publishOrderEvent(orderUpdated(order))))
      .catch((err) => app.log.error({ err }, 'announcing orders for later failed'));
  }, SCHEDULED_SWEEP_MS);
  due.unref();
  app.addHook('onClose', async () => clearInterval(due));
  // Riders' positions are kept 24 hours (issue 33).
  const forget = setInterval(() => {
    app.services.deliveries
      .forgetOldPositions()
      .catch((err) => app.log.error({ err }, 'forgetting old positions failed'));
  }, 60 * 60_000);
  forget.unref();
  app.addHook('onClose', async () => clearInterval(forget));
  if (config.wompi) {
    // Unpaid online orders expire 15 minutes after they were placed.
    const expire = setInterval(() => {
      payments.expireDue().catch((err) => app.log.error({ err }, 'expiring payments failed'));
    }, 30_000);
    expire.unref();
    app.addHook('onClose', async () => clearInterval(expire));
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        // Replaced by the business's name as it is served (system.routes.ts).
        title: 'API de pedidos',
        description:
          'API de pedidos en línea de la pizzería. Autenticación: `Authorization: Token <token>`.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs inline scripts: it sends its own, relaxed policy.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const sockets = new SocketHub({
    sessionCheckMs: config.socketSessionCheckMs,
    rescope: async (token) => {
      const auth = await app.services.auth.resolve(token);
      return auth && tokenScope(auth);
    },
  });
  app.decorate('sockets', sockets);
  app.decorate('lifecycle', { draining: false });
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
  const unsubscribe = async () => {
    await Promise.all([unsubscribeOrders(), unsubscribeCatalog()]);
  };
  // Fastify stops listening first (onClose hooks run last-registered first); a handler whose
  // client already left may still be using the database, so it ends only once they settle.
  // Before @fastify/websocket's own preClose, which would close them with no code: clients
  // told 1001 know the server is going away and reconnect (to another instance).
  app.addHook('preClose', (done) => {
    sockets.closeAll();
    menuSockets.closeAll();
    done();
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
    await settledWithin(settled(), SETTLE_TIMEOUT_MS, () =>
      app.log.warn('closing with requests still in flight'),
    );
    if (ownsDatabase) await database.close();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(realtimeRoutes(sockets));
  await app.register(menuLiveRoutes(menuSockets));
  await installMultipart(app);

  await app.register(systemRoutes);
  await app.register(catalogRoutes);
  await app.register(categoriesRoutes);
  await app.register(ingredientsRoutes);
  await app.register(productsRoutes);
  await app.register(specialsRoutes);
  await app.register(catalogImportRoutes);
  await app.register(branchRoutes);
  await app.register(authRoutes);
  await app.register(verificationRoutes);
  await app.register(settingsRoutes);
  await app.register(demoDataRoutes);
  await app.register(businessRoutes);
  await app.register(setupRoutes);
  await app.register(couponRoutes);
  await app.register(usersRoutes);
  await app.register(geoRoutes);
  await app.register(deliveryAreasRoutes);
  await app.register(ordersRoutes);
  await app.register(boardRoutes);
  await app.register(kitchenRoutes);
  await app.register(deliveriesRoutes);
  await app.register(schedulingRoutes);
  await app.register(printingRoutes);
  await app.register(receiptsRoutes);
  await app.register(tablesRoutes);
  await app.register(imagesRoutes);
  await app.register(adsRoutes);
  await app.register(paymentsRoutes);

  // Static files are compressed ahead of time (the web build, the demo's ads): each request
  // gets the `.br` or `.gz` sibling it accepts, else the file itself, with `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    preCompressed: true,
  });

  const webDist = webDistOf(config);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed siblings are chosen by Accept-Encoding, not addressed by their own URL.
      // Nor are the pages' HTML files (pages/, decision 020; the back office's admin/index.html,
      // decision 025): a page's path gets its own.
      globIgnore: ['**/*.br', '**/*.gz', 'pages/**', 'admin/*.html'],
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // API and file paths answer JSON 404s; any other GET is a page of the single-page app.
  const shellOf = pageShells(webDist);
  const variantOf = shellVariants(webDist);
  /**
   * The addresses of a page's own first reads, whose answers its HTML carries with the branch
   * lists': the reads of the branch the page will use, resolved as the app resolves it. The
   * menu: the visitor's choice (its cookie), else `?sede=`, else the first open branch
   * (`resolveBranchId`). The checkout: the chosen branch's prices and the payment methods. An
   * order's page: the order, by the tracking token the visitor's cookie names for its id (only
   * this browser knows it). Empty when there is nothing to add or the statuses cannot be read
   * (the app then asks as it starts). `statuses`: the branches' statuses if already read.
   */
  const pageReadsOf = async (
    request: FastifyRequest,
    { reads, params }: ReturnType<typeof shellOf>,
    statuses: EstadoSede[] | undefined,
  ): Promise<string[]> => {
    if (!reads) return [];
    if (reads === 'order') {
      const cookie = cookieValue(request.headers.cookie, TRACKED_ORDERS_COOKIE);
      const token = trackedTokenFor(cookie, Number(params.id));
      return token ? [orderByTokenPath(token)] : [];
    }
    try {
      const estados = statuses ?? (await branches.statuses());
      const chosen = parseBranchId(cookieValue(request.headers.cookie, CHOSEN_BRANCH_COOKIE));
      if (reads === 'checkout') {
        const known = estados.some((estado) => estado.id === chosen) ? chosen : null;
        return checkoutAddresses(known);
      }
      const sedeId = resolveBranchId(estados, {
        chosen,
        fromUrl: parseBranchId(new URLSearchParams(request.url.split('?')[1]).get('sede')),
        // The statuses name every branch, in the branch list's order.
        fallback: firstOpenBranchId(estados, estados),
      });
      return sedeId === null ? [] : menuCatalogAddresses(sedeId);
    } catch (error) {
      request.log.warn({ err: error }, 'page shell: no reads to answer');
      return [];
    }
  };
  /**
   * The API's answers to a page's first reads, asked of the app itself without the visitor's
   * headers (they are public: the same for everyone). An address that does not answer 200 is left
   * out: the app asks for it as it starts, and shows what it gets.
   */
  const answersTo = async (addresses: readonly string[]): Promise<PageAnswer[]> => {
    const answers = await Promise.all(
      addresses.map(async (address) => {
        try {
          const res = await app.inject({ method: 'GET', url: address });
          return res.statusCode === 200 ? { address, body: res.body } : null;
        } catch (error) {
          app.log.warn({ err: error, address }, 'page shell: a first read failed');
          return null;
        }
      }),
    );
    return answers.filter((answer) => answer !== null);
  };
  app.get(
    '/manifest.webmanifest',
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) =>
      reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(webManifest(await business.get())),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|ws|uploads|imagenes|assets|admin\/assets|metrics)(\/|$)/.test(path);
    if (!isPage) return reply.status(404).send({ error: 'Recurso no encontrado.' });
    const shell = shellOf(request.hostname, path);
    // An order's page may carry the order (its customer's name, phone, address): no shared cache.
    void reply.header('cache-control', shell.reads === 'order' ? 'private, no-cache' : 'no-cache');
    // These pages' HTML depends on the visitor's cookie (`pageReadsOf`).
    void reply.header('vary', shell.reads ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    // The lists first: the branch statuses among them also pick the menu's branch.
    const lists = shell.reads ? await answersTo(FIRST_LOAD_READS) : [];
    const statuses = lists.find(({ address }) => address === BRANCH_STATUS_PATH)?.body;
    const answers = shell.reads
      ? [
          ...lists,
          ...(await answersTo(
            await pageReadsOf(
              request,
              shell,
              statuses === undefined ? undefined : (JSON.parse(statuses) as EstadoSede[]),
            ),
          )),
        ]
      : [];
    // Every page carries the business's identity as it is now (issue 28); the menu's also its
    // first reads' answers, not a round trip after its scripts (decision 020).
    const negocio = await business.get();
    const identity = pageIdentityOf(
      request.hostname,
      path,
      new URLSearchParams(request.url.split('?')[1]),
      answers,
    );
    const variant = variantOf(
      shell.file,
      answers,
      (html) => withIdentity(html, negocio, identity, config.publicUrl),
      JSON.stringify([negocio, identity]),
    );
    void reply.header('etag', variant.etag);
    if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(variant[encoding]);
  });

  return app;
}
