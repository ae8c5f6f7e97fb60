// `npm run admin -- estado` on a real database of each engine: at the code's migrations, behind
// it, ahead of it, not there yet; and it never migrates what it reads.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateShort } from '@horno/domain/dates';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, SERVER_HOLDER } from '../db/data-dir-lock';
import { codeMigrations, MIGRATIONS_TABLE } from '../db/migrations';
import {
  newPostgresDatabase,
  onEmbedded,
  onPostgres,
  postgresServer,
  type Query,
} from '../../test/backups';
import { demoSeedOf, testConfig, testEngine, WEDNESDAY_NOON } from '../../test/helper';
import { demoTemplate, tarball } from '../../test/templates';
import type { ShellDatabase } from './shell-database';
import { statusFromShell } from './status';

const code = codeMigrations();

describe(`estado (${testEngine})`, () => {
  let target: ShellDatabase;
  let cleanUp: () => Promise<void>;
  /** Runs SQL on the database estado reads. */
  let onTarget: <T>(use: (query: Query) => Promise<T>) => Promise<T>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'horno-estado-'));
    if (postgresServer) {
      const created = await newPostgresDatabase(postgresServer);
      target = { databaseUrl: created.url, dataDir };
      onTarget = (use) => onPostgres(created.url, use);
      cleanUp = created.drop;
    } else {
      target = { databaseUrl: undefined, dataDir };
      onTarget = (use) => onEmbedded(dataDir, use);
      cleanUp = async () => undefined;
    }
    return async () => {
      await cleanUp();
      await rm(dataDir, { recursive: true, force: true });
    };
  });

  const run = async () => {
    const lines: string[] = [];
    const exit = await statusFromShell(target, (line) => lines.push(line));
    return { exit, lines };
  };
  const applied = () =>
    onTarget(
      async (query) =>
        (await query<{ n: number }>(`select count(*)::int as n from ${MIGRATIONS_TABLE}`))[0]!.n,
    );

  it('says a database that is not there yet gets every migration at start', async () => {
    const { exit, lines } = await run();
    expect(exit).toBe(0);
    expect(lines[0]).toMatch(/^Horno \d+\.\d+\.\d+( \(commit [0-9a-f]+\))?$/);
    if (postgresServer) {
      expect(lines[1]).toMatch(
        /^Base de datos: PostgreSQL en 127\.0\.0\.1:5432\/horno_bk_\w+ \(usuario postgres\)$/,
      );
    } else {
      expect(lines[1]).toBe(`Base de datos: la base embebida (PGlite) en ${target.dataDir}/pglite`);
      expect(lines[2]).toBe('  Aún no existe: el servidor la crea al iniciar.');
    }
    expect(lines.at(-2)).toBe('Migraciones aplicadas: ninguna.');
    expect(lines.at(-1)).toBe(
      `Estado: faltan ${code.length} migraciones: se aplican al iniciar (${code.map((m) => m.tag).join(', ')}).`,
    );
  });

  it('lists the migrations applied and says the database is up to date', async () => {
    // On PGlite a copy of the seeded template, migrated already: migrating a new one takes seconds.
    const migrated = postgresServer
      ? undefined
      : demoTemplate(demoSeedOf(testConfig(), new Date(WEDNESDAY_NOON)));
    const database = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      ...(migrated ? { loadDataDir: await tarball(migrated) } : {}),
    });
    await database.migrate();
    await database.close();
    const { exit, lines } = await run();
    expect(exit).toBe(0);
    expect(lines.slice(2)).toEqual([
      `Migraciones aplicadas: ${code.length}`,
      ...code.map((m) => `  ${m.tag} (${formatDateShort(new Date(m.when))})`),
      'Estado: al día.',
    ]);
  });

  it('says which migrations are missing, and applies none', async () => {
    const last = code.slice(-2);
    await onTarget((query) =>
      query(`delete from ${MIGRATIONS_TABLE} where created_at >= ${last[0]!.when}`),
    );
    const { exit, lines } = await run();
    expect(exit).toBe(0);
    expect(lines.at(-1)).toBe(
      `Estado: faltan 2 migraciones: se aplican al iniciar (${last.map((m) => m.tag).join(', ')}).`,
    );
    expect(await applied()).toBe(code.length - 2);
  });

  it('says the database is ahead of the code, with the migrations this code does not know', async () => {
    const last = code.slice(-2);
    const future = code.at(-1)!.when + 86_400_000;
    await onTarget(async (query) => {
      for (const m of last)
        await query(
          `insert into ${MIGRATIONS_TABLE} (hash, created_at) values ('${m.hash}', ${m.when})`,
        );
      await query(
        `insert into ${MIGRATIONS_TABLE} (hash, created_at) values ('f00dcafe0123456789', ${future})`,
      );
    });
    const { exit, lines } = await run();
    expect(exit).toBe(1);
    expect(lines.slice(-2)).toEqual([
      `  desconocida (hash f00dcafe0123) (${formatDateShort(new Date(future))})`,
      'Estado: la base de datos va adelante del código (1 migración que este código no conoce). Actualiza Horno antes de iniciar el servidor.',
    ]);
  });

  it.skipIf(postgresServer)(
    'asks to stop the server that has the embedded database open',
    async () => {
      const server = acquireDataDirLock(target.dataDir, SERVER_HOLDER);
      try {
        const { exit, lines } = await run();
        expect(exit).toBe(1);
        expect(lines.at(-1)).toMatch(
          /^✖ La base embebida está abierta por el servidor .* Detén el servidor \(systemctl stop horno@3000\)/,
        );
      } finally {
        server.release();
      }
    },
  );
});
