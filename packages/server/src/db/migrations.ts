// The migrations as Drizzle keeps them: the code's (packages/server/drizzle, listed in
// meta/_journal.json) and a database's (drizzle.__drizzle_migrations, one row per migration
// applied, with the migration's hash and its journal time as created_at). Drizzle applies every
// migration of the code newer than the newest one the database has: `created_at` decides, the
// hash is only recorded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { serverPackageRoot } from '../lib/paths';

export const migrationsFolder = (): string => join(serverPackageRoot(), 'drizzle');

/** The schema and table where Drizzle records the migrations applied. */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** Drizzle's own DDL for its table (drizzle-orm pg-core dialect, `migrate`). */
export const MIGRATIONS_TABLE_DDL = [
  'create schema if not exists drizzle',
  `create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
];

export interface CodeMigration {
  /** The file's name without `.sql`, e.g. '0017_deliveries'. */
  tag: string;
  /** The journal's time for it (ms): what the database records as created_at. */
  when: number;
  hash: string;
  statements: string[];
}

export interface AppliedMigration {
  id: number;
  hash: string;
  createdAt: number;
}

/** This code's migrations, oldest first, read and hashed as Drizzle's migrator does. */
export function codeMigrations(): CodeMigration[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

/** Where a database stands against this code's migrations. */
export interface MigrationState {
  /** The database's migrations, oldest first, with the code's name for each it knows. */
  applied: (AppliedMigration & { tag: string | null })[];
  /** The code's migrations the server will apply at its next start. */
  pending: CodeMigration[];
  /** Migrations the database has that this code does not know: it is older than the database. */
  unknown: AppliedMigration[];
}

export function migrationState(code: CodeMigration[], applied: AppliedMigration[]): MigrationState {
  const byWhen = new Map(code.map((m) => [m.when, m]));
  const sorted = [...applied].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  const newest = sorted.at(-1)?.createdAt ?? -Infinity;
  return {
    applied: sorted.map((m) => ({ ...m, tag: byWhen.get(m.createdAt)?.tag ?? null })),
    pending: code.filter((m) => m.when > newest),
    unknown: sorted.filter((m) => !byWhen.has(m.createdAt)),
  };
}

/** The migrations a database has applied, or null when it has none (no table yet). */
export async function appliedMigrations(
  query: <Row>(text: string) => Promise<Row[]>,
): Promise<AppliedMigration[] | null> {
  const [table] = await query<{ present: boolean }>(
    `select to_regclass('${MIGRATIONS_TABLE}') is not null as present`,
  );
  if (!table?.present) return null;
  const rows = await query<{ id: number; hash: string; created_at: string | number }>(
    `select id, hash, created_at from ${MIGRATIONS_TABLE} order by created_at, id`,
  );
  return rows.map((r) => ({ id: r.id, hash: r.hash, createdAt: Number(r.created_at) }));
}
