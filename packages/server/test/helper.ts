import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, demoSeedOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db/client';
import * as t from '../src/db/schema';
import { WELCOME_PROMOTION_ID } from '../src/modules/promotions/promotions.queries';
import { type Clock, fixedClock } from '../src/lib/clock';
import { demoTemplate, emptyTemplate, tarball } from './templates';

/** Which engine the suite runs on: PGlite by default, PostgreSQL when HORNO_TEST_DB=postgres. */
export const testEngine = process.env.HORNO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A Wednesday at noon (in a week without holidays) in Bogotá: every branch of the demo is open. */
export const WEDNESDAY_NOON = '2026-11-25T12:00:00-05:00';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = emptyTemplate();
  return copyOf(testEngine === 'pglite' && empty ? empty : undefined);
}

/**
 * A new database, a copy of `template` when given (decision 021): on PGlite, in memory, loaded
 * from the template's tarball; on PostgreSQL, a database of its own on the server, created from
 * the template database, and dropped with `drop`.
 */
async function copyOf(template: string | undefined): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const loadDataDir = template ? await tarball(template) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('HORNO_TEST_DB=postgres needs DATABASE_URL');
  const name = `horno_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement on the PostgreSQL server at `serverUrl` (creating, dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * What buildApp's demo seed depends on (besides the code) for `config` at `now`: from an empty
 * database, two apps started with the same seed hold the same rows, but for the random salts of
 * the password hashes and the columns the database fills with its own `now()`.
 */
export function demoSeedOf(config: Config, now: Date): string {
  return JSON.stringify({ seedDemo: config.seedDemo, ...demoSeedOptions(config, now) });
}

/**
 * A database for buildApp to start on with `config` at `now`: a copy of the demo template when it
 * was seeded alike (buildApp then finds it migrated and seeded, and leaves it as it is), else a
 * fresh, empty one for buildApp to migrate and seed.
 */
function startingDatabase(config: Config, now: Date): Promise<TestDatabase> {
  const demo = demoTemplate(demoSeedOf(config, now));
  return demo ? copyOf(demo) : createTestDatabase();
}

/** The test configuration: the demo without its orders, so every board starts empty. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      SEED_DEMO_ORDERS: 'false',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: Clock & { set(next: Date | string): void };
  db: TestDatabase;
  close(): Promise<void>;
}

/** Boots the real app on a fresh database with the demo pizzeria and a pinned clock. */
export async function buildTestApp(
  options: {
    now?: string;
    config?: Partial<Config>;
    db?: TestDatabase;
    /** Receives the log's lines (set `config.logLevel` too: the tests' is silent). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const clock = fixedClock(options.now ?? WEDNESDAY_NOON);
  const db = options.db ?? (await startingDatabase(config, clock.now()));
  const app = await buildApp({
    config,
    database: db.database,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    clock,
    db,
    close: async () => {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

/** A 15 % coupon, valid all of 2026, for the user with `email`. */
export async function giveCoupon(db: Db, email: string, codigo: string): Promise<void> {
  const [usuario] = await db
    .select({ id: t.usuarios.id })
    .from(t.usuarios)
    .where(eq(t.usuarios.email, email));
  if (!usuario) throw new Error(`no user ${email}`);
  await db.insert(t.cupones).values({
    codigo,
    promocionId: WELCOME_PROMOTION_ID,
    usuarioId: usuario.id,
    porcentajeDescuento: 15,
    fechaInicio: new Date('2026-01-01T00:00:00Z'),
    fechaFin: new Date('2027-01-01T00:00:00Z'),
  });
}
