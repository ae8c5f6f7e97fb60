// What the backup and move tests share (decision 034): the demo with its month of orders in an
// embedded folder or a PostgreSQL database of their own, a way to read either, and the facts a
// copy must keep (every table's row count, a checksum of the orders and their lines).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app';
import { contentsOf } from '../src/cli/shell-database';
import { type Database, openDatabase } from '../src/db/client';
import { fixedClock } from '../src/lib/clock';
import { onServer, testConfig, testEngine, WEDNESDAY_NOON } from './helper';
import { emptyTemplate, tarball } from './templates';

/** The PostgreSQL server of the Postgres run (tests that need one skip on the PGlite run). */
export const postgresServer = testEngine === 'postgres' ? process.env.DATABASE_URL : undefined;

/** Raw SQL, no parameters, on one database. */
export type Query = <Row>(text: string) => Promise<Row[]>;

/** Loads the demo with its month of orders into `database`, as a first start would. */
export async function seedDemoWithOrders(database: Database): Promise<void> {
  const app = await buildApp({
    config: testConfig({ seedDemoOrders: true }),
    database,
    clock: fixedClock(WEDNESDAY_NOON),
  });
  await app.close();
}

/** A PGlite folder in `dataDir` (DATA_DIR/pglite) with the demo and its orders, closed. */
export async function seedEmbeddedFolder(dataDir: string): Promise<void> {
  const empty = emptyTemplate();
  const database = await openDatabase({
    dataDir,
    ...(empty ? { loadDataDir: await tarball(empty) } : {}),
  });
  try {
    await seedDemoWithOrders(database);
  } finally {
    await database.close();
  }
}

/** A new, empty database on the PostgreSQL server; `drop` removes it. */
export async function newPostgresDatabase(serverUrl: string) {
  const name = `horno_bk_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs `use` on a connection to the PostgreSQL database at `url`. */
export async function onPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async <Row>(text: string) => (await client.query(text)).rows as Row[]);
  } finally {
    await client.end();
  }
}

/** Runs `use` on the embedded database of `dataDir`, opened directly (it may write to it). */
export async function onEmbedded<T>(dataDir: string, use: (query: Query) => Promise<T>) {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await use(async <Row>(text: string) => (await client.query<Row>(text)).rows);
  } finally {
    await client.close();
  }
}

/** What a faithful copy keeps: every table's rows, and the orders and their lines to the byte. */
export async function factsOf(query: Query) {
  const { tables } = await contentsOf(query);
  // A row's text shows its instants in the session's time zone: the same one on both sides.
  await query(`set time zone 'UTC'`);
  const [sums] = await query<{ pedidos: string; lineas: string }>(`
    select (select md5(string_agg(p::text, '|' order by p.id)) from pedidos p) as pedidos,
           (select md5(string_agg(l::text, '|' order by l.id)) from pedido_productos l) as lineas`);
  return { tables, ...sums! };
}

/** Every file under `dir` with its SHA-256: equal maps, an untouched folder. */
export function folderHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    hashes.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return hashes;
}
