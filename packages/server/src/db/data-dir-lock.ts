// One process at a time on an embedded database's folder (decision 034). PGlite takes no lock of
// its own: a second process opening the same data dir (a second server, a backup while the server
// runs) writes over the first one's pages and corrupts it.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { formatDateTimeShort } from '@horno/domain/dates';

/** Who holds the lock, as written in the lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Linux's boot id: after a reboot every pid in an old lock file is stale. */
  boot: string | null;
  /** When it was taken (ISO instant). */
  since: string;
  /** What holds it: 'servidor', or the command ('npm run admin -- respaldo'). */
  holder: string;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** The server's holder name: its message tells the operator to stop it. */
export const SERVER_HOLDER = 'servidor';

/** The lock file of the embedded database under DATA_DIR, beside (not in) its `pglite` folder. */
export const lockFileOf = (dataDir: string): string => join(dataDir, 'pglite.lock');

/** The embedded database is held by another process; the message is for the operator. */
export class DataDirBusyError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder,
  ) {
    super(busyMessage(file, holder));
    this.name = 'DataDirBusyError';
  }
}

function busyMessage(file: string, h: LockHolder): string {
  const who = h.holder === SERVER_HOLDER ? 'el servidor' : `«${h.holder}»`;
  const since = formatDateTimeShort(h.since);
  if (h.host !== hostname()) {
    return `La base embebida está abierta por ${who} en otra máquina (${h.host}, pid ${h.pid}, desde ${since}). Si ese proceso ya no existe, borra ${file} y vuelve a intentarlo.`;
  }
  const then =
    h.holder === SERVER_HOLDER
      ? 'Detén el servidor (systemctl stop horno@3000) y vuelve a intentarlo.'
      : 'Espera a que termine y vuelve a intentarlo.';
  return `La base embebida está abierta por ${who} (pid ${h.pid}, desde ${since}). ${then}`;
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    // Missing, or not a lock file of ours: nobody holds it.
    return null;
  }
}

/** Whether the process that wrote `h` may still be running (another host's: assume so). */
function mayBeAlive(h: LockHolder): boolean {
  if (h.host !== hostname()) return true;
  const boot = bootId();
  if (boot && h.boot && boot !== h.boot) return false;
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of the embedded database under `dataDir` for this process, or throws
 * DataDirBusyError naming who holds it. A lock left by a process that is gone (killed, a power
 * cut) is taken over. Released by `release()` or when the process exits.
 */
export function acquireDataDirLock(dataDir: string, holder: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    since: new Date().toISOString(),
    holder,
  };
  const text = JSON.stringify(mine);
  // Written whole under a name of our own, then linked into place: the link fails if the lock
  // exists, and whoever reads it never finds it half written.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, text, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readHolder(file);
        if (current && mayBeAlive(current)) throw new DataDirBusyError(file, current);
        if (attempt > 0) throw new DataDirBusyError(file, current ?? mine);
        removeIfThere(file);
      }
    }
  } finally {
    removeIfThere(draft);
  }
  const release = () => {
    process.off('exit', release);
    // Only our own: a lock taken over after ours was judged stale is not ours to remove.
    if (readHolderText(file) === text) removeIfThere(file);
  };
  process.on('exit', release);
  return { file, release };
}

function readHolderText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function removeIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
