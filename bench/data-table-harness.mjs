// Bundles bench/data-table-harness.tsx (esbuild, React's profiling build) into one HTML page, for
// bench/data-table.mjs and e2e/data-table.test.ts. With `css`, the page carries the built web
// app's stylesheet (packages/web/dist, when `npm run build` has run) to look like the app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

function builtCss() {
  const assets = `${root}packages/web/dist/assets`;
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(`${assets}/${file}`, 'utf8'))
    .join('\n')
    .replace(/@font-face\{[^}]*\}/g, ''); // the fonts' files are not served
}

/**
 * The harness page's HTML, its script inline. Serve it with `page.route` on some address and go
 * there with the query (`?rows=2000&reorder`).
 */
export async function harnessHtml({ css = false } = {}) {
  const result = await build({
    entryPoints: [`${root}bench/data-table-harness.tsx`],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // React's profiling build: production speed, and the Profiler's timings still reported.
    alias: { 'react-dom/client': 'react-dom/profiling' },
    logLevel: 'silent',
  });
  // `</script` inside the bundle would end the inline script early.
  const script = result.outputFiles[0].text.replaceAll('</script', '<\\/script');
  const style = css ? `<style>${builtCss()}</style>` : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tabla de prueba</title>${style}</head><body><div id="root"></div><script>${script}</script></body></html>`;
}
