import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What pairing leaves on this computer: the server, and the agent's token for it. */
export interface AgentState {
  servidor: string;
  token: string;
  agente: number;
  sede: { id: number; nombre: string };
}

const FILE = 'agente.json';

/** The user's configuration folder for the agent (Windows' AppData, else XDG's or ~/.config). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'horno-impresora');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'horno-impresora');
}

export const stateFile = (dir: string) => join(dir, FILE);

/** The saved pairing, or null when this computer was never paired (or the file is unreadable). */
export async function readState(dir: string): Promise<AgentState | null> {
  try {
    const state = JSON.parse(await readFile(stateFile(dir), 'utf8')) as Partial<AgentState>;
    return typeof state.servidor === 'string' && typeof state.token === 'string'
      ? (state as AgentState)
      : null;
  } catch {
    return null;
  }
}

/** Saves the pairing where only this user can read it (the token prints the branch's tickets). */
export async function writeState(dir: string, state: AgentState): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temporary = `${stateFile(dir)}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, stateFile(dir));
}
