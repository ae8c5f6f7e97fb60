import { Calculator, ClipboardList } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { useDispatch } from '../../../../features/dispatch/api/get-dispatch';
import { DispatchBoard } from '../../../../features/dispatch/components/dispatch-board';
import { DispatchSkeleton } from '../../../../features/dispatch/components/dispatch-skeleton';
import { useDispatchLive } from '../../../../features/dispatch/hooks/use-dispatch-live';
import { SHIFTS_PATH } from '../../../../features/dispatch/settlement-paths';
import { LiveIndicator } from '../../../../features/order-board/components/live-indicator';
import { Link } from '../../../../lib/link';
import { NoBranchYet } from '../../components/no-branch-yet';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useWithoutBranches } from '../../routing/guards';

/** /pedidos/despacho: the selected branch's deliveries waiting for a rider, and its riders. */
export function DispatchPage() {
  useAdminTitle('Despacho');
  const withoutBranches = useWithoutBranches();
  if (withoutBranches) return <NoBranchYet title="Despacho" />;
  return <Dispatch />;
}

function Dispatch() {
  // RequireSession guarantees a branch.
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre);
  const token = useAuthStore((s) => s.token);
  const dispatch = useDispatch(sede);
  const live = useDispatchLive(sede, token);

  return (
    <>
      <PageHeader
        title="Despacho"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Domicilios de <strong className="text-ink">{branch ?? 'tu sede'}</strong>: asígnalos a
              un domiciliario, ordena sus paradas y marca la salida.
            </span>
            <LiveIndicator state={live} />
          </span>
        }
        actions={
          <>
            <Link to={SHIFTS_PATH} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <Calculator aria-hidden="true" className="size-4" />
              Turnos
            </Link>
            <Link
              to="/pedidos/gestionar"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <ClipboardList aria-hidden="true" className="size-4" />
              Pedidos
            </Link>
          </>
        }
      />
      {dispatch.isError && dispatch.data ? (
        <p role="alert" className="mb-4 text-sm font-bold text-warning">
          No se pudo actualizar el despacho; se reintentará en unos segundos.
        </p>
      ) : null}
      {dispatch.isPending ? (
        <DispatchSkeleton />
      ) : !dispatch.data ? (
        <LoadError
          title="No se pudo cargar el despacho"
          onRetry={() => void dispatch.refetch()}
          error={dispatch.error}
        />
      ) : (
        <DispatchBoard sede={sede} dispatch={dispatch.data} />
      )}
    </>
  );
}
