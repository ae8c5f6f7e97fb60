import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The answers built per request (the branch's agenda, the board's orders, a report) compressed on
 * the way out, Brotli or gzip as the client accepts, when over 1 KB: the checkout's agenda is
 * 36 KB of JSON and 2 KB in Brotli, a slow phone's fifth of a second. What is compressed ahead of
 * time (the catalog's cached answers, the pages' HTML, the build's files) already carries its
 * Content-Encoding and goes as it is; pictures are not a compressible type. Requests' bodies are
 * not decompressed: no client sends them compressed.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
}
