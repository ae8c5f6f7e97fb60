import { createHash, timingSafeEqual } from 'node:crypto';
import type { WompiConfig } from '../../config';

/** A transaction as Wompi's API and events describe it (the fields Horno reads). */
export interface WompiTransaction {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  status: string;
  payment_method_type?: string | null;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Web Checkout's integrity signature: SHA-256 of reference, amount in cents, currency, the
 * expiration time when there is one, and the integrity secret, concatenated.
 */
export function integritySignature(
  secret: string,
  payment: { reference: string; amountInCents: number; currency: string; expirationTime?: string },
): string {
  const { reference, amountInCents, currency, expirationTime = '' } = payment;
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime}${secret}`);
}

/** An event as Wompi posts it to the events URL. */
export interface WompiEvent {
  event: string;
  data: { transaction?: WompiTransaction } & Record<string, unknown>;
  environment?: string;
  signature: { properties: string[]; checksum: string };
  timestamp: number;
  sent_at?: string;
}

/** The value at a dotted path of the event's `data` ('transaction.amount_in_cents'). */
function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function isEventShape(body: unknown): body is WompiEvent {
  if (typeof body !== 'object' || body === null) return false;
  const { event, data, signature, timestamp } = body as Record<string, unknown>;
  if (typeof event !== 'string' || typeof data !== 'object' || data === null) return false;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return false;
  if (typeof signature !== 'object' || signature === null) return false;
  const { properties, checksum } = signature as Record<string, unknown>;
  return (
    Array.isArray(properties) &&
    properties.length > 0 &&
    properties.every((p) => typeof p === 'string') &&
    typeof checksum === 'string'
  );
}

/**
 * Whether an event really comes from Wompi: the SHA-256 of the values of its listed properties
 * (paths in `data`), its timestamp and the events secret must be its checksum.
 */
export function verifiedEvent(body: unknown, eventsSecret: string): WompiEvent | null {
  if (!isEventShape(body)) return null;
  const values = body.signature.properties.map((path) => {
    const value = valueAt(body.data, path);
    return value === undefined || value === null ? '' : String(value);
  });
  const expected = Buffer.from(sha256Hex(`${values.join('')}${body.timestamp}${eventsSecret}`));
  const given = Buffer.from(body.signature.checksum.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given) ? body : null;
}

export class WompiUnavailable extends Error {}

/** Wompi's Web Checkout and transactions API (https://docs.wompi.co). */
export class WompiClient {
  constructor(private readonly config: WompiConfig) {}

  get environment() {
    return this.config.environment;
  }

  /** Whether an event's checksum is right (see `verifiedEvent`). */
  verify(body: unknown): WompiEvent | null {
    return verifiedEvent(body, this.config.eventsSecret);
  }

  /** The Web Checkout address that charges `amountInCents` under `reference`, signed. */
  checkoutUrl(payment: {
    reference: string;
    amountInCents: number;
    currency: string;
    expirationTime: string;
    redirectUrl: string;
  }): string {
    const url = new URL(this.config.checkoutUrl);
    url.searchParams.set('public-key', this.config.publicKey);
    url.searchParams.set('currency', payment.currency);
    url.searchParams.set('amount-in-cents', String(payment.amountInCents));
    url.searchParams.set('reference', payment.reference);
    url.searchParams.set(
      'signature:integrity',
      integritySignature(this.config.integritySecret, payment),
    );
    url.searchParams.set('redirect-url', payment.redirectUrl);
    url.searchParams.set('expiration-time', payment.expirationTime);
    return url.toString();
  }

  /** A transaction by its id; null when Wompi does not know it. */
  async transaction(id: string): Promise<WompiTransaction | null> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}/transactions/${encodeURIComponent(id)}`, {
        headers: { Authorization: `Bearer ${this.config.privateKey}` },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      throw new WompiUnavailable(`Wompi no respondió: ${(err as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new WompiUnavailable(`Wompi respondió ${res.status}`);
    const body = (await res.json().catch(() => null)) as { data?: WompiTransaction } | null;
    const tx = body?.data;
    if (!tx || typeof tx.id !== 'string' || typeof tx.reference !== 'string') {
      throw new WompiUnavailable('Wompi respondió algo que no es una transacción');
    }
    return tx;
  }
}
