import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
const CUSTOMER_ENTRY = '/src/apps/customer/customer-app.tsx';

/**
 * Customers are almost every visitor, so the HTML asks for the customer app's chunks in
 * parallel with the entry instead of after it. The admin app stays a separate chunk that is
 * only fetched on the admin host.
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
        const mainEntries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const files = [entry.fileName, ...entry.imports].filter((file) => !mainEntries.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadCustomerApp()],
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
  },
});
