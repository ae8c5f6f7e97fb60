import { formatOrderNumber } from '@horno/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BOARD_KEY } from '../../../features/order-board/api/board-keys';
import { useOrderEvents, type LiveConnection } from '../../../lib/live-orders/use-order-events';
import { useAuthStore } from '../../../features/auth/store';

/** A new card stays highlighted this long. */
const FRESH_MS = 20_000;

/**
 * Keeps the board current from the live socket: a new or changed order of the selected branch
 * refetches the lists, and so does every (re)connection (events may have been missed meanwhile).
 */
export function useBoardLiveUpdates(sede: number): {
  live: LiveConnection;
  fresh: ReadonlySet<number>;
  announcement: string;
} {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const live = useOrderEvents(token ? { token } : null, (message) => {
    if (message.type === 'connected') {
      // Catch up with what happened while the socket was connecting or down; a load already
      // under way is not restarted.
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY }, { cancelRefetch: false });
      return;
    }
    if (message.pedido.sede !== sede) return;
    void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
    if (message.type !== 'pedido_creado') return;
    const { id } = message.pedido;
    setFresh((ids) => new Set(ids).add(id));
    setAnnouncement(`Nuevo pedido #${formatOrderNumber(id)}`);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFresh((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }, FRESH_MS);
    timers.current.add(timer);
  });

  return { live, fresh, announcement };
}
