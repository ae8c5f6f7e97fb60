// `npm run admin -- respaldo [archivo]`: everything the pizzeria has (orders, accounts, catalog,
// pictures, settings: all of it lives in the database, decision 011) in one consistent file.
// PostgreSQL: pg_dump's custom format. The embedded database: its data dir as a gzipped tar,
// taken while no server has it open (decision 034).
import { existsSync, statSync } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type BackupKind, defaultBackupName, KIND_NAMES } from './backup-file';
import { describePostgres, runPgTool, toolMajor, toolOutput, versionProblem } from './pg-tools';
import {
  type Contents,
  contentsOf,
  describeContents,
  describeSize,
  embeddedFolder,
  hasEmbeddedDatabase,
  type Out,
  queryOf,
  type ShellDatabase,
  withDatabase,
} from './shell-database';

const isFolder = (path: string) =>
  statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * Writes the backup to `file`, or under its default name in the folder `file` names (the current
 * one when none). Returns the exit code; every line it prints is for the operator, in Spanish.
 */
export async function backupFromShell(
  target: ShellDatabase,
  file: string | undefined,
  out: Out,
  now = new Date(),
): Promise<number> {
  const kind: BackupKind = target.databaseUrl ? 'postgres' : 'embedded';
  // No name, or a folder (a nightly timer's): the default name, there.
  const given = resolve(file ?? '.');
  const path = isFolder(given) ? join(given, defaultBackupName(kind, now)) : given;
  if (existsSync(path)) {
    out(`✖ Ya existe ${path}: elige otro nombre.`);
    return 1;
  }
  // Written under another name and renamed once complete: a file by the backup's name is whole.
  const partial = `${path}.parcial`;
  try {
    const contents = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, partial, out)
      : await dumpEmbedded(target.dataDir, partial, out);
    if (!contents) return 1;
    await rename(partial, path);
    const { size } = await stat(path);
    out(`✔ Respaldo guardado en ${path} (${describeSize(size)}).`);
    const of = target.databaseUrl
      ? describePostgres(target.databaseUrl)
      : embeddedFolder(target.dataDir);
    out(`  ${KIND_NAMES[kind]} de ${of}: ${describeContents(contents)}.`);
    out(`  Se restaura con: npm run admin -- restaurar ${path}`);
    return 0;
  } finally {
    await rm(partial, { force: true });
  }
}

async function dumpPostgres(url: string, file: string, out: Out): Promise<Contents | null> {
  const client = new pg.Client({ connectionString: url });
  let serverMajor: number;
  let contents: Contents;
  try {
    await client.connect();
    const query = async <Row>(text: string) => (await client.query(text)).rows as Row[];
    const [version] = await query<{ v: string }>('show server_version_num');
    serverMajor = Math.floor(Number(version!.v) / 10_000);
    contents = await contentsOf(query);
  } catch (error) {
    out(`✖ No se pudo leer la base de datos: ${(error as Error).message}`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  const problem = versionProblem('pg_dump', await toolMajor('pg_dump'), serverMajor);
  if (problem) {
    out(`✖ ${problem}`);
    return null;
  }
  const run = await runPgTool('pg_dump', ['--format=custom', `--file=${file}`], { url });
  if (run.code !== 0) {
    out(`✖ pg_dump no pudo hacer el respaldo (código ${run.code}):`);
    for (const line of toolOutput(run)) out(line);
    return null;
  }
  return contents;
}

async function dumpEmbedded(dataDir: string, file: string, out: Out): Promise<Contents | null> {
  if (!hasEmbeddedDatabase(dataDir)) {
    out(
      `✖ No hay una base embebida en ${embeddedFolder(dataDir)}: nada que respaldar. ¿DATA_DIR o DATABASE_URL son los del servidor?`,
    );
    return null;
  }
  // Fails, naming who, while the server (or another command) has it open.
  const embedded = { databaseUrl: undefined, dataDir };
  return withDatabase(embedded, 'npm run admin -- respaldo', async (database) => {
    const contents = await contentsOf(queryOf(database));
    const tarball = await database.dumpDataDir!('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return contents;
  });
}
