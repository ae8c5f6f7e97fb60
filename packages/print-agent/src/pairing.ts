import { hostname } from 'node:os';
import { normalizePairingCode, PAIRING_PATH } from '@horno/domain/print-protocol';
import type { AgentState } from './state';

/** 'https://pedidos.mipizzeria.co/' → 'https://pedidos.mipizzeria.co'; throws when it is no URL. */
export function serverUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`'${raw}' no es una dirección: escríbela como https://pedidos.mipizzeria.co`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`'${raw}' debe empezar por https:// (o http://)`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * Trades the one-time code made in the back office (the branch's printing) for this agent's
 * token. Throws the server's reason when it refuses.
 */
export async function pair(
  servidor: string,
  rawCode: string,
  nombre = hostname(),
): Promise<AgentState> {
  const codigo = normalizePairingCode(rawCode);
  if (!codigo) throw new Error(`'${rawCode}' no es un código de emparejamiento (XXXX-XXXX)`);
  const base = serverUrlOf(servidor);
  let response: Response;
  try {
    response = await fetch(`${base}${PAIRING_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codigo, nombre: nombre.slice(0, 60) }),
    });
  } catch (err) {
    throw new Error(`No se pudo contactar ${base}: ${(err as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      typeof body.error === 'string' ? body.error : `El servidor respondió ${response.status}`,
    );
  const { token, agente, sede } = body as Omit<AgentState, 'servidor'>;
  return { servidor: base, token, agente, sede };
}
