// The embedded database's lock (decision 034): one holder at a time, a stale lock taken over,
// and a message that tells the operator what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, lockFileOf, SERVER_HOLDER } from './data-dir-lock';

describe('the embedded database lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'horno-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const writeLock = (holder: object) =>
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ host: hostname(), boot: null, since: '2026-11-25T17:00:00Z', ...holder }),
    );

  it('has one holder at a time, and the server is told to be stopped', () => {
    const server = acquireDataDirLock(dataDir, SERVER_HOLDER);
    expect(JSON.parse(readFileSync(server.file, 'utf8'))).toMatchObject({ pid: process.pid });
    const busy = (() => {
      try {
        acquireDataDirLock(dataDir, 'npm run admin -- respaldo');
      } catch (error) {
        return error;
      }
    })();
    expect(busy).toBeInstanceOf(DataDirBusyError);
    expect((busy as Error).message).toMatch(
      new RegExp(
        `^La base embebida está abierta por el servidor \\(pid ${process.pid}, desde \\d\\d/\\d\\d/\\d{4}, .*\\)\\. Detén el servidor \\(systemctl stop horno@3000\\) y vuelve a intentarlo\\.$`,
      ),
    );
    server.release();
    expect(existsSync(server.file)).toBe(false);
    acquireDataDirLock(dataDir, 'npm run admin -- respaldo').release();
  });

  it('tells to wait for a command that holds it', () => {
    writeLock({ pid: process.pid, holder: 'npm run admin -- respaldo' });
    expect(() => acquireDataDirLock(dataDir, SERVER_HOLDER)).toThrow(
      'La base embebida está abierta por «npm run admin -- respaldo» (pid ' +
        `${process.pid}, desde 25/11/2026, 12:00 p. m.). Espera a que termine y vuelve a intentarlo.`,
    );
  });

  it('takes over a lock whose process is gone, or from before a reboot', () => {
    const gone = spawnSync('true').pid;
    writeLock({ pid: gone, holder: SERVER_HOLDER });
    acquireDataDirLock(dataDir, SERVER_HOLDER).release();
    // A live pid, but of another boot: the pid was reused.
    writeLock({ pid: process.pid, boot: 'otro-arranque', holder: SERVER_HOLDER });
    const lock = acquireDataDirLock(dataDir, SERVER_HOLDER);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("leaves another machine's lock alone, saying how to remove it", () => {
    writeLock({ pid: 1234, host: 'otra-maquina', holder: SERVER_HOLDER });
    expect(() => acquireDataDirLock(dataDir, SERVER_HOLDER)).toThrow(
      `La base embebida está abierta por el servidor en otra máquina (otra-maquina, pid 1234, desde 25/11/2026, 12:00 p. m.). Si ese proceso ya no existe, borra ${lockFileOf(dataDir)} y vuelve a intentarlo.`,
    );
  });
});
