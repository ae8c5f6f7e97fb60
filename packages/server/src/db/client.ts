import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../lib/paths';
import * as schema from './schema';

/** The database as the app sees it: the same Drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * One statement with a fixed text, prepared under `name` on each pooled connection, so
   * Postgres parses and plans it once per connection instead of on every call: for hot paths.
   * Runs outside any Drizzle transaction (the statement is its own). PGlite runs it as is.
   */
  prepared<Row>(name: string, text: string, params: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFYs from any instance sharing the database arrive here. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Arbitrary key of the advisory lock that serializes migrations between instances. */
const MIGRATION_LOCK = 72_540_001;

const migrationsFolder = () => join(serverPackageRoot(), 'drizzle');

/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise PGlite persisted in
 * `dataDir` (or in memory when `dataDir` is 'memory://', as the tests do).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onError?: (err: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server ends (restart, failover) must not crash the process.
    pool.on('error', (err) => options.onError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      prepared: async <Row>(name: string, text: string, params: unknown[]) =>
        (await pool.query({ name, text, values: params })).rows as Row[],
      // Instances starting together take turns: the lock is held on its own connection.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db as never, { migrationsFolder: migrationsFolder() });
        } finally {
          await lock
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
            .catch(() => undefined);
          lock.release();
        }
      },
      listen: (channel, onMessage) =>
        listenPostgres(options.databaseUrl!, channel, onMessage, listeners),
      close: async () => {
        await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  let dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    prepared: async <Row>(_name: string, text: string, params: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would lose the subscription). It reconnects
 * after a dropped connection; events sent meanwhile are lost, which clients cover by refetching.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  listeners: Set<pg.Client>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    client.on('error', () => {
      listeners.delete(client);
      client.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    listeners.add(client);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      listeners.delete(current);
      await current.end().catch(() => undefined);
    }
  };
}
