import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, parse as pgParse, protocol } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock, SERVER_HOLDER } from './data-dir-lock';
import { migrationsFolder } from './migrations';
import * as schema from './schema';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

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
  /**
   * Sends a NOTIFY as a transaction of its own, so call it once what it announces has committed.
   * A commit holding no NOTIFY does not take Postgres' database-wide notify lock, which is held
   * until the commit is flushed: concurrent commits can then share a WAL flush. With Postgres it
   * goes on the LISTEN connection when there is one (else on the pool), and the NOTIFYs asked
   * for while one is on its way go together, in order, in one statement. It never rejects: a
   * failure is reported to `onError` and the event is lost, as when a LISTEN connection is down.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a channel; NOTIFYs from any instance sharing the database arrive here. With
   * PostgreSQL the LISTEN connection comes back by itself after the server restarts or the
   * connection drops; NOTIFYs sent meanwhile are lost, so `onReconnect` runs once it listens
   * again, for the listener to refresh what it may have missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connections as they stand now (metrics); see `PoolStats`. */
  stats(): PoolStats;
  /**
   * PGlite only: the data dir as a tarball (gzipped if asked), from which `openDatabase`'s
   * `loadDataDir` opens a copy (the tests' templates, decision 021; the embedded backups,
   * decision 034). It checkpoints first: a copy of a data dir that was not checkpointed starts
   * with crash recovery, and its sequences skip the values Postgres logged ahead (32 each), so
   * the copy's next ids would not be this database's.
   */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

/**
 * The node-postgres pool's connections: open ones (`total`), those idle among them, the queries
 * waiting for one, and the pool's size. PGlite is one in-process session, not a pool: it answers
 * one connection, always open, and queues its queries inside PGlite where they are not seen
 * (idle 1, waiting 0). The LISTEN connections are not counted.
 */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** The NOTIFYs of one batch, in the order they were asked for. */
const NOTIFY_BATCH = 'select pg_notify(c, p) from unnest($1::text[], $2::text[]) as n(c, p)';

/**
 * Queues NOTIFYs and sends them with `send`: one batch at a time, holding whatever was queued
 * while the previous batch was on its way. Each call resolves once its batch was sent; `idle`
 * resolves once nothing is queued or on its way.
 */
function batchingNotifier(
  send: (channels: string[], payloads: string[]) => Promise<void>,
  onError: ((err: Error) => void) | undefined,
): { notify: (channel: string, payload: string) => Promise<void>; idle: () => Promise<void> } {
  let queue: { channel: string; payload: string; done: () => void }[] = [];
  let sending: Promise<void> | undefined;
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await send(
          batch.map((n) => n.channel),
          batch.map((n) => n.payload),
        );
      } catch (err) {
        onError?.(err as Error);
      }
      for (const n of batch) n.done();
    }
    sending = undefined;
  };
  return {
    notify: (channel, payload) =>
      new Promise<void>((done) => {
        queue.push({ channel, payload, done });
        sending ??= drain();
      }),
    idle: async () => {
      while (sending) await sending;
    },
  };
}

/** How long a new connection to PostgreSQL may take before the attempt fails. */
const CONNECT_TIMEOUT_MS = 5000;
/** How often a dropped LISTEN connection tries to come back. */
const LISTEN_RETRY_MS = 1000;

/** Arbitrary key of the advisory lock that serializes migrations between instances. */
const MIGRATION_LOCK = 72_540_001;

