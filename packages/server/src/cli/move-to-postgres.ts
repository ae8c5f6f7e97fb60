// `npm run admin -- migrar-a-postgres postgres://…`: a pizzeria that started on the embedded
// database moves to PostgreSQL in one run (decision 034). The PGlite folder is read, never
// opened: opening PGlite writes to its folder, so a copy of it is opened, and the folder is left
// as it was, the way back until the move is verified.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { copyToPostgres, TargetNotEmptyError } from '../db/copy-to-postgres';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { appliedMigrations, codeMigrations, migrationState } from '../db/migrations';
import { describePostgres } from './pg-tools';
import {
  embeddedFolder,
  hasEmbeddedDatabase,
  notEmptyLine,
  type Out,
  plural,
  queryOf,
} from './shell-database';

const HOLDER = 'npm run admin -- migrar-a-postgres';

/** Whether `url` is a PostgreSQL URL the server would take (config.ts's rule). */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** Returns the exit code; every line it prints is for the operator, in Spanish. */
export async function moveToPostgresFromShell(
  dataDir: string,
  url: string,
  out: Out,
): Promise<number> {
  const folder = embeddedFolder(dataDir);
  if (!hasEmbeddedDatabase(dataDir)) {
    out(`✖ No hay una base embebida en ${folder}: nada que migrar. ¿DATA_DIR es el del servidor?`);
    return 1;
  }
  // Held for the whole move: the server cannot start on the folder meanwhile.
  const lock = acquireDataDirLock(dataDir, HOLDER);
  const scratch = await mkdtemp(join(dataDir, '.copia-para-migrar-'));
  let source: Database | undefined;
  try {
    out(`Copiando ${folder} a PostgreSQL en ${describePostgres(url)}…`);
    await cp(folder, embeddedFolder(scratch), { recursive: true });
    source = await openDatabase({ dataDir: scratch, lockHolder: HOLDER });
    const code = await copyEmbeddedToPostgres(source, url, out, {
      replace: false,
      notEmptyHint:
        'Usa una base nueva y vacía (por ejemplo: sudo -u postgres createdb -O horno horno).',
    });
    if (code === 0) {
      out(
        `  La carpeta ${folder} quedó como estaba: consérvala hasta comprobar que todo está bien.`,
      );
      out(
        '  Siguiente paso: pon esa URL como DATABASE_URL en la configuración del servidor (/etc/horno/horno.env) e inícialo (systemctl start horno).',
      );
    }
    return code;
  } finally {
    await source?.close();
    await rm(scratch, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * Copies an embedded database open on a copy of its own (it gets this code's pending migrations
 * first, as the target does) into the PostgreSQL database at `url`, which must be empty unless
 * `replace` (`notEmptyHint` says what to do instead). Returns the exit code, having said what
 * was copied or why nothing was.
 */
export async function copyEmbeddedToPostgres(
  source: Database,
  url: string,
  out: Out,
  options: { replace: boolean; notEmptyHint: string },
): Promise<number> {
  const state = migrationState(codeMigrations(), (await appliedMigrations(queryOf(source))) ?? []);
  if (state.unknown.length > 0) {
    out(
      `✖ La base de origen va adelante del código (${plural(state.unknown.length, 'migración', 'migraciones')} que este código no conoce): actualiza Horno y vuelve a intentarlo.`,
    );
    return 1;
  }
  if (state.pending.length > 0) await source.migrate();
  try {
    const result = await copyToPostgres(source, url, { replace: options.replace });
    const tables = [...result.tables].sort((a, b) => a.table.localeCompare(b.table));
    const width = Math.max(...tables.map((t) => t.table.length));
    for (const { table, rows } of tables) out(`  ${table.padEnd(width)}  ${rows}`);
    const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
    out(
      `✔ Copiadas ${result.tables.length} tablas (${rows} filas) con sus ids, y ${result.sequences} secuencias; cada tabla tiene en PostgreSQL las filas que tenía en el origen.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      out(notEmptyLine(url, error.tables));
      out(`  ${options.notEmptyHint}`);
      return 1;
    }
    out(`✖ No se copió nada (PostgreSQL quedó como estaba): ${(error as Error).message}`);
    return 1;
  }
}
