// `npm run admin -- migrar-a-postgres`: the demo with its month of orders moves from an embedded
// folder to an empty PostgreSQL database with every row, id, sequence and picture; the server
// then takes and shows a new order there; the folder is left as it was, to the byte. And an
// embedded backup restored into PostgreSQL goes the same way. Needs PostgreSQL: the Postgres run.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirBusyError, SERVER_HOLDER } from '../db/data-dir-lock';
import {
  factsOf,
  folderHashes,
  newPostgresDatabase,
  onEmbedded,
  onPostgres,
  postgresServer,
  type Query,
  seedEmbeddedFolder,
} from '../../test/backups';
import { placeGuestOrder } from '../../test/guest-order';
import { testConfig, WEDNESDAY_NOON } from '../../test/helper';
import { fixedClock } from '../lib/clock';
import { backupFromShell } from './backup';
import { moveToPostgresFromShell } from './move-to-postgres';
import { restoreFromShell } from './restore';

/** Every picture's bytes, and the next value of every sequence. */
const picturesOf = async (query: Query) =>
  (
    await query<{ sum: string; n: number }>(
      `select md5(string_agg(md5(contenido), '' order by hash, ancho)) as sum, count(*)::int as n from imagenes`,
    )
  )[0]!;

describe.skipIf(!postgresServer)('migrar-a-postgres (needs HORNO_TEST_DB=postgres)', () => {
  let scratch: string;
  let dataDir: string;
  let target: Awaited<ReturnType<typeof newPostgresDatabase>>;
  /** The folder's facts, read from a copy of it once moved. */
  let source: Awaited<ReturnType<typeof factsOf>>;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'horno-migrar-'));
    dataDir = join(scratch, 'data');
    await seedEmbeddedFolder(dataDir);
    target = await newPostgresDatabase(postgresServer!);
  });
  afterAll(async () => {
    await target?.drop();
    await rm(scratch, { recursive: true, force: true });
  });

  const move = async (url: string) => {
    const lines: string[] = [];
    const exit = await moveToPostgresFromShell(dataDir, url, (line) => lines.push(line));
    return { exit, lines };
  };

  it('moves everything with its ids; the server goes on from there; the folder is untouched', async () => {
    const before = folderHashes(dataDir);
    const { exit, lines } = await move(target.url);
    expect(exit, lines.join('\n')).toBe(0);
    expect(folderHashes(dataDir)).toEqual(before);
    expect(lines[0]).toBe(
      `Copiando ${dataDir}/pglite a PostgreSQL en 127.0.0.1:5432/${new URL(target.url).pathname.slice(1)} (usuario postgres)…`,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}pedidos +\d{4}$/));
    expect(lines.at(-3)).toMatch(
      /^✔ Copiadas 69 tablas \(\d+ filas\) con sus ids, y \d+ secuencias; cada tabla tiene en PostgreSQL las filas que tenía en el origen\.$/,
    );
    expect(lines.at(-2)).toBe(
      `  La carpeta ${dataDir}/pglite quedó como estaba: consérvala hasta comprobar que todo está bien.`,
    );

    // Read from a copy: opening PGlite writes to its folder.
    const copy = join(scratch, 'copia');
    await cp(dataDir, copy, { recursive: true });
    const [facts, sourcePictures] = await onEmbedded(
      copy,
      async (q) => [await factsOf(q), await picturesOf(q)] as const,
    );
    source = facts;
    const [moved, movedPictures, maxId] = await onPostgres(
      target.url,
      async (q) =>
        [
          await factsOf(q),
          await picturesOf(q),
          (await q<{ id: number }>('select max(id)::int as id from pedidos'))[0]!.id,
        ] as const,
    );
    expect(moved).toEqual(source);
    expect(movedPictures.n).toBeGreaterThan(50);
    expect(movedPictures).toEqual(sourcePictures);

    // The server on PostgreSQL: a new order takes the next id, and reads back.
    const database = await openDatabase({ databaseUrl: target.url, dataDir: 'memory://' });
    const app = await buildApp({
      config: testConfig({ dataDir: join(scratch, 'servidor') }),
      database,
      clock: fixedClock(WEDNESDAY_NOON),
    });
    try {
      const sede = (await app.inject({ url: '/api/locations/sedes/' })).json<
        { id: number }[]
      >()[0]!;
      const created: CreatedOrder = await placeGuestOrder(app, sede.id);
      expect(created.id).toBe(maxId + 1);
      const read = await app.inject({ url: `/api/pedidos/token/${created.token}/` });
      expect(read.statusCode).toBe(200);
      expect(read.json<Order>()).toMatchObject({ id: created.id, sede: { id: sede.id } });
      // The demo ads' drawings are not in the database: this server's folder gets them again.
      const ads = (await app.inject({ url: '/api/publicidades/' })).json<{ imagen: string }[]>();
      expect(ads[0]!.imagen).toMatch(/^\/uploads\/publicidad\/.*\.svg$/);
      expect((await app.inject({ url: ads[0]!.imagen })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a database that is not empty, leaving it as it was', async () => {
    const before = await onPostgres(target.url, factsOf);
    const { exit, lines } = await move(target.url);
    expect(exit).toBe(1);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^✖ La base de destino no está vacía: .* tiene 69 tablas \(.*\)\.$/),
      '  Usa una base nueva y vacía (por ejemplo: sudo -u postgres createdb -O horno horno).',
    ]);
    expect(await onPostgres(target.url, factsOf)).toEqual(before);
  });

  it('refuses while the server has the folder open', async () => {
    const server = acquireDataDirLock(dataDir, SERVER_HOLDER);
    try {
      await expect(move(target.url)).rejects.toThrow(DataDirBusyError);
    } finally {
      server.release();
    }
  });

  it('restores an embedded backup into PostgreSQL, replacing what it holds with --forzar', async () => {
    const file = join(scratch, 'embebida.tar.gz');
    expect(await backupFromShell({ databaseUrl: undefined, dataDir }, file, () => undefined)).toBe(
      0,
    );
    await onPostgres(target.url, (q) => q('delete from pedido_productos where id % 2 = 0'));
    const lines: string[] = [];
    const exit = await restoreFromShell(
      { databaseUrl: target.url, dataDir: scratch },
      file,
      { force: true },
      (line) => lines.push(line),
    );
    expect(exit, lines.join('\n')).toBe(0);
    expect(lines.at(-1)).toMatch(/^✔ Copiadas 69 tablas/);
    expect(await onPostgres(target.url, factsOf)).toEqual(source);
  });
});
