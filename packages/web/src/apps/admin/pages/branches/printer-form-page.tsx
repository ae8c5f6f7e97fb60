import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useBranchPrinting } from '../../../../features/admin-printing/api/get-branch-printing';
import { PrinterForm } from '../../../../features/admin-printing/components/printer-form';
import { printingPath } from '../../../../features/admin-printing/components/printing-paths';
import { printerRows } from '../../../../features/admin-printing/components/printers-table';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

/** The printer of branch `id`'s counter (`estacionId` null) or of one of its stations. */
function PrinterFormOf({ id, estacionId }: { id: number; estacionId: number | null }) {
  const printing = useBranchPrinting(id);
  const row = printing.data
    ? printerRows(id, printing.data).find((r) => r.estacionId === estacionId)
    : undefined;
  const missing = printing.isSuccess && !row;
  useLeaveOnError(missing, 'Esa estación ya no existe en la sede', printingPath(id));
  const title = row
    ? estacionId === null
      ? 'Impresora del mostrador'
      : `Impresora de ${row.nombre}`
    : 'Impresora';
  useAdminTitle(title);

  return (
    <>
      <PageHeader
        title={title}
        description={
          estacionId === null
            ? 'Imprime los recibos que se piden desde el detalle de un pedido.'
            : 'Imprime un ticket, sin precios, por cada pedido que entra a la cocina con algo para esta estación.'
        }
      />
      {printing.isLoadingError ? (
        <LoadError
          title="Error al cargar la impresión de la sede"
          onRetry={() => void printing.refetch()}
          error={printing.error}
        />
      ) : row ? (
        <PrinterForm
          owner={{ sedeId: id, estacionId }}
          ofOwner={row.ofOwner}
          impresora={row.impresora}
        />
      ) : (
        <FormSkeleton fields={3} />
      )}
    </>
  );
}

/** /sedes/:id/impresion/mostrador: the printer of the branch's counter (receipts). */
export function CounterPrinterPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <PrinterFormOf id={id} estacionId={null} />;
}

/** /sedes/:id/impresion/estaciones/:estacion: a kitchen station's printer (its tickets). */
export function StationPrinterPage() {
  const id = useRouteId();
  const estacionId = Number(useParams().estacion);
  if (id === null) return <Navigate to="/sedes" replace />;
  if (!Number.isInteger(estacionId) || estacionId <= 0)
    return <Navigate to={printingPath(id)} replace />;
  return <PrinterFormOf id={id} estacionId={estacionId} />;
}
