// The web build's files precompressed, for the server to send as they are (vite.config.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const [brotli, gzipped] = [promisify(brotliCompress), promisify(gzip)];

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every file of the build, so the
 * server sends the precompressed file the request accepts and compresses nothing per request. A
 * copy that saves under 5 % (fonts, images) is not written. Vite's metadata (.vite/) is not served.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horno:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
            gzipped(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length * 0.95) await writeFile(`${file}.br`, br);
          if (gz.length < source.length * 0.95) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
