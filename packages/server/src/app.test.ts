import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { MessageSender } from './integrations/messaging/message-sender';
import { fixedClock } from './lib/clock';
import { testConfig, testEngine, WEDNESDAY_NOON } from '../test/helper';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A database URL the app opens (and so closes) itself: a fresh one on the PostgreSQL server. */
async function ownDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (testEngine === 'pglite' || !serverUrl) return { url: undefined, drop: async () => {} };
  const name = `horno_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe(`closing the app (${testEngine})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('waits for a handler whose client already left before ending the database', async () => {
    const own = await ownDatabaseUrl();
    cleanups.push(own.drop);
    // The outside service holds the handler until the test lets it go; then it reads the database.
    const entered = deferred();
    const release = deferred();
    const afterRelease = deferred<string>();
    const sender: MessageSender = {
      send: async () => {
        entered.resolve();
        await release.promise;
        afterRelease.resolve(
          await app.db.execute(sql`select 1`).then(
            () => 'ok',
            (err: Error) => err.message,
          ),
        );
      },
      retryFailed: async () => 0,
    };
    const app: FastifyInstance = await buildApp({
      config: testConfig({ databaseUrl: own.url }),
      clock: fixedClock(WEDNESDAY_NOON),
      sender,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/users/send-verification-code',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => undefined);
    client.end(JSON.stringify({ email: 'cliente@horno.co' }));
    await entered.promise;
    client.destroy();

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    release.resolve();
    expect(await afterRelease.promise).toBe('ok');
    await closing;
    expect(closed).toBe(true);
  });
});
