import { Bike } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { useShifts } from '../../../../features/dispatch/api/get-shifts';
import { ShiftsTable } from '../../../../features/dispatch/components/shifts-table';
import { useDispatchLive } from '../../../../features/dispatch/hooks/use-dispatch-live';
import { Link } from '../../../../lib/link';
import { NoBranchYet } from '../../components/no-branch-yet';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useWithoutBranches } from '../../routing/guards';

/** /pedidos/despacho/turnos: the branch's rider shifts of the last week, to settle. */
export function ShiftsPage() {
  useAdminTitle('Turnos');
  const withoutBranches = useWithoutBranches();
  if (withoutBranches) return <NoBranchYet title="Turnos" />;
  return <Shifts />;
}

function Shifts() {
  // RequireSession guarantees a branch.
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre);
  const token = useAuthStore((s) => s.token);
  const shifts = useShifts(sede);
  // A stop closed or a shift started or ended changes the list while it is open.
  useDispatchLive(sede, token);

  return (
    <>
      <PageHeader
        title="Turnos"
        description={
          <>
            Los turnos de los domiciliarios de{' '}
            <strong className="text-ink">{branch ?? 'tu sede'}</strong> en los últimos 7 días:
            liquida el efectivo que trae cada uno al terminar.
          </>
        }
        actions={
          <Link
            to="/pedidos/despacho"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <Bike aria-hidden="true" className="size-4" />
            Despacho
          </Link>
        }
      />
      {shifts.isPending ? (
        <DataTableSkeleton columns={6} />
      ) : shifts.isError ? (
        <LoadError
          title="No se pudieron cargar los turnos"
          onRetry={() => void shifts.refetch()}
          error={shifts.error}
        />
      ) : (
        <ShiftsTable shifts={shifts.data} />
      )}
    </>
  );
}
