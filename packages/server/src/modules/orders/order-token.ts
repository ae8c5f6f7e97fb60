import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A new random tracking token (192 bits, URL-safe). */
export function newTrackingToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashTrackingToken(token: string): string {
  return createHash('sha256').update(`pedido:${token}`).digest('hex');
}

/** The Idempotency-Key as stored: scoped to the caller so keys of different callers never meet. */
export function scopedIdempotencyKey(key: string, userId: number | null): string {
  return createHash('sha256')
    .update(`${userId ?? 'invitado'}:${key}`)
    .digest('hex');
}

const sealKey = (idempotencyKey: string, userId: number | null) =>
  createHash('sha256')
    .update(`sello:${userId ?? 'invitado'}:${idempotencyKey}`)
    .digest();

/**
 * Seals the token with a key only the submitter's Idempotency-Key derives, so a repeated submit
 * can be answered with the same token while the database never holds a usable one.
 */
export function sealToken(token: string, idempotencyKey: string, userId: number | null): string {
  return seal(token, sealKey(idempotencyKey, userId));
}

export function unsealToken(
  sealed: string,
  idempotencyKey: string,
  userId: number | null,
): string | null {
  return unseal(sealed, sealKey(idempotencyKey, userId));
}

/** AES-256-GCM: 'iv.tag.data', each base64url. */
function seal(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

function unseal(sealed: string, key: Buffer): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const linkKey = (secret: string) => createHash('sha256').update(`enlace:${secret}`).digest();

/**
 * The token sealed with the server's ORDER_LINK_SECRET, kept on the order so that a WhatsApp
 * message written later can link to its tracking page (decision 015). Without the secret the
 * database cannot open it.
 */
export function sealLinkToken(token: string, secret: string): string {
  return seal(token, linkKey(secret));
}

export function openLinkToken(sealed: string, secret: string): string | null {
  return unseal(sealed, linkKey(secret));
}
