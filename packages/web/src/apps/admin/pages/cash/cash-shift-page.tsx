import { ArrowLeft } from 'lucide-react';
import { PrintButton } from '../../../../components/ui/print-button';
import { Navigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCashShift } from '../../../../features/admin-cash/api/cash-api';
import { CashSlip } from '../../../../features/admin-cash/components/cash-slip';
import { CorrectionForm } from '../../../../features/admin-cash/components/correction-form';
import { PrintArea } from '../../../../features/dispatch/components/print-area';
import { Link } from '../../../../lib/link';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

const CASH_PATH = '/caja';

/** /caja/turnos/:id: a shift's closing slip (printable) and its corrections. */
export function CashShiftPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to={CASH_PATH} replace />;
  return <ShiftSlip id={id} />;
}

function ShiftSlip({ id }: { id: number }) {
  useAdminTitle('Cierre de caja');
  const shift = useCashShift(id);
  return (
    <PrintArea>
      <PageHeader
        title="Cierre de caja"
        description="Lo que contó el sistema, lo que se contó en la caja y las correcciones."
        actions={
          <>
            <Link
              to={CASH_PATH}
              className={buttonClass({
                variant: 'secondary',
                size: 'sm',
                className: 'print:hidden',
              })}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Caja
            </Link>
            {shift.data?.cerrado ? <PrintButton /> : null}
          </>
        }
      />
      {shift.isPending ? (
        <div role="status" aria-label="Cargando..." className="space-y-4">
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : !shift.data ? (
        <LoadError
          title="No se pudo cargar el cierre"
          onRetry={() => void shift.refetch()}
          error={shift.error}
        />
      ) : (
        <div className="space-y-6">
          <CashSlip shift={shift.data} />
          {shift.data.cerrado ? <CorrectionForm shift={shift.data} backTo={CASH_PATH} /> : null}
        </div>
      )}
    </PrintArea>
  );
}
