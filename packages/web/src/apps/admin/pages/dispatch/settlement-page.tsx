import { ArrowLeft } from 'lucide-react';
import { PrintButton } from '../../../../components/ui/print-button';
import { Navigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { useSettlement } from '../../../../features/dispatch/api/get-settlement';
import { PrintArea } from '../../../../features/dispatch/components/print-area';
import { SettlementView } from '../../../../features/dispatch/components/settlement-view';
import { useDispatchLive } from '../../../../features/dispatch/hooks/use-dispatch-live';
import { SHIFTS_PATH } from '../../../../features/dispatch/settlement-paths';
import { Link } from '../../../../lib/link';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

/** /pedidos/despacho/turnos/:id: what a rider's shift hands in, and its closing. */
export function SettlementPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to={SHIFTS_PATH} replace />;
  return <ShiftSettlement id={id} />;
}

function ShiftSettlement({ id }: { id: number }) {
  const settlement = useSettlement(id);
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const token = useAuthStore((s) => s.token);
  // A stop the rider closes meanwhile changes what is due.
  useDispatchLive(sede, token);
  const rider = settlement.data?.turno.repartidor.nombre;
  const title = rider ? `Liquidación de ${rider}` : 'Liquidación del turno';
  useAdminTitle(title);
  const closed = Boolean(settlement.data?.cierre);

  return (
    <PrintArea>
      <PageHeader
        title={title}
        description="Lo que cobró el domiciliario en su turno, pedido por pedido, y el efectivo que entrega."
        actions={
          <>
            <Link
              to={SHIFTS_PATH}
              className={buttonClass({
                variant: 'secondary',
                size: 'sm',
                className: 'print:hidden',
              })}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Turnos
            </Link>
            {closed ? <PrintButton /> : null}
          </>
        }
      />
      {settlement.isPending ? (
        <div role="status" aria-label="Cargando..." className="space-y-4">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : !settlement.data ? (
        <LoadError
          title="No se pudo cargar la liquidación"
          onRetry={() => void settlement.refetch()}
          error={settlement.error}
        />
      ) : (
        <SettlementView settlement={settlement.data} />
      )}
    </PrintArea>
  );
}
