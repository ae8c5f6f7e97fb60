import { resolve } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  CLOCK_STARTS_AT: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(30_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_LANGUAGE: z.string().default('es'),
  ORDER_LINK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'debe tener al menos 32 caracteres' }).optional(),
  ),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO_ORDERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO_ADS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
  GOOGLE_MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  MAP_TILE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/.test(v), {
      error: 'debe ser una URL http(s) con {z}, {x} y {y}, o vacía',
    }),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  WOMPI_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  WOMPI_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  WOMPI_INTEGRITY_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  WOMPI_EVENTS_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Defaults by the keys' prefix: sandbox for pub_test_…, production for pub_prod_…. */
  WOMPI_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  WOMPI_CHECKOUT_URL: z.url().default('https://checkout.wompi.co/p/'),
  WOMPI_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  PRINT_ACK_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  PRINT_MAX_TRIES: z.coerce.number().int().min(1).max(10).default(3),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'debe tener de 16 a 200 caracteres visibles, sin espacios')
      .optional(),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

const WOMPI_KEYS = [
  'WOMPI_PUBLIC_KEY',
  'WOMPI_PRIVATE_KEY',
  'WOMPI_INTEGRITY_SECRET',
  'WOMPI_EVENTS_SECRET',
] as const;

/** Wompi's two environments, told apart by the keys' prefixes (pub_test_ / pub_prod_). */
export type WompiEnvironment = 'sandbox' | 'production';

export interface WompiConfig {
  environment: WompiEnvironment;
  publicKey: string;
  privateKey: string;
  integritySecret: string;
  eventsSecret: string;
  apiUrl: string;
  checkoutUrl: string;
  timeoutMs: number;
}

