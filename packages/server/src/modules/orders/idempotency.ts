import { createHash } from 'node:crypto';
import type { PreparedRunner } from './orders.queries';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not finished after this is taken as dead (its process stopped). */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;
/** How often a key whose release the database could not take is released again. */
const RELEASE_RETRY_MS = 1000;

/** What a reserved key's earlier use left: nothing yet (still running) or the order it made. */
export type KeyState =
  | { kind: 'reserved' }
  | { kind: 'running'; sameBody: boolean }
  | { kind: 'done'; sameBody: boolean; pedidoId: number; tokenSellado: string | null };

/** sha256 of the validated body: the same order sent again has the same fingerprint. */
export function bodyFingerprint(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

// Takes the key when it is new, expired, or left running by a request that died; on the way,
// forgets a few expired keys, so the table holds about a day of keys without a timer.
const RESERVE = `
with olvidadas as (
  delete from claves_idempotencia where clave in (
    select clave from claves_idempotencia
    where creada < $4::timestamptz and clave <> $1::text order by creada limit 20)
)
insert into claves_idempotencia as c (clave, huella, creada)
values ($1::text, $2::text, $3::timestamptz)
on conflict (clave) do update
  set huella = excluded.huella, creada = excluded.creada, pedido_id = null, token_sellado = null
  where c.creada < $4::timestamptz or (c.pedido_id is null and c.creada < $5::timestamptz)
returning 1 as held`;

const READ = `select huella, pedido_id, token_sellado from claves_idempotencia where clave = $1::text`;

const RELEASE = `delete from claves_idempotencia where clave = $1::text and pedido_id is null`;

/** Idempotency-Keys bound to the body they came with, as Stripe keeps them. */
export class IdempotencyKeys {
  constructor(private readonly prepared: PreparedRunner) {}

  /** Reserves the key for this body, or says what an earlier use of it left. */
  async reserve(clave: string, huella: string, now: Date): Promise<KeyState> {
    const held = await this.prepared<{ held: number }>('horno_idem_reserve', RESERVE, [
      clave,
      huella,
      now.toISOString(),
      new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
      new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS).toISOString(),
    ]);
    if (held.length > 0) return { kind: 'reserved' };
    const [row] = await this.prepared<{
      huella: string;
      pedido_id: number | null;
      token_sellado: string | null;
    }>('horno_idem_read', READ, [clave]);
    // Gone between the two statements (released by a failed first request): still in its hands.
    if (!row) return { kind: 'running', sameBody: true };
    const sameBody = row.huella === huella;
    return row.pedido_id === null
      ? { kind: 'running', sameBody }
      : { kind: 'done', sameBody, pedidoId: row.pedido_id, tokenSellado: row.token_sellado };
  }

  /**
   * Frees a reserved key whose request made no order, so the same key can be tried again. Never
   * rejects: when the database cannot take it (it went away under the order), it is tried again
   * every second, until shortly before another request would take the key over as abandoned;
   * meanwhile a retry of the order hears that it is still running (409), not a duplicate.
   */
  async release(clave: string): Promise<void> {
    const attempt = () => this.prepared('horno_idem_release', RELEASE, [clave]).then(() => true);
    if (await attempt().catch(() => false)) return;
    const giveUpAt = Date.now() + IDEMPOTENCY_ABANDONED_MS - RELEASE_RETRY_MS * 5;
    const retry = setInterval(() => {
      void attempt()
        .catch(() => Date.now() > giveUpAt)
        .then((done) => done && clearInterval(retry));
    }, RELEASE_RETRY_MS);
    retry.unref();
  }
}
