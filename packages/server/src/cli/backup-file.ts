// What a backup file is, told by its content and not its name (decision 034): pg_dump's custom
// format starts with 'PGDMP'; an embedded backup is PGlite's data dir as a gzipped tar, with the
// cluster's PG_VERSION inside.
import { open, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { bogotaParts } from '@horno/domain/bogota-time';

export type BackupKind = 'postgres' | 'embedded';

export type BackupFile =
  | { kind: 'postgres' }
  /** `tar`: the data dir's tarball, as `openDatabase`'s `loadDataDir` takes it. */
  | { kind: 'embedded'; tar: Buffer }
  | { kind: 'unknown' };

/** Each kind as the messages name it. */
export const KIND_NAMES: Record<BackupKind, string> = {
  postgres: 'Respaldo de PostgreSQL (pg_dump, formato custom)',
  embedded: 'Respaldo de la base embebida (PGlite)',
};

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** '2026-11-25-1930': an instant on Bogotá's clock, for file names. */
export function fileStamp(now: Date): string {
  const { ymd, minuteOfDay } = bogotaParts(now);
  const [hours, minutes] = [Math.floor(minuteOfDay / 60), minuteOfDay % 60];
  return `${ymd}-${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}`;
}

/** 'horno-2026-11-25-1930.dump' (or '.tar.gz' for the embedded database). */
export function defaultBackupName(kind: BackupKind, now: Date): string {
  return `horno-${fileStamp(now)}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** The names of a tar's entries (ustar or the old format), without a leading '/'. */
export function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  const text = (at: number, length: number) =>
    tar.toString('latin1', at, at + length).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    if (tar.subarray(at, at + 512).every((byte) => byte === 0)) break;
    const prefix = text(at + 257, 5) === 'ustar' ? text(at + 345, 155) : '';
    const name = text(at, 100);
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''));
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

export async function readBackupFile(file: string): Promise<BackupFile> {
  const head = Buffer.alloc(5);
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.equals(PG_DUMP_MAGIC)) return { kind: 'postgres' };
  if (!head.subarray(0, 2).equals(GZIP_MAGIC)) return { kind: 'unknown' };
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(await readFile(file));
  } catch {
    return { kind: 'unknown' };
  }
  return tarEntryNames(tar).includes('PG_VERSION')
    ? { kind: 'embedded', tar }
    : { kind: 'unknown' };
}
