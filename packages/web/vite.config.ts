import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// Relative: the config is bundled on its own, without the workspace's TypeScript packages.
import { isAdminHost } from '../domain/src/hosts';
import { precompress } from './precompress';

const API = 'http://localhost:3000';
/** React Router's production build: it ships its development one to bundlers (#12532). */
const ROUTER_PRODUCTION = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

/** The back office's HTML: index.html with its own entry instead of the customer's. */
function adminHtml(html: string): string {
  const out = html.replace('src="/src/main.tsx"', 'src="/src/admin-main.tsx"');
  if (out === html) throw new Error('horno:admin-html: no /src/main.tsx script in index.html');
  return out;
}

/** The dev server answers a page on the admin host (admin.localhost:5173) with the back office. */
function adminPageInDev(): Plugin {
  return {
    name: 'horno:admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '/';
        const page =
          req.method === 'GET' &&
          isAdminHost((req.headers.host ?? '').replace(/:\d+$/, '')) &&
          req.headers.accept?.includes('text/html') &&
          !/\.\w+$/.test(path);
        if (!page) return next();
        readFile(join(server.config.root, 'index.html'), 'utf8')
          .then((html) => server.transformIndexHtml(path, adminHtml(html), req.originalUrl))
          .then((html) => res.setHeader('content-type', 'text/html').end(html))
          .catch(next);
      });
    },
  };
}

/**
 * The customer app's build, or with `--mode admin` the back office's (dist/admin/, decision 025).
 * The server reads their manifests to preload each page's code with its HTML (decision 036).
 * Vite's own splitting, but for the customer's first load: the app and its menu page with what
 * they import, in one chunk (its budget: decision 005).
 */
const build = (admin: boolean): UserConfig => ({
  base: admin ? '/admin/' : '/',
  publicDir: admin ? false : 'public',
  resolve: { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] },
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    admin
      ? {
          name: 'horno:admin-entry',
          apply: 'build',
          transformIndexHtml: { order: 'pre', handler: adminHtml },
        }
      : adminPageInDev(),
  ],
  // The dev server sends the API's calls to `npm start`'s server.
  server: { proxy: { '/api': API, '/uploads': API, '/ws': { target: API, ws: true } } },
  build: {
    // Every browser we support has modulepreload but Safari before 17 (decision 005).
    modulePreload: { polyfill: false },
    outDir: admin ? 'dist/admin' : 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: admin
            ? []
            : [
                {
                  name: 'menu',
                  test: /apps[\\/]customer[\\/](customer-app|pages[\\/]menu-page)\.tsx$/,
                },
              ],
        },
      },
    },
  },
});

export default defineConfig(({ mode }) => build(mode === 'admin'));
