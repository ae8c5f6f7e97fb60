// A rolling upgrade (issue 34, README "Actualizar sin cortar el servicio"): the new release's
// instance starts beside the old one and applies its migrations, which only add (expand); the old
// instance keeps serving on the database now ahead of its code, and starts again on it if it
// must, until it is stopped. Here the next release's migration is applied as its instance would.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../helper';
import {
  freePort,
  type Instance,
  newPostgresDatabase,
  pickUpOrder,
  startInstance,
} from './instances';

/** What a next release may do in one step: add a nullable column, a table, an index. */
const NEXT_RELEASE = [
  'alter table pedidos add column propina integer',
  'create table propinas_sugeridas (id serial primary key, sede integer not null references sedes(id), porcentaje integer not null)',
  'create index pedidos_propina_idx on pedidos (propina)',
];

describe.skipIf(testEngine !== 'postgres')('a rolling upgrade', () => {
  let dir: string;
  let database: { url: string; drop(): Promise<void> };
  let old: Instance;
  const env = () => ({
    DATABASE_URL: database.url,
    DATA_DIR: join(dir, 'data'),
    WEB_DIST: '/nonexistent',
    SHUTDOWN_DRAIN_MS: '0',
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-upgrade-'));
    database = await newPostgresDatabase();
    old = await startInstance(await freePort(), env());
  }, 120_000);

  afterAll(async () => {
    old?.signal('SIGKILL');
    await old?.exited;
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the old release serving, and starting, on a database the next release expanded', async () => {
    const placeOrder = async (port: number) => {
      const base = `http://127.0.0.1:${port}`;
      const order = pickUpOrder(await (await fetch(`${base}/api/productos/?sede=1`)).text());
      const res = await fetch(`${base}/api/pedidos/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { token } = (await res.json()) as { token: string };
      const tracked = await fetch(`${base}/api/pedidos/token/${token}/`);
      expect(tracked.status).toBe(200);
    };
    await placeOrder(old.port);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('begin');
      for (const statement of NEXT_RELEASE) await client.query(statement);
      await client.query(
        `insert into drizzle.__drizzle_migrations (hash, created_at)
         select 'la-siguiente-version', max(created_at) + 1 from drizzle.__drizzle_migrations`,
      );
      await client.query('commit');
    } finally {
      await client.end();
    }

    // The old release, still running, on the expanded database.
    await placeOrder(old.port);
    // Restarted (a crash, a reboot before the upgrade is over): it starts and serves; the
    // migrations it knows are all there, and the one it does not know is left alone.
    old.signal('SIGTERM');
    expect(await old.exited, old.output()).toBe(0);
    old = await startInstance(await freePort(), env());
    await placeOrder(old.port);
    expect(old.output()).not.toMatch(/"level":(50|60)/);
  });
});
