import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db/client';
import * as t from '../src/db/schema';
import { type Clock, fixedClock } from '../src/lib/clock';

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
  if (testEngine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('HORNO_TEST_DB=postgres needs DATABASE_URL');
  const name = `horno_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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
  options: { now?: string; config?: Partial<Config>; db?: TestDatabase } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const clock = fixedClock(options.now ?? WEDNESDAY_NOON);
  const app = await buildApp({ config: testConfig(options.config), database: db.database, clock });
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
    usuarioId: usuario.id,
    porcentajeDescuento: 15,
    fechaInicio: new Date('2026-01-01T00:00:00Z'),
    fechaFin: new Date('2027-01-01T00:00:00Z'),
  });
}