/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise PGlite persisted in
 * `dataDir` (or in memory when `dataDir` is 'memory://', as the tests do).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  onError?: (err: Error) => void;
  /**
   * PGlite only, into an empty `dataDir`: starts from this data dir (`Database.dumpDataDir`)
   * instead of a new cluster, skipping initdb, which takes PGlite seconds (decision 021).
   */
  loadDataDir?: Blob;
  /**
   * PGlite in a folder: what takes its lock (decision 034), named to whoever finds it held;
   * 'servidor' unless an operator's command says what it is.
   */
  lockHolder?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While PostgreSQL is unreachable a request fails within these seconds (and answers 503,
      // lib/error-handler.ts) instead of waiting for a connection for good.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // No JIT: its compile time (hundreds of ms) costs the reports' aggregates more than it
      // saves, and the orders' statements never reach its threshold (decision 037).
      options: '-c jit=off',
    });
    // An idle connection the server ends (restart, failover) must not crash the process.
    pool.on('error', (err) => options.onError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<pg.Client>();
    const notifier = batchingNotifier(async (channels, payloads) => {
      // The LISTEN connection is idle but for incoming events; the pool serves requests.
      const [listener] = listeners;
      const query = { name: 'horno_notify', text: NOTIFY_BATCH, values: [channels, payloads] };
      await (listener ? listener.query(query) : pool.query(query));
    }, options.onError);
    const database: Database = {
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
      notify: notifier.notify,
      listen: (channel, onMessage, onReconnect) =>
        listenPostgres(options.databaseUrl!, channel, {
          onMessage,
          onReconnect,
          listeners,
          notifying: notifier.idle,
        }),
      close: async () => {
        const ending = [...listeners];
        listeners.clear();
        await notifier.idle();
        await Promise.all(ending.map((c) => c.end().catch(() => undefined)));
        await pool.end();
      },
      stats: () => ({
        max: pool.options.max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
    return database;
  }
  let dataDir = options.dataDir;
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir, options.lockHolder ?? SERVER_HOLDER);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { loadDataDir: options.loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const statements = pgliteStatements(client);
  // PGlite runs one query at a time in this thread; the NOTIFYs asked for while one is waiting
  // its turn go together, so an order costs one query and not two.
  const notifier = batchingNotifier(async (channels, payloads) => {
    await statements.run('horno_notify', NOTIFY_BATCH, [channels, payloads]);
  }, options.onError);
  const database: Database = {
    db,
    kind: 'pglite',
    prepared: statements.run,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    notify: notifier.notify,
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: async () => {
      await notifier.idle();
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    stats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    dumpDataDir: async (compression = 'none') => {
      await client.exec('checkpoint');
      return client.dumpDataDir(compression);
    },
  };
  return database;
}

/**
 * Named prepared statements on PGlite's one session, as node-postgres keeps them on a pooled
 * connection: the statement is parsed and planned once (protocol Parse under its name), then
 * every call only binds and executes it, in one message to PGlite. PGlite's `query` parses and
 * plans its text on every call and has no named statements, so this speaks the protocol itself,
 * holding the same two locks `query` takes (a call never runs inside another's transaction).
 */
function pgliteStatements(client: PGlite): {
  run: <Row>(name: string, text: string, params: unknown[]) => Promise<Row[]>;
} {
  /** Each prepared statement's parameter types and the description of its rows. */
  const prepared = new Map<string, { types: number[]; rows: BackendMessage[] }>();
  const exec = (...messages: Uint8Array[]) => {
    const buffer = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let at = 0;
    for (const m of messages) {
      buffer.set(m, at);
      at += m.length;
    }
    // One call into PGlite; Sync ends each batch, also after an error.
    return client.execProtocolStream(buffer, { syncToFs: false });
  };
  const prepare = async (name: string, text: string) => {
    let statement = prepared.get(name);
    if (statement) return statement;
    try {
      const described = await exec(
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      );
      statement = {
        types: pgParse.parseDescribeStatementResults(described),
        rows: described.filter((m) => m.name === 'rowDescription'),
      };
    } catch (err) {
      // Parsed but not described: forget it, so the next call prepares it again.
      await exec(serialize.close({ type: 'S', name }), serialize.sync()).catch(() => undefined);
      throw err;
    }
    prepared.set(name, statement);
    return statement;
  };
  const serializeParam = (value: unknown, type: number | undefined): string | null => {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : client.serializers[type];
    return serializer ? serializer(value) : String(value as string);
  };
  return {
    run: <Row>(name: string, text: string, params: unknown[]) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          // Let the event loop turn before each statement: PGlite runs in this thread and hands
          // its lock from query to query in microtasks, so a queue of statements would otherwise
          // run back to back without Node accepting a connection or reading a request in between.
          await new Promise((resolve) => setImmediate(resolve));
          const { types, rows } = await prepare(name, text);
          const values = params.map((value, i) => serializeParam(value, types[i]));
          const messages = await exec(
            serialize.bind({ statement: name, values }),
            serialize.execute({}),
            serialize.sync(),
          );
          await client.syncToFs();
          return pgParse.parseResults([...rows, ...messages], client.parsers)[0]!.rows as Row[];
        }),
      ),
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would lose the subscription). After a dropped
 * connection (PostgreSQL restarted, a network cut) it tries again every second until it listens
 * again, then calls `onReconnect`: events sent meanwhile were lost, and the listener refreshes.
 */
async function listenPostgres(
  url: string,
  channel: string,
  options: {
    onMessage: (payload: string) => void;
    onReconnect: (() => void) | undefined;
    listeners: Set<pg.Client>;
    notifying: () => Promise<void>;
  },
): Promise<() => Promise<void>> {
  const { listeners } = options;
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const tryAgainLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, LISTEN_RETRY_MS);
  };
  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listeners.delete(client);
    client.end().catch(() => undefined);
    tryAgainLater();
  };
  const connect = async (again: boolean): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) options.onMessage(n.payload);
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      if (!again) throw err;
      tryAgainLater();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    listeners.add(client);
    if (again) options.onReconnect?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (client) {
      // NOTIFYs go to the pool from now on; one already sent here is let through first.
      listeners.delete(client);
      await options.notifying();
      await client.end().catch(() => undefined);
    }
  };
}
