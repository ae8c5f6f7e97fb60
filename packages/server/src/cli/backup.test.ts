// `npm run admin -- respaldo` and `restaurar`: the demo with its month of orders backed up and
// restored into a new database, which then holds every table's rows and the same orders; a
// database that is not empty is refused unless --forzar, and a damaged file changes nothing.
// PostgreSQL's half runs in the Postgres run (it needs the server and pg_dump), the embedded
// half in the PGlite run.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import {
  factsOf,
  newPostgresDatabase,
  onEmbedded,
  onPostgres,
  postgresServer,
  seedDemoWithOrders,
  seedEmbeddedFolder,
} from '../../test/backups';
import { testEngine } from '../../test/helper';
import { backupFromShell } from './backup';
import { defaultBackupName, readBackupFile } from './backup-file';
import { restoreFromShell } from './restore';
import type { ShellDatabase } from './shell-database';

const NOW = new Date('2026-11-25T19:30:00-05:00');

it('names a backup by the kind and the time in Bogotá', () => {
  expect(defaultBackupName('postgres', NOW)).toBe('horno-2026-11-25-1930.dump');
  expect(defaultBackupName('embedded', new Date('2026-01-02T04:05:00Z'))).toBe(
    'horno-2026-01-01-2305.tar.gz',
  );
});

async function backup(target: ShellDatabase, file?: string) {
  const lines: string[] = [];
  const exit = await backupFromShell(target, file, (line) => lines.push(line), NOW);
  return { exit, lines };
}

