import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
const CUSTOMER_ENTRY = '/src/apps/customer/customer-app.tsx';

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Customers are almost every visitor, so the HTML asks for the customer app's chunks (all of
 * its static imports, not only the direct ones) in parallel with the entry instead of after it.
 * The admin app stays a separate chunk that is only fetched on the admin host.
 */
function preloadCustomerApp(): Plugin {
  return {
    name: 'horno:preload-customer-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(CUSTOMER_ENTRY));
        if (!entry) return [];
        const inHtml = new Set<string>();
        for (const main of chunks.filter((c) => c.isEntry))
          staticClosure(bundle, main.fileName, inHtml);
        const files = [...staticClosure(bundle, entry.fileName)].filter(
          (file) => !inHtml.has(file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes which source modules each chunk holds (.vite/chunk-modules.json), so that
 * bench/bundle.mjs can check that no back-office module reaches the customer's first load.
 */
function listChunkModules(): Plugin {
  let root = '';
  return {
    name: 'horno:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => relative(root, id).split('\\').join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 2),
      });
    },
  };
}

/**
 * react-router 7 ships one build, its development one, to bundlers (remix-run/react-router
 * #12532, #14102). Its `forwardRef` components lack a pure annotation and get a `displayName`
 * assigned at the top level, so Link's unused siblings (NavLink, Form and the form-submission
 * code behind it) stay in every bundle. In our build only: mark those calls pure, drop the
 * `displayName` lines (a DevTools label) and turn the development warnings off, as the package's
 * unused production build does. See docs/decisions/005-menu-bundle-budget.md.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'horno:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-/ },
      handler(code) {
        const out = code
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    treeShakeReactRouter(),
    preloadCustomerApp(),
    listChunkModules(),
  ],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle.mjs follows the manifest to measure the menu's first load.
    manifest: true,
  },
});
