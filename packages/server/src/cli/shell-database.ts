// What the backup commands share: the configured database (DATABASE_URL, else the embedded one
// in DATA_DIR/pglite), how messages name it, and a count of what it holds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { tableLabel, userTables } from '../db/copy-to-postgres';
import { describePostgres } from './pg-tools';

/** The configuration the commands read: the same as the server's. */
export interface ShellDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
}

export type Out = (line: string) => void;

/**
 * Runs `use` on the configured database, opened as the server opens it but not migrated, and
 * closes it. The embedded one is held meanwhile: `holder` is the command, named to whoever finds
 * it held (openDatabase throws DataDirBusyError while the server has it).
 */
export async function withDatabase<T>(
  target: ShellDatabase,
  holder: string,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 2,
    lockHolder: holder,
  });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** The embedded database's folder (openDatabase's). */
export const embeddedFolder = (dataDir: string): string => join(dataDir, 'pglite');

/** Whether DATA_DIR holds an embedded database (PGlite creates PG_VERSION first). */
export const hasEmbeddedDatabase = (dataDir: string): boolean =>
  existsSync(join(embeddedFolder(dataDir), 'PG_VERSION'));

/** 'PostgreSQL en host:5432/horno (usuario horno)' or 'la base embebida en /var/lib/horno/pglite'. */
export function describeDatabase(target: ShellDatabase): string {
  return target.databaseUrl
    ? `PostgreSQL en ${describePostgres(target.databaseUrl)}`
    : `la base embebida (PGlite) en ${embeddedFolder(target.dataDir)}`;
}

export interface Contents {
  tables: { table: string; rows: number }[];
  /** Orders, or null before the migrations created their table. */
  pedidos: number | null;
}

/** Every table's row count, through `query` on either engine. */
export async function contentsOf(query: <Row>(text: string) => Promise<Row[]>): Promise<Contents> {
  const names = await userTables((text) => query(text));
  if (names.length === 0) return { tables: [], pedidos: null };
  const counts = await query<{ name: string; n: number }>(
    names
      .map(
        (name) => `select '${name.replace(/'/g, "''")}' as name, count(*)::int as n from ${name}`,
      )
      .join(' union all '),
  );
  const tables = counts.map((c) => ({ table: tableLabel(c.name), rows: c.n }));
  return { tables, pedidos: tables.find((t) => t.table === 'pedidos')?.rows ?? null };
}

/** '58 tablas, 3412 pedidos' */
export function describeContents(contents: Contents): string {
  const pedidos = contents.pedidos === null ? '' : `, ${contents.pedidos} pedidos`;
  return `${contents.tables.length} tablas${pedidos}`;
}

/** 12.3 MB */
export function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Raw SQL on an open database, either engine (no parameters: catalog queries and counts). */
export const queryOf =
  (database: Database) =>
  async <Row>(text: string): Promise<Row[]> =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;

/** '1 tabla', '3 tablas' */
export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** The refusal of a PostgreSQL database that already holds tables (named, a few of them). */
export function notEmptyLine(url: string, tables: string[]): string {
  const some = `${tables.slice(0, 5).join(', ')}${tables.length > 5 ? '…' : ''}`;
  return `✖ La base de destino no está vacía: ${describePostgres(url)} tiene ${plural(tables.length, 'tabla', 'tablas')} (${some}).`;
}
