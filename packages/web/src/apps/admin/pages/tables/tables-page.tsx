import { Armchair, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { useTableStates } from '../../../../features/tables/api/get-table-states';
import { useTables } from '../../../../features/tables/api/get-tables';
import { TablesGrid } from '../../../../features/tables/components/tables-grid';
import { TablesSkeleton } from '../../../../features/tables/components/tables-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';

const registerLink = (
  <Link to="/mesas/registrar" className={buttonClass({ size: 'sm' })}>
    <Plus aria-hidden="true" className="size-4" />
    Registrar mesas
  </Link>
);

/** /mesas/gestionar: the selected branch's tables and their state. */
export function TablesPage() {
  useAdminTitle('Mesas');
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre);
  const tables = useTables(sede);
  const states = useTableStates();

  return (
    <>
      <PageHeader
        title="Mesas"
        description={
          <>
            Mesas de <strong className="text-ink">{branch ?? 'tu sede'}</strong>. Cambia el estado
            de cada una al sentar clientes o liberarla.
          </>
        }
        actions={registerLink}
      />
      {tables.isPending ? (
        <TablesSkeleton />
      ) : !tables.data ? (
        <LoadError title="No se pudieron cargar las mesas" onRetry={() => void tables.refetch()} />
      ) : tables.data.length === 0 ? (
        <EmptyState
          icon={Armchair}
          title="Esta sede aún no tiene mesas"
          description="Registra las mesas del local para asignarles pedidos y seguir cuáles están libres."
          action={registerLink}
        />
      ) : (
        <TablesGrid tables={tables.data} states={states} />
      )}
    </>
  );
}
