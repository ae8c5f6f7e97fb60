// `npm run admin -- estado`: this code's version, the database it is configured for, the
// migrations that database has, and whether it is at this code's (decision 034). It reads only:
// it applies no migration and creates no database.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDateShort } from '@horno/domain/dates';
import { DataDirBusyError } from '../db/data-dir-lock';
import {
  type AppliedMigration,
  appliedMigrations,
  codeMigrations,
  migrationState,
} from '../db/migrations';
import { serverPackageRoot } from '../lib/paths';
import {
  describeDatabase,
  hasEmbeddedDatabase,
  type Out,
  plural,
  queryOf,
  type ShellDatabase,
  withDatabase,
} from './shell-database';

/** '0.0.0 (commit 1a2b3c4)': the server package's version, and the checkout's commit if any. */
export function versionOfCode(): string {
  const root = serverPackageRoot();
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 2000,
  });
  return git.status === 0 ? `${version} (commit ${git.stdout.trim()})` : version;
}

/**
 * Returns the exit code: 0 when the database is at this code's migrations or behind (the server
 * applies them as it starts), 1 when it is ahead of the code or could not be read.
 */
export async function statusFromShell(target: ShellDatabase, out: Out): Promise<number> {
  out(`Horno ${versionOfCode()}`);
  out(`Base de datos: ${describeDatabase(target)}`);
  let applied: AppliedMigration[] | null = null;
  if (!target.databaseUrl && !hasEmbeddedDatabase(target.dataDir)) {
    out('  Aún no existe: el servidor la crea al iniciar.');
  } else {
    try {
      applied = await withDatabase(target, 'npm run admin -- estado', (database) =>
        appliedMigrations(queryOf(database)),
      );
    } catch (error) {
      // The embedded database while the server has it: the message says to stop it.
      const message = (error as Error).message;
      out(
        `✖ ${error instanceof DataDirBusyError ? message : `No se pudo leer la base de datos: ${message}`}`,
      );
      return 1;
    }
  }
  const code = codeMigrations();
  const state = migrationState(code, applied ?? []);
  out(
    state.applied.length === 0
      ? 'Migraciones aplicadas: ninguna.'
      : `Migraciones aplicadas: ${state.applied.length}`,
  );
  for (const m of state.applied) {
    const known = code.find((c) => c.when === m.createdAt);
    const name = m.tag ?? `desconocida (hash ${m.hash.slice(0, 12)})`;
    const changed =
      known && known.hash !== m.hash ? ': su archivo cambió después de aplicarla' : '';
    out(`  ${name} (${formatDateShort(new Date(m.createdAt))})${changed}`);
  }
  if (state.unknown.length > 0) {
    const n = state.unknown.length;
    out(
      `Estado: la base de datos va adelante del código (${plural(n, 'migración', 'migraciones')} que este código no conoce). Actualiza Horno antes de iniciar el servidor.`,
    );
    return 1;
  }
  const n = state.pending.length;
  out(
    n === 0
      ? 'Estado: al día.'
      : `Estado: ${n === 1 ? 'falta 1 migración: se aplica' : `faltan ${n} migraciones: se aplican`} al iniciar (${state.pending.map((m) => m.tag).join(', ')}).`,
  );
  return 0;
}
