// `npm run admin -- restaurar archivo [--forzar]`: loads a backup (`respaldo`) into the
// configured database, which must be empty; `--forzar` replaces what it holds (decision 034).
// What the file is comes from its content: a pg_dump into PostgreSQL, an embedded backup into
// the embedded folder, or into PostgreSQL by the same copy as `migrar-a-postgres`.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { emptyingStatements, tableLabel, userTables } from '../db/copy-to-postgres';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { fileStamp, KIND_NAMES, readBackupFile } from './backup-file';
import { copyEmbeddedToPostgres } from './move-to-postgres';
import { runPgTool, type ToolRun, toolOutput } from './pg-tools';
import {
  contentsOf,
  describeContents,
  describeDatabase,
  embeddedFolder,
  notEmptyLine,
  type Out,
  type ShellDatabase,
} from './shell-database';

const HOLDER = 'npm run admin -- restaurar';
const FORCE_HINT =
  'Restaura en una base vacía, o agrega --forzar para reemplazar todo su contenido.';

/** Returns the exit code; every line it prints is for the operator, in Spanish. */
export async function restoreFromShell(
  target: ShellDatabase,
  file: string,
  options: { force: boolean },
  out: Out,
  now = new Date(),
): Promise<number> {
  const path = resolve(file);
  if (!existsSync(path)) {
    out(`✖ No existe ${path}.`);
    return 1;
  }
  const backup = await readBackupFile(path);
  if (backup.kind === 'unknown') {
    out(
      `✖ ${path} no es un respaldo de Horno: no es un archivo de pg_dump (formato custom) ni un respaldo de la base embebida.`,
    );
    return 1;
  }
  out(`${KIND_NAMES[backup.kind]}: ${path}. Se restaura en ${describeDatabase(target)}.`);
  if (backup.kind === 'postgres') {
    if (!target.databaseUrl) {
      out(
        '✖ Un respaldo de PostgreSQL se restaura en una base PostgreSQL: define DATABASE_URL con la base de destino y vuelve a intentarlo.',
      );
      return 1;
    }
    return restorePostgresDump(target.databaseUrl, path, options.force, out);
  }
  const loadDataDir = new Blob([backup.tar]);
  if (!target.databaseUrl)
    return restoreEmbeddedFolder(target.dataDir, loadDataDir, options.force, out, now);
  // Into PostgreSQL: the backup opened in memory, then copied as migrar-a-postgres copies.
  const source = await openDatabase({ dataDir: 'memory://', loadDataDir });
  try {
    return await copyEmbeddedToPostgres(source, target.databaseUrl, out, {
      replace: options.force,
      notEmptyHint: FORCE_HINT,
    });
  } finally {
    await source.close();
  }
}

/**
 * pg_restore writes the backup as SQL, and psql runs it in one transaction, after the
 * statements that empty the target when `force`: all of it or nothing, so a damaged file leaves
 * the target as it was.
 */
async function restorePostgresDump(
  url: string,
  path: string,
  force: boolean,
  out: Out,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  const query = async <Row>(text: string) => (await client.query(text)).rows as Row[];
  try {
    await client.connect();
    const existing = await userTables(query);
    if (existing.length > 0 && !force) {
      out(notEmptyLine(url, existing.map(tableLabel)));
      out(`  ${FORCE_HINT}`);
      return 1;
    }
    const emptying = existing.length > 0 ? await emptyingStatements(query) : [];
    const feed = new PassThrough();
    feed.write(['begin', ...emptying].map((s) => `${s};\n`).join(''));
    const stop = new AbortController();
    const psql = runPgTool(
      'psql',
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'],
      { url, input: feed },
    );
    // psql stopped (an error): pg_restore has nobody to write to.
    void psql.finally(() => stop.abort()).catch(() => undefined);
    let restore: ToolRun | undefined;
    try {
      restore = await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-acl', '--no-comments', '--file=-', path],
        { output: feed, signal: stop.signal },
      );
    } finally {
      // Without COMMIT, psql ends the session and PostgreSQL rolls it all back.
      feed.end(restore?.code === 0 ? 'commit;\n' : '');
    }
    const applied = await psql;
    if (restore.code !== 0 || applied.code !== 0) {
      const failed = restore.code !== 0 ? restore : applied;
      out(
        `✖ No se restauró nada (la base de destino quedó como estaba): ${restore.code !== 0 ? 'pg_restore' : 'psql'} falló (código ${failed.code}):`,
      );
      for (const line of toolOutput(failed)) out(line);
      return 1;
    }
    out(`✔ Restaurado: ${describeContents(await contentsOf(query))}.`);
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Into DATA_DIR/pglite, which must be empty; `force` moves what it holds aside (never deletes
 * it). Held against the server for the whole time, as a backup is.
 */
async function restoreEmbeddedFolder(
  dataDir: string,
  loadDataDir: Blob,
  force: boolean,
  out: Out,
  now: Date,
): Promise<number> {
  const folder = embeddedFolder(dataDir);
  await mkdir(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir, HOLDER);
  let aside: string | undefined;
  try {
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      if (!force) {
        out(`✖ ${folder} ya tiene una base de datos.`);
        out(
          '  Restaura en una carpeta vacía, o agrega --forzar para reemplazarla (la que hay se conserva aparte, con otro nombre).',
        );
        return 1;
      }
      aside = `${folder}-reemplazada-${fileStamp(now)}`;
      await rename(folder, aside);
    }
    try {
      const client = await PGlite.create(folder, { loadDataDir });
      try {
        const contents = await contentsOf(
          async <Row>(text: string) => (await client.query<Row>(text)).rows,
        );
        out(`✔ Restaurado en ${folder}: ${describeContents(contents)}.`);
      } finally {
        await client.close();
      }
    } catch (error) {
      // Back as it was: the half-loaded folder goes, the one moved aside returns.
      await rm(folder, { recursive: true, force: true });
      if (aside) await rename(aside, folder);
      out(`✖ No se restauró nada: ${(error as Error).message}`);
      return 1;
    }
    if (aside) out(`  La base que había quedó en ${aside}: bórrala cuando ya no la necesites.`);
    return 0;
  } finally {
    lock.release();
  }
}