function wompiConfig(c: z.infer<typeof ConfigSchema>): WompiConfig | undefined {
  const set = WOMPI_KEYS.filter((key) => c[key] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < WOMPI_KEYS.length) {
    const missing = WOMPI_KEYS.filter((key) => c[key] === undefined);
    throw new Error(`Configuración inválida:\nWompi necesita también ${missing.join(', ')}`);
  }
  const environmentOf = (key: string, test: string, prod: string) =>
    key.startsWith(test) ? 'sandbox' : key.startsWith(prod) ? 'production' : undefined;
  const environment = environmentOf(c.WOMPI_PUBLIC_KEY!, 'pub_test_', 'pub_prod_');
  if (!environment) {
    throw new Error(
      'Configuración inválida:\nWOMPI_PUBLIC_KEY: debe empezar por pub_test_ o pub_prod_',
    );
  }
  if (environmentOf(c.WOMPI_PRIVATE_KEY!, 'prv_test_', 'prv_prod_') !== environment) {
    throw new Error(
      `Configuración inválida:\nWOMPI_PRIVATE_KEY: debe ser de ${environment === 'sandbox' ? 'pruebas (prv_test_)' : 'producción (prv_prod_)'}, como la llave pública`,
    );
  }
  return {
    environment,
    publicKey: c.WOMPI_PUBLIC_KEY!,
    privateKey: c.WOMPI_PRIVATE_KEY!,
    integritySecret: c.WOMPI_INTEGRITY_SECRET!,
    eventsSecret: c.WOMPI_EVENTS_SECRET!,
    apiUrl: (
      c.WOMPI_API_URL ??
      (environment === 'sandbox' ? 'https://sandbox.wompi.co/v1' : 'https://production.wompi.co/v1')
    ).replace(/\/$/, ''),
    checkoutUrl: c.WOMPI_CHECKOUT_URL,
    timeoutMs: c.WOMPI_TIMEOUT_MS,
  };
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections in the node-postgres pool (ignored on PGlite). */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  seedDemo: boolean;
  /** With the demo, its branches' last 30 days of orders and today's active ones. */
  seedDemoOrders: boolean;
  /** With the demo, its ads active (false: stored inactive, so no pop-up opens by itself). */
  seedDemoAds: boolean;
  /** Starts the clock at an instant, running from there (demos and browser tests); unset in production. */
  clockStartsAt: string | undefined;
  /** Trust X-Forwarded-For (only behind a proxy that sets it): rate limits count by client address. */
  trustProxy: boolean;
  /** Login tries per client address per 15 minutes. */
  loginLimitPerAddress: number;
  /** How often the session behind each live socket is checked again. */
  socketSessionCheckMs: number;
  /**
   * On SIGTERM, how long the server keeps serving while `/api/health` answers 503, before it
   * closes: a proxy checking health every second sends the new requests elsewhere meanwhile.
   */
  shutdownDrainMs: number;
  /** WhatsApp Cloud API; unset means messages go to the outbox table and the log only. */
  whatsapp:
    { apiUrl: string; phoneNumberId: string; accessToken: string; language: string } | undefined;
  /**
   * Seals each order's tracking token so its WhatsApp messages can link to it (decision 015);
   * unset, the messages link to the site instead.
   */
  orderLinkSecret: string | undefined;
  /** Google Maps geocoding (docs/decisions/013); unset means the offline Bogotá geocoder. */
  googleMaps: { apiKey: string; baseUrl: string; timeoutMs: number } | undefined;
  /** The back office map's tiles ('https://…/{z}/{x}/{y}.png') and their credit; '' = no tiles. */
  mapTiles: { url: string; attribution: string };
  /** Wompi ('Pago en línea', decision 015); unset means only payment on delivery is offered. */
  wompi: WompiConfig | undefined;
  /** Print jobs (decision 028): sent again when unacknowledged in `ackTimeoutMs`, `maxTries` times. */
  printing: { ackTimeoutMs: number; maxTries: number };
  /**
   * Prometheus' `GET /metrics`: on the main port behind `token` (bearer), and/or without one on
   * a listener of its own at `host:port`; with neither, not served at all.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
}

/** What a valid configuration still gets wrong, for the log at startup. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.whatsapp && !config.orderLinkSecret) {
    warnings.push(
      `WhatsApp is configured but ORDER_LINK_SECRET is not: order messages link to ${config.publicUrl}, not to each order's tracking page. Set ORDER_LINK_SECRET (32+ characters, the same on every instance).`,
    );
  }
  return warnings;
}

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    throw new Error('Configuración inválida:\nMETRICS_PORT: debe ser distinto de PORT');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    dataDir: c.DATA_DIR.startsWith('memory://') ? c.DATA_DIR : resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST ? resolve(c.WEB_DIST) : undefined,
    seedDemo: c.SEED_DEMO,
    seedDemoOrders: c.SEED_DEMO_ORDERS,
    seedDemoAds: c.SEED_DEMO_ADS,
    clockStartsAt: c.CLOCK_STARTS_AT,
    trustProxy: c.TRUST_PROXY,
    loginLimitPerAddress: c.LOGIN_LIMIT_PER_ADDRESS,
    socketSessionCheckMs: c.SOCKET_SESSION_CHECK_MS,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    whatsapp:
      c.WHATSAPP_ACCESS_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: c.WHATSAPP_API_URL,
            phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: c.WHATSAPP_ACCESS_TOKEN,
            language: c.WHATSAPP_LANGUAGE,
          }
        : undefined,
    orderLinkSecret: c.ORDER_LINK_SECRET,
    googleMaps: c.GOOGLE_MAPS_API_KEY
      ? {
          apiKey: c.GOOGLE_MAPS_API_KEY,
          baseUrl: c.GOOGLE_MAPS_BASE_URL,
          timeoutMs: c.GOOGLE_MAPS_TIMEOUT_MS,
        }
      : undefined,
    mapTiles: { url: c.MAP_TILE_URL, attribution: c.MAP_TILE_ATTRIBUTION },
    wompi: wompiConfig(c),
    printing: { ackTimeoutMs: c.PRINT_ACK_TIMEOUT_MS, maxTries: c.PRINT_MAX_TRIES },
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT, host: c.METRICS_HOST },
  };
}
