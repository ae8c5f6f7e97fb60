import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from './errors';

/**
 * Optimistic concurrency for the back office's edits (issue 30, decision 027): the `GET` of a
 * record answers an `ETag`, its version; a write that sends `If-Match` with a version that is no
 * longer the record's is refused with 412 and this message, and changes nothing. A write without
 * `If-Match` (an API client that does not take part) is applied as before.
 *
 * A version is the MD5 of the rows an edit of the record changes, read in the write's own
 * transaction after locking the record's main row: two saves of one version at once, the second
 * waits for the first to commit and then sees another version. Reading the rows rather than a
 * counter kept by each write means no write path (the spreadsheet import, a bulk price change, a
 * convert) can forget to move it. The columns another screen changes on its own (a branch's pause
 * and busy mode, a user's password) are left out, so that those do not refuse an edit of the rest.
 */
export const STALE_RECORD_MESSAGE =
  'Otra persona modificó este registro mientras lo editabas. Recarga para ver sus cambios.';

/** A table's rows as text, without `omit`'s columns; `where` picks them. */
const rowsOf = (table: string, where: SQL, omit: readonly string[] = []) =>
  sql`SELECT ${table} || (to_jsonb(r) - ${sql.raw(`ARRAY[${omit.map((c) => `'${c}'`).join(',')}]::text[]`)})::text AS v FROM ${sql.identifier(table)} r WHERE ${where}`;

const column = (name: string) => sql.identifier(name);

interface RecordKind {
  /** The main row, locked before the version is read. */
  table: string;
  /** Every row whose change is a change of the record. */
  rows: (id: number) => SQL[];
}

const BRANCH_OWN_CONTROLS = ['pausada', 'pausa_motivo', 'pausa_hasta', 'minutos_extra', 'activa'];

export const RECORD_KINDS = {
  /** A regular product with its size prices and additions (a size price's writes take it too). */
  producto: {
    table: 'productos',
    rows: (id) => [
      rowsOf('productos', sql`${column('id')} = ${id}`),
      rowsOf('precios_por_medida', sql`${column('producto_id')} = ${id}`),
      rowsOf('posibles_adiciones', sql`${column('producto_id')} = ${id}`),
    ],
  },
  /** A special product with its sections and their options. */
  especial: {
    table: 'productos_especiales',
    rows: (id) => [
      rowsOf('productos_especiales', sql`${column('id')} = ${id}`),
      rowsOf('secciones', sql`${column('producto_especial_id')} = ${id}`),
      rowsOf(
        'opciones',
        sql`${column('seccion_id')} IN (SELECT id FROM secciones WHERE producto_especial_id = ${id})`,
      ),
    ],
  },
  categoria: {
    table: 'categoria_productos',
    rows: (id) => [rowsOf('categoria_productos', sql`${column('id')} = ${id}`)],
  },
  ingrediente: {
    table: 'ingredientes',
    rows: (id) => [rowsOf('ingredientes', sql`${column('id')} = ${id}`)],
  },
  /** A branch's data and what it sells (`asociar_productos`); not its pause or busy mode. */
  sede: {
    table: 'sedes',
    rows: (id) => [
      rowsOf('sedes', sql`${column('id')} = ${id}`, BRANCH_OWN_CONTROLS),
      rowsOf('sede_productos', sql`${column('sede_id')} = ${id}`),
      rowsOf('sede_productos_especiales', sql`${column('sede_id')} = ${id}`),
    ],
  },
  /** A branch's week of hours, by the branch's id. */
  horario: {
    table: 'sedes',
    rows: (id) => [rowsOf('horarios_sede', sql`${column('sede_id')} = ${id}`)],
  },
  /** A branch's delivery areas, by the branch's id. */
  zonas: {
    table: 'sedes',
    rows: (id) => [rowsOf('zonas_entrega', sql`${column('sede_id')} = ${id}`)],
  },
  /** A promotion; not its count of uses, which every order with it moves. */
  promocion: {
    table: 'promociones',
    rows: (id) => [rowsOf('promociones', sql`${column('id')} = ${id}`, ['usos'])],
  },
  publicidad: {
    table: 'publicidades',
    rows: (id) => [rowsOf('publicidades', sql`${column('id')} = ${id}`)],
  },
  /** A role with its permissions. */
  rol: {
    table: 'roles',
    rows: (id) => [
      rowsOf('roles', sql`${column('id')} = ${id}`),
      rowsOf('rol_permisos', sql`${column('rol_id')} = ${id}`),
    ],
  },
  /** A person's account, roles and branches; not the password, which its owner changes. */
  usuario: {
    table: 'usuarios',
    rows: (id) => [
      rowsOf('usuarios', sql`${column('id')} = ${id}`, ['password_hash']),
      rowsOf('usuario_roles', sql`${column('usuario_id')} = ${id}`),
      rowsOf('usuario_sedes', sql`${column('usuario_id')} = ${id}`),
    ],
  },
  /** A branch's scheduling settings (issue 32), by the branch's id. */
  programacion: {
    table: 'sedes',
    rows: (id) => [rowsOf('programacion_sedes', sql`${column('sede_id')} = ${id}`)],
  },
  /**
   * A placed order's content as staff change it (issue 31): its changes are its only writes of
   * lines, type and address, so their rows are its version; the kitchen's and the board's moves
   * of its state do not refuse an edit.
   */
  pedido: {
    table: 'pedidos',
    rows: (id) => [rowsOf('cambios_pedido', sql`${column('pedido_id')} = ${id}`)],
  },
} satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof RECORD_KINDS;

