import type { Sede } from '@horno/domain/branches';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import { useQueries } from '@tanstack/react-query';
import { CalendarClock, CalendarPlus, MapPin, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/toast';
import { type AgendaTipo, agendaQueryOptions } from '../api/get-agenda';
import { useBranchStatus } from '../api/get-branch-status';
import { type ClosedReason, isBranchOpen } from '../branch-status';
import { BranchScheduleDialog } from './branch-schedule-dialog';
import { BranchStatusBadge } from './branch-status-badge';

export interface ClosedBranchesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: ClosedReason;
  branches: readonly Sede[];
  /** 'Ver menú': makes the branch the chosen one. */
  onViewMenu: (sede: Sede) => void;
  /**
   * 'Programar pedido', offered for a closed branch with free slots for this order type: its
   * menu, to order for later (issue 32).
   */
  onSchedule: (sede: Sede) => void;
  agendaTipo: AgendaTipo;
}

/** The closed branches that have free slots to schedule on, asked while the modal is open. */
function useSchedulable(open: boolean, branches: readonly Sede[], tipo: AgendaTipo) {
  const status = useBranchStatus();
  const closed = status.data
    ? branches.filter((sede) => !isBranchOpen(status.data, sede.id)).map((sede) => sede.id)
    : [];
  const agendas = useQueries({
    queries: closed.map((id) => ({ ...agendaQueryOptions(id, tipo), enabled: open })),
  });
  return new Set(closed.filter((_, i) => (agendas[i]?.data?.dias.length ?? 0) > 0));
}

const TITLES: Record<ClosedReason, string> = {
  all: 'Todas nuestras sedes están cerradas en este momento',
  selected: 'La sede seleccionada está cerrada en este momento',
};

/** Every branch with 'Ver horario' and 'Ver menú', shown when the branches cannot take orders. */
export function ClosedBranchesDialog({
  open,
  onOpenChange,
  reason,
  branches,
  onViewMenu,
  onSchedule,
  agendaTipo,
}: ClosedBranchesDialogProps) {
  const [scheduleOf, setScheduleOf] = useState<Sede | null>(null);
  const schedulable = useSchedulable(open, branches, agendaTipo);

  // customer-app.md §4: a closed chosen branch is also said in an error toast.
  useEffect(() => {
    if (open && reason === 'selected') notify.error(ORDER_MESSAGES.branchClosed);
  }, [open, reason]);
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={TITLES[reason]}
        description="Puedes ver los horarios o el menú de cualquiera de nuestras sedes"
      >
        {schedulable.size > 0 && (
          <p className="mb-4 text-sm text-ink">
            ¿Lo quieres para más tarde? Programa tu pedido: eliges el día y la hora al finalizarlo.
          </p>
        )}
        <ul className="space-y-3">
          {branches.map((sede) => (
            <li key={sede.id} className="space-y-3 rounded-2xl border border-line bg-page p-4">
              <div className="space-y-1.5">
                <p className="text-lg font-extrabold text-ink">{sede.nombre}</p>
                <p className="flex items-start gap-1.5 text-sm text-ink-muted">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {sede.direccion}
                </p>
                <BranchStatusBadge sedeId={sede.id} />
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setScheduleOf(sede)}>
                  <CalendarClock aria-hidden="true" className="size-4" />
                  Ver horario<span className="sr-only"> de {sede.nombre}</span>
                </Button>
                <Button
                  variant={schedulable.has(sede.id) ? 'secondary' : 'primary'}
                  size="sm"
                  onClick={() => onViewMenu(sede)}
                >
                  <UtensilsCrossed aria-hidden="true" className="size-4" />
                  Ver menú<span className="sr-only"> de {sede.nombre}</span>
                </Button>
                {schedulable.has(sede.id) && (
                  <Button size="sm" className="col-span-2" onClick={() => onSchedule(sede)}>
                    <CalendarPlus aria-hidden="true" className="size-4" />
                    Programar pedido<span className="sr-only"> en {sede.nombre}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Modal>
      <BranchScheduleDialog
        sede={scheduleOf}
        onOpenChange={(next) => !next && setScheduleOf(null)}
      />
    </>
  );
}
