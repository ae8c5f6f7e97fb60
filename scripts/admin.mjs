// `npm run admin -- <orden>`: the operator's commands (packages/server/src/cli.ts), built first if
// the server's build is missing or older than this command.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = new URL('../packages/server/dist/cli.js', import.meta.url);

if (!existsSync(cli)) execSync('npm run build -w @horno/server', { cwd: root, stdio: 'inherit' });
await import(cli.href);
