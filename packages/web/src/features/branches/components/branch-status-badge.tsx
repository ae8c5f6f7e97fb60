import { Clock } from 'lucide-react';
import { useBranchStatus } from '../api/get-branch-status';
import { formatMinutes } from '../format-minutes';
import { cn } from '../../../lib/cn';

// Only a change within the next day is worth announcing next to the badge.
const ANNOUNCE_WITHIN_MINUTES = 24 * 60;

/** 'Abierta' / 'Cerrada' for a branch, with how long until that changes when it is soon. */
export function BranchStatusBadge({ sedeId }: { sedeId: number }) {
  const status = useBranchStatus();
  const estado = status.data?.find((item) => item.id === sedeId);
  if (!estado) return null;

  const minutes = estado.minutos_para_cambio;
  const soon = minutes !== null && minutes <= ANNOUNCE_WITHIN_MINUTES;
  const change = soon ? `${estado.abierta ? 'cierra' : 'abre'} en ${formatMinutes(minutes)}` : null;

  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 rounded-full bg-surface px-3 py-1.5 text-sm font-bold text-ink shadow-sm">
      <span
        aria-hidden="true"
        className={cn('size-2.5 rounded-full', estado.abierta ? 'bg-success' : 'bg-warning')}
      />
      <span className={estado.abierta ? 'text-success' : 'text-warning'}>
        {estado.abierta ? 'Abierta ahora' : 'Cerrada ahora'}
      </span>
      {change && (
        <span className="inline-flex items-center gap-1 font-bold text-ink-muted">
          <span aria-hidden="true">·</span>
          <Clock aria-hidden="true" className="size-3.5" />
          {change}
        </span>
      )}
    </span>
  );
}
