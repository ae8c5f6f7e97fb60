import { KITCHEN_MESSAGES } from '@horno/domain/kitchen';
import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCategories } from '../../../../features/admin-categories/api/get-categories';
import { useStations } from '../../../../features/admin-kitchen-stations/api/get-stations';
import { stationsPath } from '../../../../features/admin-kitchen-stations/components/station-paths';
import { StationForm } from '../../../../features/admin-kitchen-stations/components/station-form';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

const DESCRIPTION =
  'Qué prepara, y a cuántos minutos sus tickets se ponen ámbar y rojos en su pantalla.';

/** The station form of branch `id`: a new station, or station `estacionId` changed. */
function StationFormOf({ id, estacionId }: { id: number; estacionId?: number }) {
  const branches = useBranches();
  const categories = useCategories();
  const editing = estacionId !== undefined;
  const stations = useStations(id, { fresh: editing });
  const sede = branches.data?.find((s) => s.id === id);
  const estacion = stations.data?.find((s) => s.id === estacionId);
  // Missing only by the read made on opening: an older copy may not have a new station yet.
  const missing = editing && stations.isFetchedAfterMount && !stations.isError && !estacion;
  useLeaveOnError(
    (editing && stations.isLoadingError) || missing,
    missing ? KITCHEN_MESSAGES.stationNotFound : 'Error al cargar la estación',
    stationsPath(id),
  );
  const title = editing
    ? estacion
      ? `Modificar ${estacion.nombre}`
      : 'Modificar estación'
    : sede
      ? `Agregar estación a ${sede.nombre}`
      : 'Agregar estación';
  useAdminTitle(title);

  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  // Editing starts from the stations as read on opening the page, not an older copy.
  const ready = categories.data && (!editing || (estacion && stations.isFetchedAfterMount));
  return (
    <>
      <PageHeader title={title} description={DESCRIPTION} />
      {categories.isLoadingError ? (
        <LoadError
          title="Error al cargar las categorías de productos"
          onRetry={() => void categories.refetch()}
          error={categories.error}
        />
      ) : ready ? (
        <StationForm
          key={estacion?.id ?? 'nueva'}
          sedeId={id}
          categorias={categories.data}
          estacion={estacion}
        />
      ) : (
        <FormSkeleton fields={5} />
      )}
    </>
  );
}

/** /sedes/:id/estaciones/agregar: a new kitchen station of the branch. */
export function RegisterKitchenStationPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <StationFormOf id={id} />;
}

/** /sedes/:id/estaciones/:estacion/modificar: a kitchen station changed. */
export function EditKitchenStationPage() {
  const id = useRouteId();
  const estacionId = Number(useParams().estacion);
  if (id === null) return <Navigate to="/sedes" replace />;
  if (!Number.isInteger(estacionId) || estacionId <= 0)
    return <Navigate to={stationsPath(id)} replace />;
  return <StationFormOf id={id} estacionId={estacionId} />;
}
