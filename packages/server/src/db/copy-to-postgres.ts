// Copies a Horno database, row for row, into a PostgreSQL database in one transaction there
// (decision 034): the code's migrations build the schema, every table's rows follow in
// foreign-key order as JSON (bytea travels as '\x…' text), every sequence goes on from the
// source's value, and the row counts are compared before COMMIT. A failure anywhere rolls the
// target back to what it was. The source must be at this code's migrations.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { codeMigrations, MIGRATIONS_TABLE_DDL } from './migrations';

/** Rows fetched from the source at a time, and what one INSERT carries at the most. */
const FETCH_ROWS = 200;
const BATCH_ROWS = 5000;
const BATCH_BYTES = 16 * 1024 * 1024;

/** Every ordinary table outside PostgreSQL's own schemas, as a quoted 'schema.table'. */
export const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
  order by 1`;

const FOREIGN_KEYS = `
  select format('%I.%I', cn.nspname, c.relname) as child, format('%I.%I', pn.nspname, p.relname) as parent
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
  join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
  where k.contype = 'f'`;

const SEQUENCES = `
  select format('%I.%I', schemaname, sequencename) as name, last_value::text as last, start_value::text as start
  from pg_sequences
  where schemaname <> 'information_schema' and schemaname not like 'pg\\_%'
  order by 1`;

/**
 * What empties a database before its contents are replaced: every schema but PostgreSQL's own
 * dropped (tables, types, sequences with them), and `public` made again, empty.
 */
export async function emptyingStatements(
  query: <Row>(text: string) => Promise<Row[]>,
): Promise<string[]> {
  const schemas = await query<{ name: string }>(`
    select quote_ident(nspname) as name from pg_namespace
    where nspname <> 'information_schema' and nspname not like 'pg\\_%'`);
  return [...schemas.map((s) => `drop schema ${s.name} cascade`), 'create schema public'];
}

/** 'public.pedidos' → 'pedidos'; the migrations table keeps its schema. */
export const tableLabel = (name: string): string => name.replace(/^public\./, '').replace(/"/g, '');

/** The target already holds tables; `tables` names them. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(`La base de destino no está vacía: tiene ${tables.length} tablas.`);
    this.name = 'TargetNotEmptyError';
  }
}

export interface CopiedTable {
  table: string;
  rows: number;
}

export interface CopyResult {
  tables: CopiedTable[];
  sequences: number;
}

/** The tables ordered so that each comes after the tables its foreign keys point to. */
export function foreignKeyOrder(tables: string[], keys: { child: string; parent: string }[]) {
  const parents = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of keys) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error(
        'Las claves foráneas forman un ciclo: no hay un orden para copiar las tablas.',
      );
    for (const name of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/** A user table's names on any PostgreSQL: the tables of `query`'s answer. */
export async function userTables(query: (text: string) => Promise<{ name: string }[]>) {
  return (await query(USER_TABLES)).map((r) => r.name);
}

/**
 * Copies `source` into the database at `targetUrl`, which must hold no table (or, with
 * `replace`, loses everything it holds, in the same transaction). `onTable` hears of each table
 * once copied.
 */
export async function copyToPostgres(
  source: Database,
  targetUrl: string,
  options: { replace?: boolean; onTable?: (copied: CopiedTable) => void } = {},
): Promise<CopyResult> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  const rows = async <Row>(text: string, values?: unknown[]) =>
    (await target.query(text, values)).rows as Row[];
  try {
    await target.query('begin');
    const existing = await userTables((text) => rows(text));
    if (existing.length > 0 && !options.replace)
      throw new TargetNotEmptyError(existing.map(tableLabel));
    if (existing.length > 0)
      for (const statement of await emptyingStatements(rows)) await target.query(statement);
    for (const migration of codeMigrations())
      for (const statement of migration.statements) await target.query(statement);
    for (const statement of MIGRATIONS_TABLE_DDL) await target.query(statement);

    const targetTables = await userTables((text) => rows(text));
    const order = foreignKeyOrder(targetTables, await rows(FOREIGN_KEYS));
    // The migrations' own rows (permissions, roles, sizes…) come again from the source.
    await target.query(`truncate ${targetTables.join(', ')}`);

    const result = await source.db.transaction(async (tx) => {
      const read = async <Row>(text: string) =>
        ((await tx.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
      const sourceTables = await userTables((text) => read(text));
      const missing = sourceTables.filter((name) => !targetTables.includes(name));
      if (missing.length > 0)
        throw new Error(
          `El origen tiene tablas que las migraciones no crean: ${missing.map(tableLabel).join(', ')}.`,
        );
      const tables: CopiedTable[] = [];
      for (const table of order.filter((name) => sourceTables.includes(name))) {
        const copied = await copyTable(table, read, rows);
        tables.push(copied);
        options.onTable?.(copied);
      }
      const sequences = await read<{ name: string; last: string | null; start: string }>(SEQUENCES);
      for (const s of sequences) {
        await target.query('select setval($1::regclass, $2::bigint, $3)', [
          s.name,
          s.last ?? s.start,
          s.last !== null,
        ]);
      }
      return { tables, sequences: sequences.length };
    });
    await target.query('commit');
    return result;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}

/** One table: its rows in batches of JSON, then its count on both sides. */
async function copyTable(
  table: string,
  read: <Row>(text: string) => Promise<Row[]>,
  write: <Row>(text: string, values?: unknown[]) => Promise<Row[]>,
): Promise<CopiedTable> {
  const columns = (
    await write<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
       order by attnum`,
      [table],
    )
  )
    .map((c) => c.name)
    .join(', ');
  const insert = `insert into ${table} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${table}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await write(insert, [`[${batch.join(',')}]`]);
    batch = [];
    bytes = 0;
  };
  await read(
    `declare horno_copy no scroll cursor for select to_json(x)::text as j from ${table} x`,
  );
  for (;;) {
    const fetched = await read<{ j: string }>(`fetch ${FETCH_ROWS} from horno_copy`);
    for (const { j } of fetched) {
      batch.push(j);
      bytes += j.length;
    }
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    if (fetched.length < FETCH_ROWS) break;
  }
  await flush();
  await read('close horno_copy');
  const count = `select count(*)::int as n from ${table}`;
  const [expected] = await read<{ n: number }>(count);
  const [copied] = await write<{ n: number }>(count);
  if (copied!.n !== expected!.n)
    throw new Error(`${tableLabel(table)}: se copiaron ${copied!.n} filas de ${expected!.n}.`);
  return { table: tableLabel(table), rows: copied!.n };
}
