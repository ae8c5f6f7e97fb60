// `npm start`: builds what is missing, then runs the server (which migrates and seeds on start).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = new URL('../packages/server/dist/main.js', import.meta.url);
// The customer app's build and the back office's (decision 025).
const webPages = ['index.html', 'admin/index.html'].map(
  (page) => new URL(`../packages/web/dist/${page}`, import.meta.url),
);

if (!existsSync(server) || !webPages.every(existsSync)) {
  console.log('Construyendo Horno por primera vez…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(server.href);
