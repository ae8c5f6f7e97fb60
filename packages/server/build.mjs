// Bundles the server into dist/main.js and the shell's commands into dist/cli.js; npm packages stay external, workspace code is inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@horno/'),
);
// The domain package's own dependencies are npm packages too.
const domain = JSON.parse(readFileSync(new URL('../domain/package.json', import.meta.url), 'utf8'));
external.push(...Object.keys(domain.dependencies ?? {}));

await build({
  // The server, and the operator's commands (`npm run admin`).
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
