import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useDeliveryAreas } from '../../../../features/admin-delivery-areas/api/get-delivery-areas';
import { useMapConfig } from '../../../../lib/map-config';
import { DeliveryAreasEditor } from '../../../../features/admin-delivery-areas/components/delivery-areas-editor';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function DeliveryAreas({ id }: { id: number }) {
  const branches = useBranches();
  const areas = useDeliveryAreas(id);
  const mapConfig = useMapConfig();
  const sede = branches.data?.find((s) => s.id === id);
  const title = sede ? `Zonas de entrega de ${sede.nombre}` : 'Zonas de entrega';
  useAdminTitle(title);

  const failed = branches.error ?? areas.error ?? mapConfig.error;
  if (failed) {
    return (
      <LoadError
        title="No se pudieron cargar las zonas de entrega"
        onRetry={() => void Promise.all([branches.refetch(), areas.refetch(), mapConfig.refetch()])}
        error={failed}
      />
    );
  }
  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={title}
        description="Dónde entrega la sede, a qué tarifa y desde qué pedido mínimo. Los clientes ven el cambio enseguida."
      />
      {sede && areas.data && areas.isFetchedAfterMount && mapConfig.data ? (
        <DeliveryAreasEditor
          // Started from the read made as the page opens, and again with each new read (a
          // save's answer too), taking that read's version: a save over another person's
          // change since is refused.
          key={areas.dataUpdatedAt}
          sede={sede}
          saved={areas.data}
          tiles={{ url: mapConfig.data.tile_url, attribution: mapConfig.data.attribution }}
        />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

/** /sedes/:id/zonas: a branch's delivery areas on a map. */
export function DeliveryAreasPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <DeliveryAreas id={id} />;
}