async function restore(target: ShellDatabase, file: string, force = false) {
  const lines: string[] = [];
  const exit = await restoreFromShell(target, file, { force }, (line) => lines.push(line), NOW);
  return { exit, lines };
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'horno-respaldos-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe.skipIf(!postgresServer)(
  'respaldo y restaurar en PostgreSQL (needs HORNO_TEST_DB=postgres)',
  () => {
    let source: Awaited<ReturnType<typeof newPostgresDatabase>>;
    let target: Awaited<ReturnType<typeof newPostgresDatabase>>;
    let file: string;
    let sourceFacts: Awaited<ReturnType<typeof factsOf>>;
    beforeAll(async () => {
      source = await newPostgresDatabase(postgresServer!);
      target = await newPostgresDatabase(postgresServer!);
      const database = await openDatabase({ databaseUrl: source.url, dataDir: 'memory://' });
      try {
        await seedDemoWithOrders(database);
      } finally {
        await database.close();
      }
      sourceFacts = await onPostgres(source.url, factsOf);
    });
    afterAll(async () => {
      await source?.drop();
      await target?.drop();
    });

    it('backs up the demo with its orders and restores it into an empty database', async () => {
      // Given a folder, the default name in it, by Bogotá's clock.
      file = join(scratch, 'horno-2026-11-25-1930.dump');
      const into = { databaseUrl: source.url, dataDir: scratch };
      const saved = await backup(into, scratch);
      expect(saved.exit, saved.lines.join('\n')).toBe(0);
      expect(saved.lines).toEqual([
        expect.stringMatching(
          new RegExp(`^✔ Respaldo guardado en ${file} \\(\\d+(\\.\\d)? [KM]B\\)\\.$`),
        ),
        expect.stringMatching(
          /^ {2}Respaldo de PostgreSQL \(pg_dump, formato custom\) de 127\.0\.0\.1:5432\/horno_bk_\w+ \(usuario postgres\): \d+ tablas, \d+ pedidos\.$/,
        ),
        `  Se restaura con: npm run admin -- restaurar ${file}`,
      ]);
      expect(await readBackupFile(file)).toEqual({ kind: 'postgres' });
      // Never over an earlier backup.
      expect(await backup(into, file)).toEqual({
        exit: 1,
        lines: [`✖ Ya existe ${file}: elige otro nombre.`],
      });

      const restored = await restore({ databaseUrl: target.url, dataDir: scratch }, file);
      expect(restored.exit, restored.lines.join('\n')).toBe(0);
      expect(restored.lines.at(-1)).toMatch(/^✔ Restaurado: \d+ tablas, \d+ pedidos\.$/);
      expect(sourceFacts.tables.find((t) => t.table === 'pedidos')!.rows).toBeGreaterThan(1000);
      expect(await onPostgres(target.url, factsOf)).toEqual(sourceFacts);
    });

    it('refuses a database that is not empty; --forzar replaces it, all or nothing', async () => {
      const into = { databaseUrl: target.url, dataDir: scratch };
      const refused = await restore(into, file);
      expect(refused.exit).toBe(1);
      expect(refused.lines.slice(1)).toEqual([
        expect.stringMatching(
          /^✖ La base de destino no está vacía: 127\.0\.0\.1:5432\/horno_bk_\w+ \(usuario postgres\) tiene \d+ tablas \(.*\)\.$/,
        ),
        '  Restaura en una base vacía, o agrega --forzar para reemplazar todo su contenido.',
      ]);

      // A damaged file leaves the database as it was, even with --forzar.
      await onPostgres(target.url, (query) =>
        query('delete from pedido_productos where id % 2 = 0'),
      );
      const changed = await onPostgres(target.url, factsOf);
      const whole = await readFile(file);
      const damaged = join(scratch, 'danado.dump');
      await writeFile(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const failed = await restore(into, damaged, true);
      expect(failed.exit).toBe(1);
      expect(failed.lines[1]).toMatch(
        /^✖ No se restauró nada \(la base de destino quedó como estaba\): /,
      );
      expect(await onPostgres(target.url, factsOf)).toEqual(changed);

      const forced = await restore(into, file, true);
      expect(forced.exit, forced.lines.join('\n')).toBe(0);
      expect(await onPostgres(target.url, factsOf)).toEqual(sourceFacts);
    });

    it('sends a PostgreSQL backup to PostgreSQL only', async () => {
      const { exit, lines } = await restore({ databaseUrl: undefined, dataDir: scratch }, file);
      expect(exit).toBe(1);
      expect(lines.at(-1)).toBe(
        '✖ Un respaldo de PostgreSQL se restaura en una base PostgreSQL: define DATABASE_URL con la base de destino y vuelve a intentarlo.',
      );
      expect(existsSync(join(scratch, 'pglite'))).toBe(false);
    });
  },
);

describe.skipIf(testEngine !== 'pglite')('respaldo y restaurar de la base embebida', () => {
  let dataDir: string;
  let file: string;
  beforeAll(async () => {
    dataDir = join(scratch, 'origen');
    await seedEmbeddedFolder(dataDir);
    file = join(scratch, 'embebida.tar.gz');
  });

  it('refuses while the server has the folder open, saying to stop it', async () => {
    const server = await openDatabase({ dataDir });
    try {
      await expect(backup({ databaseUrl: undefined, dataDir }, file)).rejects.toThrow(
        DataDirBusyError,
      );
      await expect(backup({ databaseUrl: undefined, dataDir }, file)).rejects.toThrow(
        /Detén el servidor \(systemctl stop horno@3000\) y vuelve a intentarlo\.$/,
      );
    } finally {
      await server.close();
    }
    expect(existsSync(file)).toBe(false);
  });

  it('backs up the demo with its orders and restores it into a new folder', async () => {
    const saved = await backup({ databaseUrl: undefined, dataDir }, file);
    expect(saved.exit, saved.lines.join('\n')).toBe(0);
    expect(saved.lines[1]).toMatch(
      new RegExp(
        `^  Respaldo de la base embebida \\(PGlite\\) de ${dataDir}/pglite: \\d+ tablas, \\d+ pedidos\\.$`,
      ),
    );
    expect((await readBackupFile(file)).kind).toBe('embedded');

    const into = join(scratch, 'destino');
    const restored = await restore({ databaseUrl: undefined, dataDir: into }, file);
    expect(restored.exit, restored.lines.join('\n')).toBe(0);
    expect(restored.lines).toEqual([
      `Respaldo de la base embebida (PGlite): ${file}. Se restaura en la base embebida (PGlite) en ${into}/pglite.`,
      expect.stringMatching(
        new RegExp(`^✔ Restaurado en ${into}/pglite: \\d+ tablas, \\d+ pedidos\\.$`),
      ),
    ]);
    const expected = await onEmbedded(dataDir, factsOf);
    expect(expected.tables.find((t) => t.table === 'pedidos')!.rows).toBeGreaterThan(1000);
    expect(await onEmbedded(into, factsOf)).toEqual(expected);

    // Not over a database; --forzar keeps the one that was there, aside.
    const refused = await restore({ databaseUrl: undefined, dataDir: into }, file);
    expect(refused.exit).toBe(1);
    expect(refused.lines.slice(1)).toEqual([
      `✖ ${into}/pglite ya tiene una base de datos.`,
      '  Restaura en una carpeta vacía, o agrega --forzar para reemplazarla (la que hay se conserva aparte, con otro nombre).',
    ]);
    const forced = await restore({ databaseUrl: undefined, dataDir: into }, file, true);
    expect(forced.exit).toBe(0);
    expect(forced.lines.at(-1)).toBe(
      `  La base que había quedó en ${into}/pglite-reemplazada-2026-11-25-1930: bórrala cuando ya no la necesites.`,
    );
    expect(readdirSync(into).sort()).toEqual(['pglite', 'pglite-reemplazada-2026-11-25-1930']);
  });

  it('tells a file that is no backup, and a PostgreSQL backup, by their content', async () => {
    const notBackup = join(scratch, 'notas.tar.gz');
    await writeFile(notBackup, 'no es un respaldo');
    expect((await restore({ databaseUrl: undefined, dataDir: scratch }, notBackup)).lines).toEqual([
      `✖ ${notBackup} no es un respaldo de Horno: no es un archivo de pg_dump (formato custom) ni un respaldo de la base embebida.`,
    ]);
    const dump = join(scratch, 'respaldo.bin');
    await writeFile(dump, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(100)]));
    const { exit, lines } = await restore({ databaseUrl: undefined, dataDir: scratch }, dump);
    expect(exit).toBe(1);
    expect(lines[0]).toBe(
      `Respaldo de PostgreSQL (pg_dump, formato custom): ${dump}. Se restaura en la base embebida (PGlite) en ${scratch}/pglite.`,
    );
  });
});
