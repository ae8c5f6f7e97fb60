import { Plus } from 'lucide-react';
import { Navigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCategories } from '../../../../features/admin-categories/api/get-categories';
import { useStations } from '../../../../features/admin-kitchen-stations/api/get-stations';
import { stationsPath } from '../../../../features/admin-kitchen-stations/components/station-paths';
import { StationsTable } from '../../../../features/admin-kitchen-stations/components/stations-table';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { Link } from '../../../../lib/link';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function KitchenStations({ id }: { id: number }) {
  const branches = useBranches();
  const stations = useStations(id);
  const categories = useCategories();
  const sede = branches.data?.find((s) => s.id === id);
  const title = sede ? `Estaciones de cocina de ${sede.nombre}` : 'Estaciones de cocina';
  useAdminTitle(title);

  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  const failed = branches.error ?? stations.error ?? categories.error;
  return (
    <>
      <PageHeader
        title={title}
        description="Cada estación ve en su pantalla los productos de las categorías que prepara; el despacho ve los pedidos completos."
        actions={
          <Link to={`${stationsPath(id)}/agregar`} className={buttonClass({ size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            Agregar estación
          </Link>
        }
      />
      {failed && !(stations.data && categories.data) ? (
        <LoadError
          title="Error al cargar las estaciones de cocina"
          onRetry={() =>
            void Promise.all([branches.refetch(), stations.refetch(), categories.refetch()])
          }
          error={failed}
        />
      ) : stations.data && categories.data ? (
        <StationsTable sedeId={id} estaciones={stations.data} categorias={categories.data} />
      ) : (
        <DataTableSkeleton columns={5} />
      )}
    </>
  );
}

/** /sedes/:id/estaciones: a branch's kitchen stations, what each makes and its ticket targets. */
export function KitchenStationsPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <KitchenStations id={id} />;
}
