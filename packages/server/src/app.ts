import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, configWarnings } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import type { MessageSender } from './integrations/messaging/message-sender';
import { startJobs } from './jobs';
import { installApiDocs } from './lib/api-docs';
import { type Clock, startingClock, systemClock } from './lib/clock';
import { installCompression } from './lib/compression';
import { frameworkErrorReply, installErrorHandler } from './lib/error-handler';
import { settledWithin, trackInFlight } from './lib/in-flight';
import { installMultipart } from './lib/multipart';
import { uploadsDirOf } from './lib/paths';
import { answerVersions } from './lib/record-versions';
import { installSecurityHeaders, tileImageSources } from './lib/security-headers';
import { installAuthGuard } from './modules/auth/auth.guard';
import { installMetrics } from './modules/metrics/metrics';
import { announceSetupLink } from './modules/setup/setup-link';
import { pagesPlugin } from './pages/pages.plugin';
import type { MenuHub } from './realtime/menu-hub';
import { realtimePlugin } from './realtime/realtime.plugin';
import type { SocketHub } from './realtime/socket-hub';
import { registerApiRoutes } from './routes';
import { demoSeedOptions, redrawDemoAdPictures, seedDemo } from './seed/demo';
import { buildServices, type Services } from './services';

export { demoSeedOptions };

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

/** How long closing waits for in-flight requests before ending the database anyway. */
const SETTLE_TIMEOUT_MS = 8_000;

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
  installAuthGuard(app, services.auth);
  answerVersions(app, database.db);
  installMetrics(app, config.metrics);
  await announceSetupLink(app);
  startJobs(app);
  await installApiDocs(app, config.publicUrl);
  app.decorate('lifecycle', { draining: false });
  // Fastify stops listening first (onClose hooks run last-registered first, so this one after
  // the realtime plugin's unsubscribing); a handler whose client already left may still be using
  // the database, so it ends only once they settle.
  app.addHook('onClose', async () => {
    await settledWithin(settled(), SETTLE_TIMEOUT_MS, () =>
      app.log.warn('closing with requests still in flight'),
    );
    if (ownsDatabase) await database.close();
  });
  await installCompression(app);
  await app.register(realtimePlugin);
  await installMultipart(app);
  await registerApiRoutes(app);
  await app.register(pagesPlugin);
  return app;
}
