// PostgreSQL's own client programs (pg_dump, pg_restore, psql) as the backup commands run them:
// spawned with arguments, never through a shell; the database's address on the command line
// without its password, which goes in the environment (PGPASSWORD), where `ps` does not show it.
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** A tool that is not installed, or could not be started: the message says what to install. */
export class PgToolError extends Error {}

/** 'db.example.co:5432/horno (usuario horno)': a PostgreSQL URL for messages, no password. */
export function describePostgres(url: string): string {
  const u = new URL(url);
  const host = u.host || u.searchParams.get('host') || 'localhost';
  const user = u.username ? ` (usuario ${decodeURIComponent(u.username)})` : '';
  return `${host}${decodeURIComponent(u.pathname) || '/'}${user}`;
}

/** The `--dbname` a libpq program is given for `url`, and its environment. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // The child gets this process' environment (PATH, PGSSLROOTCERT…) plus the password.
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

export interface ToolRun {
  code: number;
  /** What the tool wrote to stderr, for the operator when it failed. */
  stderr: string;
}

/**
 * Runs a PostgreSQL client tool on the database at `url` (none for `--version`), feeding it
 * `input` and writing its output to `output` when given (which is left open: the caller ends
 * it). `signal` stops it. Resolves once it exited, all its output written.
 */
export function runPgTool(
  tool: PgTool,
  args: string[],
  options: { url?: string; input?: Readable; output?: Writable; signal?: AbortSignal } = {},
): Promise<ToolRun & { stdout: string }> {
  const conn = options.url ? connection(options.url) : undefined;
  const argv = conn ? [...args, `--dbname=${conn.dbname}`] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, argv, {
      env: conn?.env ?? process.env,
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    if (options.output) child.stdout!.pipe(options.output, { end: false });
    else child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    if (options.input) {
      options.input.on('error', (error) => {
        child.kill();
        reject(error);
      });
      // A tool that stops reading early (an error) must not crash us with EPIPE.
      child.stdin!.on('error', () => undefined);
      options.input.pipe(child.stdin!);
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Stopped on purpose: 'close' follows with the exit.
      if (error.name === 'AbortError') return;
      reject(
        new PgToolError(
          error.code === 'ENOENT'
            ? `No se encontró ${tool}: instala el cliente de PostgreSQL (sudo apt install postgresql-client) o pon su carpeta bin en el PATH.`
            : `No se pudo ejecutar ${tool}: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr: stderr.trim() }));
  });
}

/** The major version of an installed tool ('pg_dump (PostgreSQL) 15.20 …' → 15). */
export async function toolMajor(tool: PgTool): Promise<number> {
  const { stdout } = await runPgTool(tool, ['--version']);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
  if (!major) throw new PgToolError(`No se entendió la versión de ${tool}: ${stdout.trim()}`);
  return Number(major);
}

/** A tool older than the server cannot read it: the operator is told which client to install. */
export function versionProblem(tool: PgTool, toolVersion: number, serverVersion: number) {
  return toolVersion < serverVersion
    ? `${tool} ${toolVersion} no puede leer un servidor PostgreSQL ${serverVersion}: instala el cliente de la misma versión (sudo apt install postgresql-client-${serverVersion}) o pon su carpeta bin (/usr/lib/postgresql/${serverVersion}/bin) primero en el PATH.`
    : null;
}

/** The tool's own words, indented under the operator's message. */
export function toolOutput(run: ToolRun): string[] {
  return run.stderr ? run.stderr.split('\n').map((line) => `    ${line}`) : [];
}
