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
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(idempotencyKey, userId), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

export function unsealToken(
  sealed: string,
  idempotencyKey: string,
  userId: number | null,
): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(idempotencyKey, userId), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
