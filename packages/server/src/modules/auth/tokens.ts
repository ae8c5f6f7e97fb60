import { createHash, randomBytes } from 'node:crypto';

/** A new random 256-bit token, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Token <token>` (or `Bearer <token>`) header. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
