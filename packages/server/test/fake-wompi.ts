import { createHash, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The sandbox keys the fake and the server under test share. */
export const FAKE_WOMPI_KEYS = {
  publicKey: 'pub_test_HornoPruebas0001',
  privateKey: 'prv_test_HornoPruebas0001',
  integritySecret: 'test_integrity_HornoPruebasSecreto',
  eventsSecret: 'test_events_HornoPruebasSecreto',
} as const;

export interface FakeTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';
  payment_method_type: string;
  redirect_url: string | null;
  created_at: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local stand-in for Wompi (checkout.wompi.co and the sandbox API), written from Wompi's
 * documentation and independent of the server's code: its Web Checkout checks the integrity
 * signature, a payment becomes a transaction, `GET /v1/transactions/{id}` answers with it, and
 * `event()` builds a `transaction.updated` event signed as Wompi signs them. Never the network.
 */
export async function startFakeWompi(
  options: {
    /** Wompi's clock, for a server under test whose clock starts at another date (e2e). */
    now?: () => number;
  } = {},
) {
  const now = options.now ?? Date.now;
  const transactions = new Map<string, FakeTransaction>();
  const lookups: string[] = [];
  let sequence = 0;

  const newTransaction = (
    fields: Pick<FakeTransaction, 'reference' | 'amount_in_cents' | 'currency' | 'status'> &
      Partial<FakeTransaction>,
  ): FakeTransaction => {
    sequence += 1;
    const tx: FakeTransaction = {
      id: `${randomInt(10_000, 99_999)}-${Date.now()}-${String(sequence).padStart(5, '0')}`,
      payment_method_type: 'CARD',
      redirect_url: null,
      created_at: new Date(now()).toISOString(),
      ...fields,
    };
    transactions.set(tx.id, tx);
    return tx;
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const html = (res: ServerResponse, status: number, title: string, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`,
    );
  };

  /** The checkout's query, checked as Wompi checks it; the reason it is refused otherwise. */
  const checkout = (q: URLSearchParams): string | null => {
    if (q.get('public-key') !== FAKE_WOMPI_KEYS.publicKey) return 'Llave pública inválida';
    const reference = q.get('reference') ?? '';
    const amount = q.get('amount-in-cents') ?? '';
    const currency = q.get('currency') ?? '';
    const expiration = q.get('expiration-time') ?? '';
    if (!reference || !/^\d+$/.test(amount) || currency !== 'COP') return 'Datos incompletos';
    const expected = sha256(
      `${reference}${amount}${currency}${expiration}${FAKE_WOMPI_KEYS.integritySecret}`,
    );
    if (q.get('signature:integrity') !== expected) return 'Firma de integridad inválida';
    if (expiration && Date.parse(expiration) < now() - 60 * 60 * 1000) return 'Vencido';
    return null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-wompi');
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === '/p/') {
      const refused = checkout(q);
      if (refused) return html(res, 400, 'Wompi', `<h1>No se puede pagar</h1><p>${refused}</p>`);
      const pesos = Number(q.get('amount-in-cents')) / 100;
      const choice = (status: string, label: string) => {
        const next = new URLSearchParams(q);
        next.set('resultado', status);
        return `<p><a href="/p/pagar?${escapeHtml(next.toString())}">${label}</a></p>`;
      };
      return html(
        res,
        200,
        'Wompi · Pago de pruebas',
        `<h1>Wompi (pruebas)</h1><p>Referencia <strong>${escapeHtml(q.get('reference')!)}</strong></p><p>Total a pagar: <strong>$ ${pesos.toLocaleString('es-CO')}</strong></p>` +
          choice('APPROVED', 'Pagar con tarjeta (aprobada)') +
          choice('PENDING', 'Pagar con PSE (en proceso)') +
          choice('DECLINED', 'Pagar con tarjeta (rechazada)'),
      );
    }
    if (req.method === 'GET' && url.pathname === '/p/pagar') {
      const refused = checkout(q);
      if (refused) return html(res, 400, 'Wompi', `<h1>No se puede pagar</h1><p>${refused}</p>`);
      const status = q.get('resultado') as FakeTransaction['status'];
      const tx = newTransaction({
        reference: q.get('reference')!,
        amount_in_cents: Number(q.get('amount-in-cents')),
        currency: q.get('currency')!,
        status,
        payment_method_type: status === 'PENDING' ? 'PSE' : 'CARD',
        redirect_url: q.get('redirect-url'),
      });
      const back = new URL(q.get('redirect-url')!);
      back.searchParams.set('id', tx.id);
      back.searchParams.set('env', 'test');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    const found = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && found) {
      const id = decodeURIComponent(found[1]!);
      lookups.push(id);
      const tx = transactions.get(id);
      if (!tx) {
        return json(res, 404, {
          error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' },
        });
      }
      return json(res, 200, { data: tx });
    }
    json(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The server's WOMPI_* settings that point at this fake. */
    env: {
      WOMPI_PUBLIC_KEY: FAKE_WOMPI_KEYS.publicKey,
      WOMPI_PRIVATE_KEY: FAKE_WOMPI_KEYS.privateKey,
      WOMPI_INTEGRITY_SECRET: FAKE_WOMPI_KEYS.integritySecret,
      WOMPI_EVENTS_SECRET: FAKE_WOMPI_KEYS.eventsSecret,
      WOMPI_API_URL: `${origin}/v1`,
      WOMPI_CHECKOUT_URL: `${origin}/p/`,
    },
    transactions,
    /** The transaction ids the server asked for, in order. */
    lookups,
    /** A transaction as if a customer had paid (or tried) on the checkout. */
    pay: newTransaction,
    /** The latest transaction for a reference. */
    byReference: (reference: string) =>
      [...transactions.values()].filter((tx) => tx.reference === reference).at(-1),
    /** Wompi changes a transaction's status (a PSE payment going through, a void). */
    settle(id: string, status: FakeTransaction['status']) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`no transaction ${id}`);
      tx.status = status;
      return tx;
    },
    /** A `transaction.updated` event for a transaction, signed with the events secret. */
    event(id: string, secret: string = FAKE_WOMPI_KEYS.eventsSecret) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`no transaction ${id}`);
      const properties = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
      const timestamp = Math.floor(Date.now() / 1000);
      const checksum = sha256(
        `${tx.id}${tx.status}${tx.amount_in_cents}${timestamp}${secret}`,
      ).toUpperCase();
      return {
        event: 'transaction.updated',
        data: { transaction: { ...tx } },
        environment: 'test',
        signature: { properties, checksum },
        timestamp,
        sent_at: new Date().toISOString(),
      };
    },
    /** Posts an event to the server's events URL, as Wompi does; its HTTP status. */
    async send(eventsUrl: string, event: unknown): Promise<number> {
      const res = await fetch(eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
      await res.arrayBuffer();
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWompi = Awaited<ReturnType<typeof startFakeWompi>>;
