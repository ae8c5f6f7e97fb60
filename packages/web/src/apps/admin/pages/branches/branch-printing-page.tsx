import { useState } from 'react';
import { Navigate } from 'react-router';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useBranchPrinting } from '../../../../features/admin-printing/api/get-branch-printing';
import { AgentCard } from '../../../../features/admin-printing/components/agent-card';
import {
  PrintersTable,
  printerRows,
} from '../../../../features/admin-printing/components/printers-table';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

/** While a pairing code waits to be used, the page looks for the new agent this often. */
const PAIRING_REFRESH_MS = 3_000;
/** Otherwise, whether the agent is still connected. */
const STATUS_REFRESH_MS = 20_000;

function BranchPrinting({ id }: { id: number }) {
  const branches = useBranches();
  const [pairing, setPairing] = useState(false);
  const printing = useBranchPrinting(id, {
    refetchInterval: pairing ? PAIRING_REFRESH_MS : STATUS_REFRESH_MS,
  });
  const sede = branches.data?.find((s) => s.id === id);
  const title = sede ? `Impresión de ${sede.nombre}` : 'Impresión';
  useAdminTitle(title);

  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={title}
        description="Las impresoras térmicas de la sede (los recibos en el mostrador, los tickets en cada estación) y el computador de la sede que imprime en ellas."
      />
      {printing.data ? (
        <div className="space-y-6">
          <AgentCard sedeId={id} printing={printing.data} onWaiting={setPairing} />
          <section aria-labelledby="impresoras" className="space-y-3">
            <div>
              <h2 id="impresoras" className="text-lg font-extrabold text-ink">
                Impresoras
              </h2>
              <p className="text-sm text-ink-muted">
                Red local, puerto 9100 (ESC/POS), papel de 58 u 80 mm. Los tickets de cocina no
                llevan precios.
              </p>
            </div>
            <PrintersTable rows={printerRows(id, printing.data)} />
          </section>
        </div>
      ) : printing.isError ? (
        <LoadError
          title="Error al cargar la impresión de la sede"
          onRetry={() => void printing.refetch()}
          error={printing.error}
        />
      ) : (
        <div className="space-y-6">
          <Skeleton className="h-64 rounded-2xl" />
          <DataTableSkeleton columns={4} />
        </div>
      )}
    </>
  );
}

/** /sedes/:id/impresion: the branch's print agent, its pairing and its printers. */
export function BranchPrintingPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <BranchPrinting id={id} />;
}
