import {
  type AgentToServer,
  type PrinterAddress,
  PRINT_SOCKET_CLOSE,
  PRINT_SOCKET_PATH,
  serverMessageOf,
} from '@horno/domain/print-protocol';
import WebSocket from 'ws';
import { serverUrlOf } from './pairing';
import { PRINTER_TIMEOUT_MS, sendToPrinter } from './printer';

/** What the agent does, for its log (and for tests). */
export type AgentEvent =
  | { type: 'conectado'; sede: { id: number; nombre: string } }
  | { type: 'desconectado'; codigo: number; reintento_ms: number }
  | { type: 'impreso'; trabajo: number; impresora: PrinterAddress }
  | { type: 'error'; trabajo: number; impresora: PrinterAddress; motivo: string }
  /** The server refused the token (revoked, or another server's): the agent stops. */
  | { type: 'rechazado'; motivo: string };

export interface AgentOptions {
  /** The server's address, 'https://pedidos.mipizzeria.co'. */
  servidor: string;
  token: string;
  onEvent?: (event: AgentEvent) => void;
  /** Waits between reconnections: from `minMs`, doubling up to `maxMs`. */
  reconnect?: { minMs: number; maxMs: number };
  printerTimeoutMs?: number;
  /** With no word from the server this long (it pings every 30 s), the socket is given up. */
  silenceMs?: number;
}

export interface Agent {
  /** Closes the socket and waits for the tickets being printed. */
  stop(): Promise<void>;
  /** Resolves when the agent ends: stopped, or its token refused. */
  readonly ended: Promise<void>;
}

/** Jobs printed lately: a job sent again (its 'impreso' was lost) is acknowledged, not reprinted. */
const REMEMBERED = 500;

/** `https://host/` → `wss://host/ws/impresion/`. */
export function socketUrlOf(servidor: string): string {
  const url = new URL(`${serverUrlOf(servidor)}${PRINT_SOCKET_PATH}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The print agent: keeps a socket to the server open (reconnecting with backoff), prints each
 * job it receives on its printer, one job at a time per printer, and acknowledges it ('impreso',
 * or 'error' with the reason).
 */
export function startAgent(options: AgentOptions): Agent {
  const url = socketUrlOf(options.servidor);
  const { minMs, maxMs } = options.reconnect ?? { minMs: 1_000, maxMs: 30_000 };
  const silenceMs = options.silenceMs ?? 75_000;
  const emit = (event: AgentEvent) => options.onEvent?.(event);
  const printed = new Set<number>();
  const printing = new Set<number>();
  const queues = new Map<string, Promise<void>>();
  let socket: WebSocket | undefined;
  let failures = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let silence: NodeJS.Timeout | undefined;
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });

  const send = (message: AgentToServer) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const print = async (trabajo: number, impresora: PrinterAddress, contenido: string) => {
    try {
      await sendToPrinter(
        impresora,
        Buffer.from(contenido, 'base64'),
        options.printerTimeoutMs ?? PRINTER_TIMEOUT_MS,
      );
      printed.add(trabajo);
      if (printed.size > REMEMBERED) printed.delete(printed.values().next().value!);
      send({ type: 'impreso', trabajo });
      emit({ type: 'impreso', trabajo, impresora });
    } catch (err) {
      const motivo = (err as Error).message;
      send({ type: 'error', trabajo, motivo });
      emit({ type: 'error', trabajo, impresora, motivo });
    } finally {
      printing.delete(trabajo);
    }
  };

  const onJob = (trabajo: number, impresora: PrinterAddress, contenido: string) => {
    if (printed.has(trabajo)) return send({ type: 'impreso', trabajo });
    // Still on its way to the printer: its answer will follow.
    if (printing.has(trabajo)) return;
    printing.add(trabajo);
    const key = `${impresora.host}:${impresora.puerto}`;
    const next = (queues.get(key) ?? Promise.resolve()).then(() =>
      print(trabajo, impresora, contenido),
    );
    queues.set(key, next);
    void next.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  };

  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => socket?.terminate(), silenceMs);
  };

  const connect = () => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.on('open', () => {
      heard();
      ws.send(JSON.stringify({ type: 'auth', token: options.token }));
    });
    ws.on('ping', heard);
    ws.on('message', (raw) => {
      heard();
      const message = serverMessageOf(raw.toString());
      if (message?.type === 'auth_ok') {
        failures = 0;
        emit({ type: 'conectado', sede: message.sede });
      } else if (message?.type === 'imprimir') {
        onJob(message.trabajo, message.impresora, message.contenido);
      }
    });
    ws.on('error', () => undefined); // Followed by 'close', which reconnects.
    ws.on('close', (code, reason) => {
      clearTimeout(silence);
      if (stopped) return;
      if (code === PRINT_SOCKET_CLOSE.badToken) {
        stopped = true;
        emit({ type: 'rechazado', motivo: reason.toString() || 'Token rechazado' });
        end();
        return;
      }
      const base = Math.min(maxMs, minMs * 2 ** failures);
      const wait = Math.round(base * (0.8 + Math.random() * 0.4));
      failures += 1;
      emit({ type: 'desconectado', codigo: code, reintento_ms: wait });
      retry = setTimeout(connect, wait);
    });
  };

  connect();
  return {
    ended,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(silence);
      const closing = socket;
      if (closing && closing.readyState !== WebSocket.CLOSED) {
        await new Promise<void>((resolve) => {
          closing.once('close', () => resolve());
          closing.close(1000, 'Agente detenido');
        });
      }
      await Promise.allSettled([...queues.values()]);
      end();
    },
  };
}
