import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { fixedClock } from '../src/lib/clock';
import { buildTestApp, createTestDatabase, demoSeedOf, testConfig, WEDNESDAY_NOON } from './helper';
import { demoTemplate } from './templates';

/** A query's rows: Drizzle does not type `execute` on a database generic in its driver. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * What a database holds: each table's rows (hashed, sorted) and each sequence's next value.
 * Left out: the password hashes (salted at random) and the columns whose default is `now()`,
 * which the database fills with the time it was seeded.
 */
async function contents(db: Db): Promise<Record<string, unknown>> {
  const columns = await rowsOf<{ table: string; column: string; masked: boolean }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as table, column_name as column,
          (column_default = 'now()' or column_name = 'password_hash') as masked
        from information_schema.columns
        where table_schema in ('public', 'drizzle')`,
  );
  const masked = new Map<string, string[]>();
  for (const { table, column, masked: isMasked } of columns) {
    const list = masked.get(table) ?? [];
    if (isMasked) list.push(column);
    masked.set(table, list);
  }
  const found: Record<string, unknown> = {};
  for (const [table, left] of masked) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select md5((to_jsonb(x) - string_to_array(${left.join(',')}, ','))::text) as row
          from ${sql.raw(table)} x`,
    );
    found[table] = rows.map((r) => r.row).sort();
  }
  const sequences = await rowsOf<{ sequence: string }>(
    db,
    sql`select format('%I.%I', sequence_schema, sequence_name) as sequence
        from information_schema.sequences`,
  );
  for (const { sequence } of sequences) {
    const [row] = await rowsOf<{ next: string }>(db, sql`select nextval(${sequence}) as next`);
    found[sequence] = row!.next;
  }
  return found;
}

// Without templates (watch mode, where global-setup.ts builds none) there is nothing to hold.
describe.skipIf(!inject('testTemplates'))('the demo template', () => {
  it('holds what buildApp migrates and seeds into an empty database', async () => {
    const clock = fixedClock(WEDNESDAY_NOON);
    expect(demoTemplate(demoSeedOf(testConfig(), clock.now()))).toBeDefined();
    const copy = await buildTestApp();
    const empty = await createTestDatabase();
    const seeded = await buildApp({ config: testConfig(), database: empty.database, clock });
    try {
      const expected = await contents(seeded.db);
      expect(Object.keys(expected).length).toBeGreaterThan(30);
      expect(await contents(copy.app.db)).toEqual(expected);
    } finally {
      await Promise.all([copy.close(), seeded.close().then(() => empty.drop())]);
    }
  });
});
