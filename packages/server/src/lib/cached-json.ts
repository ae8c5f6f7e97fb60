import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized and compressed once, sent many times. */
export interface CachedBody {
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function cacheBody(value: unknown): CachedBody {
  const raw = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Sends cached bytes with ETag revalidation and the best encoding the client accepts. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const accept = request.headers['accept-encoding'] ?? '';
  if (accept.includes('br')) return reply.header('content-encoding', 'br').send(body.br);
  if (accept.includes('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}
