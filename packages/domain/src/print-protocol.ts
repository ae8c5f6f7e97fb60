// The print agent's protocol (issue 31, docs/decisions/028): shared by the server and the agent,
// with no schema library, so the agent's bundle stays small.
import { isId, socketObject } from './socket-frames';

/** Where an agent trades its one-time pairing code for its token (POST `{codigo, nombre?}`). */
export const PAIRING_PATH = '/api/impresion/emparejar/';
/** The agents' socket: it authenticates with its first message, `{type:'auth', token}`. */
export const PRINT_SOCKET_PATH = '/ws/impresion/';

/** Paper widths in millimetres, and the characters a line holds in the printer's font A. */
export const ANCHOS_PAPEL = [58, 80] as const;
export type AnchoPapel = (typeof ANCHOS_PAPEL)[number];
export const COLUMNS_BY_WIDTH: Record<AnchoPapel, number> = { 58: 32, 80: 48 };
/** The raw-printing port of network thermal printers (ESC/POS over TCP). */
export const DEFAULT_PRINTER_PORT = 9100;

/** Where a job goes: a printer on the branch's network. */
export interface PrinterAddress {
  host: string;
  puerto: number;
  ancho: AnchoPapel;
}

/** The socket's close codes the agent acts on: a refused token ends it; others reconnect. */
export const PRINT_SOCKET_CLOSE = {
  badToken: 4401,
  badMessage: 4400,
} as const;

export type ServerToAgent =
  | { type: 'auth_ok'; agente: number; sede: { id: number; nombre: string } }
  /** `contenido`: the ESC/POS bytes, base64. Sent again when not acknowledged in time. */
  | { type: 'imprimir'; trabajo: number; impresora: PrinterAddress; contenido: string };

export type AgentToServer =
  | { type: 'auth'; token: string }
  | { type: 'impreso'; trabajo: number }
  | { type: 'error'; trabajo: number; motivo: string };

/** Longest failure reason an agent sends that the server keeps. */
export const MAX_REASON = 300;

/** An agent's frame as the server reads it; null when it is none of the protocol's. */
export function agentMessageOf(raw: unknown): AgentToServer | null {
  const m = socketObject(raw);
  if (!m) return null;
  if (m.type === 'auth' && typeof m.token === 'string' && m.token.length <= 200)
    return { type: 'auth', token: m.token };
  if (!isId(m.trabajo)) return null;
  if (m.type === 'impreso') return { type: 'impreso', trabajo: m.trabajo };
  if (m.type === 'error') {
    const motivo = typeof m.motivo === 'string' ? m.motivo.slice(0, MAX_REASON) : '';
    return { type: 'error', trabajo: m.trabajo, motivo: motivo || 'Error de la impresora' };
  }
  return null;
}

/** The server's frame as the agent reads it; null when it is none of the protocol's. */
export function serverMessageOf(raw: unknown): ServerToAgent | null {
  const m = socketObject(raw);
  if (!m) return null;
  if (m.type === 'auth_ok' && isId(m.agente) && typeof m.sede === 'object' && m.sede !== null) {
    const sede = m.sede as Record<string, unknown>;
    if (isId(sede.id) && typeof sede.nombre === 'string')
      return { type: 'auth_ok', agente: m.agente, sede: { id: sede.id, nombre: sede.nombre } };
  }
  if (m.type !== 'imprimir' || !isId(m.trabajo) || typeof m.contenido !== 'string') return null;
  const p = typeof m.impresora === 'object' && m.impresora !== null ? m.impresora : {};
  const { host, puerto, ancho } = p as Record<string, unknown>;
  if (typeof host !== 'string' || !Number.isInteger(puerto) || (ancho !== 58 && ancho !== 80))
    return null;
  return {
    type: 'imprimir',
    trabajo: m.trabajo,
    impresora: { host, puerto: puerto as number, ancho },
    contenido: m.contenido,
  };
}

/** Letters and digits people do not mistake for one another (no 0/O, 1/I/L). */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'abcd efgh', 'ABCD-EFGH' → 'ABCD-EFGH'; null when it cannot be a pairing code. */
export function normalizePairingCode(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 8) return null;
  for (const char of compact) if (!PAIRING_CODE_ALPHABET.includes(char)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