type Executor = Pick<Db, 'execute'>;

/** The record's version as an ETag (quoted), or null when its main row does not exist. */
export async function recordVersion(
  db: Executor,
  kind: RecordKindName,
  id: number,
): Promise<string | null> {
  const { table, rows } = RECORD_KINDS[kind];
  const result = await db.execute(sql`
    SELECT CASE WHEN EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id})
      THEN md5(coalesce((SELECT string_agg(v, E'\n' ORDER BY v) FROM (${sql.join(rows(id), sql` UNION ALL `)}) AS parts), ''))
    END AS version`);
  const [row] = (result as unknown as { rows: { version: string | null }[] }).rows;
  return row?.version ? `"${row.version}"` : null;
}

/** The `If-Match` a write was sent with, if any. */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  return typeof header === 'string' && header.trim() !== '' ? header : undefined;
}

function matches(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * In a write's transaction, before it changes anything: locks the record's main row and refuses
 * the write with 412 when `ifMatch` names another version. Nothing to check without `ifMatch`;
 * a missing record is left to the write's own 404.
 */
export async function assertVersion(
  tx: Executor,
  kind: RecordKindName,
  id: number,
  ifMatch: string | undefined,
): Promise<void> {
  if (ifMatch === undefined) return;
  await tx.execute(
    sql`SELECT 1 FROM ${sql.identifier(RECORD_KINDS[kind].table)} WHERE id = ${id} FOR UPDATE`,
  );
  const current = await recordVersion(tx, kind, id);
  if (current !== null && !matches(ifMatch, current)) {
    throw new AppError(412, STALE_RECORD_MESSAGE);
  }
}

/** Answers the record's version (`ETag`), on a read or after a write. */
export async function sendVersion(
  reply: FastifyReply,
  db: Executor,
  kind: RecordKindName,
  id: number,
): Promise<void> {
  const version = await recordVersion(db, kind, id);
  if (version !== null) void reply.header('etag', version);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The record this route reads or writes: a successful answer carries its `ETag`. The id is
     * the path's `:id` unless `id` reads it from elsewhere (a query or the body).
     */
    version?: { kind: RecordKindName; id?: (request: FastifyRequest) => number | undefined };
  }
}

/** Adds the `ETag` of the route's record (its `config.version`) to every successful answer. */
export function answerVersions(app: FastifyInstance, db: Executor): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.routeOptions.config.version;
    if (!version || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const id = version.id
      ? version.id(request)
      : Number((request.params as { id?: unknown } | undefined)?.id);
    if (id !== undefined && Number.isSafeInteger(id))
      await sendVersion(reply, db, version.kind, id);
    return payload;
  });
}
