import { Armchair, Plus } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { inputClass } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { LiveIndicator } from '../../../../features/order-board/components/live-indicator';
import { useTableStates } from '../../../../features/tables/api/get-table-states';
import { useTables } from '../../../../features/tables/api/get-tables';
import { TablesGrid } from '../../../../features/tables/components/tables-grid';
import { TablesSkeleton } from '../../../../features/tables/components/tables-skeleton';
import { useLiveTables } from '../../../../features/tables/hooks/use-live-tables';
import { cn } from '../../../../lib/cn';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** While the live socket is down, the list is read again this often. */
const OFFLINE_REFRESH_MS = 15_000;

const registerLink = (sede: number) => (
  <Link to={`/mesas/registrar?sede=${sede}`} className={buttonClass({ size: 'sm' })}>
    <Plus aria-hidden="true" className="size-4" />
    Registrar mesas
  </Link>
);

/**
 * /mesas/gestionar: a branch's tables, their state and their open orders, kept live. The
 * branch is `?sede=` when it is one of the staff member's (after registering tables at another
 * branch), else the selected one.
 */
export function TablesPage() {
  useAdminTitle('Mesas');
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const sedes = useAuthStore((s) => s.profile?.sedes) ?? [];
  const selected = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const token = useAuthStore((s) => s.token);
  const managesOrders = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_pedidos'));
  const asked = Number(params.get('sede'));
  const sede = sedes.some((b) => b.id === asked) ? asked : selected;
  const branch = sedes.find((b) => b.id === sede)?.nombre;

  const live = useLiveTables(sede, token);
  const tables = useTables(sede, { refetchInterval: live === 'open' ? false : OFFLINE_REFRESH_MS });
  const states = useTableStates();

  return (
    <>
      <PageHeader
        title="Mesas"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Mesas de <strong className="text-ink">{branch ?? 'tu sede'}</strong>. Cambia el estado
              de cada una al sentar clientes o liberarla.
            </span>
            <LiveIndicator state={live} />
          </span>
        }
        actions={registerLink(sede)}
      />
      {sedes.length > 1 && (
        <div className="mb-4 flex max-w-sm items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-bold text-ink">
            Sede
          </label>
          <select
            id={selectId}
            value={sede}
            onChange={(event) => setParams({ sede: event.target.value }, { replace: true })}
            className={cn(inputClass, 'h-11 min-w-0 flex-1 appearance-auto')}
          >
            {sedes.map((b) => (
              <option key={b.id} value={b.id}>
                {b.nombre}
              </option>
            ))}
          </select>
        </div>
      )}
      {tables.isPending ? (
        <TablesSkeleton />
      ) : !tables.data ? (
        <LoadError
          title="No se pudieron cargar las mesas"
          onRetry={() => void tables.refetch()}
          error={tables.error}
        />
      ) : tables.data.length === 0 ? (
        <EmptyState
          icon={Armchair}
          title="Esta sede aún no tiene mesas"
          description="Registra las mesas del local para asignarles pedidos y seguir cuáles están libres."
          action={registerLink(sede)}
        />
      ) : (
        <TablesGrid tables={tables.data} states={states} orderLinks={managesOrders} />
      )}
    </>
  );
}
