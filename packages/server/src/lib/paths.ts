import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

/** The @horno/server package folder, found from this file whether run from src/ or a dist/ bundle. */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === '@horno/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('No se encontró el paquete @horno/server');
    dir = parent;
  }
}

/** Where uploaded and generated images live. */
export function uploadsDirOf(config: Config): string {
  return config.dataDir.startsWith('memory://')
    ? join(tmpdir(), 'horno-uploads')
    : join(config.dataDir, 'uploads');
}

/** The web app's build. */
export function webDistOf(config: Config): string {
  return config.webDist ?? join(serverPackageRoot(), '..', 'web', 'dist');
}
