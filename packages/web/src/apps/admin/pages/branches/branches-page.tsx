import type { Sede } from '@horno/domain/branches';
import {
  CalendarClock,
  CalendarDays,
  ChefHat,
  Ellipsis,
  Hourglass,
  ListChecks,
  Pencil,
  PauseCircle,
  PlayCircle,
  Plus,
  Power,
  Printer,
  PowerOff,
  Store,
  MapPinned,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../../lib/link';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
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
import { useActivateBranch } from '../../../../features/admin-branches/api/activate-branch';
import { useDeactivateBranch } from '../../../../features/admin-branches/api/deactivate-branch';
import { useInactiveBranches } from '../../../../features/admin-branches/api/get-inactive-branches';
import { useRushControls } from '../../../../features/admin-branches/api/rush-controls';
import { useStaffBranches } from '../../../../features/admin-branches/api/get-staff-branches';
import { BranchCard } from '../../../../features/admin-branches/components/branch-card';
import {
  BusyDialog,
  PauseDialog,
} from '../../../../features/admin-branches/components/rush-dialogs';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranchStatus } from '../../../../features/branches/api/get-branch-status';
import { BranchScheduleDialog } from '../../../../features/branches/components/branch-schedule-dialog';
import { BranchStatusBadge } from '../../../../features/branches/components/branch-status-badge';
import { failureMessage, refusalMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/toast';
import { useAdminTitle } from '../../hooks/use-admin-title';

/**
 * The cards' grid, by the width the page gives it (not the screen's): two columns from 42rem,
 * three from 64rem, so a card is never too narrow for its status line (a tablet with the sidebar
 * open has one column of wide cards).
 */
const BRANCH_GRID = 'grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3';

function BranchesSkeleton() {
  return (
    <div className="@container">
      <div role="status" className={BRANCH_GRID}>
        <span className="sr-only">Cargando sedes...</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3.6] rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * /sedes: a card per branch the staff member belongs to, with its menu: 'Ver horarios'
 * (consultar_sedes); the hours, the products, the branch's data and the rush controls
 * (gestionar_sedes, at one's own branches).
 */
export function BranchesPage() {
  useAdminTitle('Sedes');
  const navigate = useNavigate();
  const branches = useStaffBranches();
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
  // 'Desactivar sede' asks first; 'Activar' on an inactive one too.
  const [retiring, setRetiring] = useState<{ id: number; nombre: string; activar: boolean } | null>(
    null,
  );
  const inactive = useInactiveBranches();
  const deactivate = useDeactivateBranch();
  const activate = useActivateBranch();
  const confirmRetiring = () => {
    if (!retiring) return;
    const { id, nombre, activar } = retiring;
    (activar ? activate : deactivate).mutate(id, {
      onSuccess: (done) => notify.success(done.mensaje),
      onError: (error) =>
        notify.error(
          refusalMessage(
            `No se pudo ${activar ? 'activar' : 'desactivar'} la sede ${nombre}. Inténtalo de nuevo.`,
            error,
          ),
          { duration: 10_000 },
        ),
      onSettled: () => {
        setRetiring(null);
        requestAnimationFrame(() => lastTrigger.current?.focus());
      },
    });
  };

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
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/estaciones`)}>
                <ChefHat aria-hidden="true" className="size-4" />
                Estaciones de cocina
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/programacion`)}>
                <CalendarDays aria-hidden="true" className="size-4" />
                Pedidos programados
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(`/sedes/${sede.id}/impresion`)}>
                <Printer aria-hidden="true" className="size-4" />
                Impresión
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
              <DropdownMenuSeparator />
              <DropdownMenuItem
                tone="danger"
                onSelect={() => setRetiring({ id: sede.id, nombre: sede.nombre, activar: false })}
              >
                <PowerOff aria-hidden="true" className="size-4" />
                Desactivar sede
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
        <div className="@container">
          <ul aria-label="Sedes" className={BRANCH_GRID}>
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
        </div>
      )}
      {inactive.data && inactive.data.length > 0 ? (
        <section aria-labelledby="sedes-inactivas" className="mt-8">
          <h2 id="sedes-inactivas" className="text-lg font-extrabold text-ink">
            Sedes inactivas
          </h2>
          <p className="mb-4 text-sm text-ink-muted">
            Los clientes no las ven y no reciben pedidos; sus pedidos anteriores se conservan.
          </p>
          <div className="@container">
            <ul aria-label="Sedes inactivas" className={BRANCH_GRID}>
              {inactive.data.map((sede) => (
                <li key={sede.id} className="[&_img]:grayscale">
                  <BranchCard
                    sede={sede}
                    status={<Badge tone="warning">Inactiva</Badge>}
                    actions={
                      manages(sede.id) ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Activar ${sede.nombre}`}
                          onFocus={(event) => {
                            lastTrigger.current = event.currentTarget;
                          }}
                          onClick={() =>
                            setRetiring({ id: sede.id, nombre: sede.nombre, activar: true })
                          }
                        >
                          <Power aria-hidden="true" className="size-4" />
                          Activar
                        </Button>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={
          retiring
            ? `¿${retiring.activar ? 'Activar' : 'Desactivar'} la sede ${retiring.nombre}?`
            : ''
        }
        description={
          retiring?.activar ? (
            <>
              Los clientes la verán de nuevo en la lista de sedes y en el menú, con sus horarios,
              productos y zonas de entrega como estaban.
            </>
          ) : (
            <ul className="list-disc space-y-1.5 pl-5">
              <li>Los clientes dejan de verla: no aparece en la lista de sedes ni en el menú.</li>
              <li>Nadie puede hacerle pedidos nuevos, ni en línea ni desde el panel.</li>
              <li>
                Sus pedidos anteriores se conservan. Puedes volver a activarla cuando quieras.
              </li>
              <li>Si todavía tiene pedidos activos, primero hay que entregarlos o cancelarlos.</li>
            </ul>
          )
        }
        confirmLabel={retiring?.activar ? 'Activar' : 'Desactivar'}
        pendingLabel={retiring?.activar ? 'Activando...' : 'Desactivando...'}
        pending={deactivate.isPending || activate.isPending}
        onConfirm={confirmRetiring}
      />
      <BranchScheduleDialog sede={schedule} onOpenChange={closing(setSchedule)} />
      <PauseDialog sede={pausing} onOpenChange={closing(setPausing)} />
      <BusyDialog sede={busy} onOpenChange={closing(setBusy)} />
    </>
  );
}
