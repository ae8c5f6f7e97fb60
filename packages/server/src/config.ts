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
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_LANGUAGE: z.string().default('es'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO_ORDERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

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
  /** Starts the clock at an instant, running from there (demos and browser tests); unset in production. */
  clockStartsAt: string | undefined;
  /** Trust X-Forwarded-For (only behind a proxy that sets it): rate limits count by client address. */
  trustProxy: boolean;
  /** Login tries per client address per 15 minutes. */
  loginLimitPerAddress: number;
  /** How often the session behind each live socket is checked again. */
  socketSessionCheckMs: number;
  /** WhatsApp Cloud API; unset means messages go to the outbox table and the log only. */
  whatsapp:
    { apiUrl: string; phoneNumberId: string; accessToken: string; language: string } | undefined;
}

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
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
    clockStartsAt: c.CLOCK_STARTS_AT,
    trustProxy: c.TRUST_PROXY,
    loginLimitPerAddress: c.LOGIN_LIMIT_PER_ADDRESS,
    socketSessionCheckMs: c.SOCKET_SESSION_CHECK_MS,
    whatsapp:
      c.WHATSAPP_ACCESS_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: c.WHATSAPP_API_URL,
            phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: c.WHATSAPP_ACCESS_TOKEN,
            language: c.WHATSAPP_LANGUAGE,
          }
        : undefined,
  };
}
