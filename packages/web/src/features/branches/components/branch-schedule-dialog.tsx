import { bogotaParts, bogotaWeek } from '@horno/domain/bogota-time';
import { weekSchedule } from '@horno/domain/branch-schedule';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useServerNow } from '../../../lib/server-clock';
import { useBranchHours } from '../api/get-branch-hours';
import { useWeekHolidays } from '../api/get-week-holidays';

/** How often an open schedule looks at the clock again (today moves at midnight). */
const CLOCK_REFRESH_MS = 60_000;

interface BranchScheduleDialogProps {
  sede: { id: number; nombre: string } | null;
  onOpenChange: (open: boolean) => void;
}

function ScheduleSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}

function ScheduleBody({ sedeId }: { sedeId: number }) {
  const hours = useBranchHours(sedeId);
  // Holidays only add marks: without them the weekday hours are still worth showing.
  const holidays = useWeekHolidays();
  // The server's clock, not the device's: a tablet whose clock or time zone is off must still
  // mark the week and the day customers are ordering in.
  const serverNow = useServerNow(CLOCK_REFRESH_MS);

  if (hours.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl bg-warning-soft p-4 text-warning">
        <p className="font-bold">Error al cargar los horarios</p>
        <Button variant="secondary" size="sm" onClick={() => void hours.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reintentar
        </Button>
      </div>
    );
  }
  if (!hours.data || holidays.isPending || serverNow === null) {
    return (
      <>
        <p role="status" className="sr-only">
          Cargando horarios...
        </p>
        <ScheduleSkeleton />
      </>
    );
  }

  const now = new Date(serverNow);
  const days = weekSchedule(hours.data, bogotaWeek(now), holidays.data ?? [], bogotaParts(now).ymd);
  if (days.length === 0) {
    return <p className="rounded-2xl bg-surface-muted p-4 text-ink">No hay horarios definidos.</p>;
  }

  return (
    <ul aria-label="Horario de la semana" className="space-y-1.5">
      {days.map((day) => (
        <li
          key={day.ymd}
          aria-current={day.hoy ? 'date' : undefined}
          className={cn(
            'flex min-h-12 flex-wrap items-center justify-between gap-x-4 gap-y-0.5 rounded-xl px-4 py-2.5',
            day.hoy
              ? 'bg-primary-soft text-primary-strong ring-2 ring-primary'
              : 'bg-page text-ink',
          )}
        >
          <span className="font-bold">
            {day.nombre} <span className="font-normal tabular-nums">{day.diaMes}</span>
            {day.festivo && (
              <span className="ml-1.5 text-sm font-bold text-warning">(Festivo)</span>
            )}
            {day.hoy && (
              <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-extrabold text-on-primary">
                Hoy
              </span>
            )}
          </span>
          <span
            className={cn(
              'text-sm tabular-nums',
              day.horario === 'Cerrado' ? 'font-bold' : 'font-semibold',
            )}
          >
            {day.horario}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 'Horarios de {branch}': Monday to Sunday of this week in Bogotá, holidays marked. */
export function BranchScheduleDialog({ sede, onOpenChange }: BranchScheduleDialogProps) {
  return (
    <Modal
      open={sede !== null}
      onOpenChange={onOpenChange}
      title={sede ? `Horarios de ${sede.nombre}` : ''}
      description="Horario de esta semana (hora de Colombia)."
      widthClass="sm:max-w-md"
    >
      {sede && <ScheduleBody sedeId={sede.id} />}
    </Modal>
  );
}
