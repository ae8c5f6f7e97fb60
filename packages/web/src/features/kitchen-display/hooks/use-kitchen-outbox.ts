import { formatOrderNumber } from '@horno/domain/dates';
import type { Cocina } from '@horno/domain/kitchen';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-clock';
import { bumpTicket } from '../api/bump-ticket';
import { kitchenScreenKey } from '../api/get-kitchen-screen';
import { markLine } from '../api/mark-line';
import {
  type KitchenAction,
  OUTBOX_KEY,
  parseOutbox,
  sameAction,
  withAction,
  withoutBump,
  withPending,
} from '../kitchen-outbox';

/** A change the server refused once it arrived, with its reason, kept until the cook reads it. */
export interface KitchenConflict {
  id: string;
  title: string;
  message: string;
}

/** Why the outbox is waiting: no connection, or a server that failed (both retried). */
export type OutboxProblem = 'offline' | 'server' | null;

const CONFLICTS_KEY = 'horno-cocina-avisos';
/** While something waits, it is tried again this often (and at once when the browser is back online). */
const RETRY_MS = 10_000;

function read<T>(key: string, parse: (raw: string | null) => T): T {
  try {
    return parse(window.localStorage.getItem(key));
  } catch {
    return parse(null);
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the change is still sent from memory.
  }
}

function parseConflicts(raw: string | null): KitchenConflict[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (c): c is KitchenConflict =>
            typeof c === 'object' &&
            c !== null &&
            typeof (c as KitchenConflict).id === 'string' &&
            typeof (c as KitchenConflict).title === 'string' &&
            typeof (c as KitchenConflict).message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function send(action: KitchenAction): Promise<unknown> {
  return action.kind === 'listo'
    ? bumpTicket(action.estacion, action.pedido, action.en)
    : markLine(action.estacion, action.linea, action.hecha);
}

const conflictTitle = (action: KitchenAction) =>
  action.kind === 'listo'
    ? `No se guardó el 'Listo' del pedido #${formatOrderNumber(action.pedido)}`
    : `No se guardó la línea marcada del pedido #${formatOrderNumber(action.pedido)}`;

/**
 * The kitchen display's outbox (kitchen-outbox.ts): taps are kept in this device's storage and
 * sent in order; without a connection they wait and go when it is back ('online', the live
 * socket reconnecting, or every few seconds). A change the server refuses meanwhile (the order
 * was cancelled or sent) becomes a notice with the server's reason, never dropped in silence.
 */
export function useKitchenOutbox() {
  const queryClient = useQueryClient();
  const [queue, setQueueState] = useState(() => read(OUTBOX_KEY, parseOutbox));
  const [conflicts, setConflictsState] = useState(() => read(CONFLICTS_KEY, parseConflicts));
  const [problem, setProblem] = useState<OutboxProblem>(null);
  const queueRef = useRef(queue);
  const sending = useRef(false);

  const setQueue = useCallback((update: (queue: KitchenAction[]) => KitchenAction[]) => {
    const next = update(queueRef.current);
    queueRef.current = next;
    write(OUTBOX_KEY, next);
    setQueueState(next);
  }, []);

  const addConflict = useCallback((conflict: KitchenConflict) => {
    setConflictsState((list) => {
      const next = [...list.filter((c) => c.id !== conflict.id), conflict];
      write(CONFLICTS_KEY, next);
      return next;
    });
  }, []);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let action = queueRef.current[0]; action; action = queueRef.current[0]) {
        const key = kitchenScreenKey(action.estacion);
        try {
          await send(action);
          setProblem(null);
          // Drawn as the server now has it until the screen is read again.
          const sent = action;
          queryClient.setQueryData<Cocina>(key, (screen) => screen && withPending(screen, [sent]));
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (!refused) {
            // No connection, or a server error: everything waits, in order, for the next try.
            setProblem(error instanceof ApiError && error.status >= 500 ? 'server' : 'offline');
            return;
          }
          addConflict({
            id: `${action.kind}:${action.estacion}:${action.pedido}:${action.en}`,
            title: conflictTitle(action),
            message: error.message,
          });
        }
        const done = action;
        setQueue((list) => list.filter((a) => !sameAction(a, done)));
        void queryClient.invalidateQueries({ queryKey: key });
      }
    } finally {
      sending.current = false;
    }
  }, [queryClient, setQueue, addConflict]);

  // What this device kept from before (a reload while offline) goes as soon as it can.
  useEffect(() => {
    void flush();
    const online = () => void flush();
    // Another tab of this browser changed the outbox.
    const storage = (event: StorageEvent) => {
      if (event.key !== OUTBOX_KEY) return;
      queueRef.current = parseOutbox(event.newValue);
      setQueueState(queueRef.current);
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('storage', storage);
    };
  }, [flush]);

  const waiting = queue.length > 0;
  useEffect(() => {
    if (!waiting || problem === null) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, problem, flush]);

  /** Keeps a tap ('Listo', a line) and sends it; it is drawn as done at once. */
  const add = useCallback(
    (action: DistributiveOmit<KitchenAction, 'en'>) => {
      const at = serverNow().toISOString();
      setQueue((list) => withAction(list, { ...action, en: at } as KitchenAction));
      void flush();
    },
    [setQueue, flush],
  );

  /** Takes back a bump that has not left this device yet. */
  const takeBack = useCallback(
    (estacion: number, pedido: number) => setQueue((list) => withoutBump(list, estacion, pedido)),
    [setQueue],
  );

  const dismiss = useCallback((id: string) => {
    setConflictsState((list) => {
      const next = list.filter((c) => c.id !== id);
      write(CONFLICTS_KEY, next);
      return next;
    });
  }, []);

  return { queue, problem, conflicts, add, takeBack, dismiss, flush };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
