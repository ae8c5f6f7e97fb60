import { useNavigate } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCashScreen } from '../../../../features/admin-cash/api/cash-api';
import {
  CashHistory,
  cashShiftPath,
} from '../../../../features/admin-cash/components/cash-history';
import { CashTotals } from '../../../../features/admin-cash/components/cash-totals';
import { CloseShiftForm } from '../../../../features/admin-cash/components/close-shift-form';
import { OpenShiftForm } from '../../../../features/admin-cash/components/open-shift-form';
import { useAuthStore } from '../../../../features/auth/store';
import { formatDateTimeShort } from '@horno/domain/dates';
import { NoBranchYet } from '../../components/no-branch-yet';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useWithoutBranches } from '../../routing/guards';

/** /caja: the branch's cash shift (open it, follow its sums, close it) and the closings. */
export function CashPage() {
  useAdminTitle('Caja');
  const withoutBranches = useWithoutBranches();
  if (withoutBranches) return <NoBranchYet title="Caja" />;
  return <Cash />;
}

function Cash() {
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre) ?? '';
  const screen = useCashScreen(sede);
  const navigate = useNavigate();
  const open = screen.data?.abierto;

  return (
    <>
      <PageHeader
        title="Caja"
        description={
          <>
            El turno de caja de <strong className="text-ink">{branch || 'tu sede'}</strong>: lo que
            entró en efectivo, datáfono y en línea, y lo que entregaron los domiciliarios.
          </>
        }
      />
      {screen.isPending ? (
        <div role="status" aria-label="Cargando..." className="space-y-4">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <DataTableSkeleton columns={5} />
        </div>
      ) : screen.isError ? (
        <LoadError
          title="No se pudo cargar la caja"
          onRetry={() => void screen.refetch()}
          error={screen.error}
        />
      ) : (
        <div className="space-y-6">
          {open ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <Card className="space-y-3">
                <h2 className="text-lg font-extrabold text-ink">Turno abierto</h2>
                <p className="text-sm text-ink-muted">
                  Desde {formatDateTimeShort(open.abierto_en)}
                  {open.abierto_por ? `, abierto por ${open.abierto_por.nombre}` : ''}.
                </p>
                <CashTotals shift={open} />
              </Card>
              <CloseShiftForm
                shift={open}
                onClosed={(closed) => void navigate(cashShiftPath(closed.id))}
              />
            </div>
          ) : (
            <OpenShiftForm sede={sede} branch={branch} />
          )}
          <section className="space-y-3" aria-labelledby="historial-caja">
            <h2 id="historial-caja" className="text-lg font-extrabold text-ink">
              Historial de cierres
            </h2>
            <CashHistory shifts={screen.data.historial} />
          </section>
        </div>
      )}
    </>
  );
}
