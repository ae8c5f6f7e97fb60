import type { Sede } from '@horno/domain/branches';
import {
  CalendarClock,
  Ellipsis,
  Hourglass,
  ListChecks,
  Pencil,
  PauseCircle,
  PlayCircle,
  Plus,
  Store,
  MapPinned,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useRushControls } from '../../../../features/admin-branches/api/rush-controls';
import { BranchCard } from '../../../../features/admin-branches/components/branch-card';
import {
  BusyDialog,
  PauseDialog,
} from '../../../../features/admin-branches/components/rush-dialogs';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranchStatus } from '../../../../features/branches/api/get-branch-status';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { BranchScheduleDialog } from '../../../../features/branches/components/branch-schedule-dialog';
import { BranchStatusBadge } from '../../../../features/branches/components/branch-status-badge';
import { failureMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/toast';
import { useAdminTitle } from '../../hooks/use-admin-title';

function BranchesSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Cargando sedes...</span>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="aspect-[4/3.6] rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /sedes: a card per branch with its menu: 'Ver horarios' (consultar_sedes); the hours, the
 * products, the branch's data and the rush controls (gestionar_sedes, at one's own branches).
 */
export function BranchesPage() {
  useAdminTitle('Sedes');
  const navigate = useNavigate();
  const branches = useBranches();
  const status = useBranchStatus();
  const { pause } = useRushControls();
  const permisos = useAuthStore((s) => s.userPermissions);
  const mine = useAuthStore((s) => s.profile?.sedes);
  const canManage = hasPermission(permisos, 'gestionar_sedes');
  const canView = hasPermission(permisos, 'consultar_sedes');
  const manages = (id: number) => canManage && (mine?.some((s) => s.id === id) ?? false);

  // The dialogs open from a menu item that is gone once they close: focus goes back to the
  // card's menu button instead.
  const lastTrigger = useRef<HTMLElement | null>(null);
  const closing =
    <T,>(set: (value: T | null) => void) =>
    (open: boolean) => {
      if (open) return;
      set(null);
      requestAnimationFrame(() => lastTrigger.current?.focus());
    };
  const [schedule, setSchedule] = useState<Sede | null>(null);
  const [pausing, setPausing] = useState<Sede | null>(null);
  const [busy, setBusy] = useState<(Sede & { minutos_extra: number }) | null>(null);

  const resume = (sede: Sede) =>
    pause.mutate(
      { sedeId: sede.id, body: { pausada: false } },
      {
        onSuccess: () => notify.success(`Pedidos en línea reanudados en ${sede.nombre}`),
        onError: (error) =>
          notify.error(failureMessage('No se pudieron reanudar los pedidos', error)),
      },
    );

  const menuOf = (sede: Sede) => {
    const estado = status.data?.find((s) => s.id === sede.id);
    const own = manages(sede.id);
    return (
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={`Acciones de ${sede.nombre}`}
          onFocus={(event) => {
            lastTrigger.current = event.currentTarget;
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted data-[state=open]:text-ink"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canView && (
            <DropdownMenuItem onSelect={() => setSchedule(sede)}>
              <CalendarClock aria-hidden="true" className="size-4" />
              Ver horarios
            </DropdownMenuItem>
          )}
          {own && (
            <>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/horarios`)}>
                <CalendarClock aria-hidden="true" className="size-4" />
                Establecer horarios
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/asociar-productos`)}>
                <ListChecks aria-hidden="true" className="size-4" />
                Asociar productos
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/zonas`)}>
                <MapPinned aria-hidden="true" className="size-4" />
                Zonas de entrega
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/modificar`)}>
                <Pencil aria-hidden="true" className="size-4" />
                Modificar sede
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {estado?.pausada ? (
                <DropdownMenuItem onSelect={() => resume(sede)}>
                  <PlayCircle aria-hidden="true" className="size-4" />
                  Reanudar pedidos
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => setPausing(sede)}>
                  <PauseCircle aria-hidden="true" className="size-4" />
                  Pausar pedidos en línea
                </DropdownMenuItem>
              )}
              <DropdownMenuItem
                onSelect={() => setBusy({ ...sede, minutos_extra: estado?.minutos_extra ?? 0 })}
              >
                <Hourglass aria-hidden="true" className="size-4" />
                Modo ocupado
                {estado && estado.minutos_extra > 0 ? ` (+${estado.minutos_extra} min)` : ''}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    );
  };

  return (
    <>
      <PageHeader
        title="Sedes"
        description="Horarios, productos que vende cada sede y controles para las horas de más trabajo."
        actions={
          canManage ? (
            <Link to="/sedes/agregar" className={buttonClass({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Agregar sede
            </Link>
          ) : undefined
        }
      />
      {branches.isPending ? (
        <BranchesSkeleton />
      ) : branches.isError ? (
        <LoadError
          title="Error al cargar las sedes disponibles."
          onRetry={() => void branches.refetch()}
          error={branches.error}
        />
      ) : branches.data.length === 0 ? (
        <EmptyState
          icon={Store}
          title="Todavía no hay sedes"
          description="Agrega la primera sede para definir sus horarios y sus productos."
        />
      ) : (
        <ul aria-label="Sedes" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {branches.data.map((sede) => (
            <li key={sede.id}>
              <BranchCard
                sede={sede}
                status={<BranchStatusBadge sedeId={sede.id} />}
                actions={menuOf(sede)}
              />
            </li>
          ))}
        </ul>
      )}
      <BranchScheduleDialog sede={schedule} onOpenChange={closing(setSchedule)} />
      <PauseDialog sede={pausing} onOpenChange={closing(setPausing)} />
      <BusyDialog sede={busy} onOpenChange={closing(setBusy)} />
    </>
  );
}
