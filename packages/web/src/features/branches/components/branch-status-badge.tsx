import { formatTime } from '@horno/domain/dates';
import { Clock, Hourglass, PauseCircle } from 'lucide-react';
import { useBranchStatus } from '../api/get-branch-status';
import { formatMinutes } from '../format-minutes';
import { cn } from '../../../lib/cn';

// Only a change within the next day is worth announcing next to the badge.
const ANNOUNCE_WITHIN_MINUTES = 24 * 60;

/**
 * 'Abierta' / 'Cerrada' for a branch, with how long until that changes when it is soon; a branch
 * that paused online orders reads 'Pedidos en línea pausados' with its reason and end, and 'Modo
 * ocupado' adds its minutes.
 */
export function BranchStatusBadge({ sedeId }: { sedeId: number }) {
  const status = useBranchStatus();
  const estado = status.data?.find((item) => item.id === sedeId);
  if (!estado) return null;

  const minutes = estado.minutos_para_cambio;
  const soon = minutes !== null && minutes <= ANNOUNCE_WITHIN_MINUTES;
  const change = soon ? `${estado.abierta ? 'cierra' : 'abre'} en ${formatMinutes(minutes)}` : null;
  const paused = estado.abierta && estado.pausada;
  const busy = estado.abierta && !paused && estado.minutos_extra > 0;

  // Open but paused is not 'Abierta ahora': customers cannot order online (issue 30).
  const label = paused
    ? 'Pedidos en línea pausados'
    : estado.abierta
      ? 'Abierta ahora'
      : 'Cerrada ahora';
  const until = paused && estado.pausa_hasta ? `hasta las ${formatTime(estado.pausa_hasta)}` : null;
  const detail = until ?? (paused ? null : change);

  return (
    <span className="inline-flex flex-col items-start gap-1.5">
      <span className="inline-flex flex-wrap items-center gap-x-1.5 rounded-full bg-surface px-3 py-1.5 text-sm font-bold text-ink shadow-sm">
        {paused ? (
          <PauseCircle aria-hidden="true" className="size-4 text-warning" />
        ) : (
          <span
            aria-hidden="true"
            className={cn('size-2.5 rounded-full', estado.abierta ? 'bg-success' : 'bg-warning')}
          />
        )}
        <span className={estado.abierta && !paused ? 'text-success' : 'text-warning'}>{label}</span>
        {detail && (
          // No '·' before it: on a narrow card this part wraps, and a line must not start with one.
          <span className="inline-flex items-center gap-1 font-bold text-ink-muted">
            <Clock aria-hidden="true" className="size-3.5" />
            {detail}
          </span>
        )}
      </span>
      {paused && estado.motivo_pausa && (
        <span className="inline-flex max-w-full items-start gap-1.5 rounded-2xl bg-warning-soft px-3 py-1.5 text-sm font-bold text-warning">
          Motivo: {estado.motivo_pausa}
        </span>
      )}
      {busy && (
        <span className="inline-flex max-w-full items-center gap-1.5 rounded-2xl bg-surface px-3 py-1.5 text-sm font-bold text-ink shadow-sm">
          <Hourglass aria-hidden="true" className="size-3.5 text-warning" />
          Alta demanda: los pedidos tardan {formatMinutes(estado.minutos_extra)} más
        </span>
      )}
    </span>
  );
}
