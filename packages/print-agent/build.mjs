// Bundles the agent into one file with no dependencies (ws and the protocol inlined), so the
// packed tarball runs with `npx` on any computer of the branch with Node.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/impresora.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  // ws uses these native add-ons only when they are installed.
  external: ['bufferutil', 'utf-8-validate'],
  logLevel: 'warning',
});
