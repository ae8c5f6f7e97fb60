import { Bike, CalendarSearch, ClipboardList, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { useAuthStore } from '../../../../features/auth/store';
import { useBoardOrders } from '../../../../features/order-board/api/get-board-orders';
import { useOrderStates } from '../../../../features/order-board/api/get-order-states';
import { BoardSkeleton } from '../../../../features/order-board/components/board-skeleton';
import { DateRangePicker } from '../../../../features/order-board/components/date-range-picker';
import { LiveIndicator } from '../../../../features/order-board/components/live-indicator';
import { waitsForItsTime } from '@horno/domain/order-timing';
import { OrderSection } from '../../../../features/order-board/components/order-section';
import {
  type DateRange,
  matchingQuickRange,
  quickRange,
  rangeFromParams,
} from '../../../../features/order-board/date-ranges';
import { AGE_REFRESH_MS } from '../../../../features/order-board/order-age';
import { Link } from '../../../../lib/link';
import { serverNow, useServerNow } from '../../../../lib/server-clock';
import { NoBranchYet } from '../../components/no-branch-yet';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useWithoutBranches } from '../../routing/guards';
import { useBoardLiveUpdates } from '../../hooks/use-board-live-updates';

const formatCount = (n: number) => n.toLocaleString('es-CO');
/** Finished orders are shown this many at a time. */
const FINISHED_PAGE = 48;

/**
 * /pedidos/gestionar: the selected branch's live order board. Its "today" is the server's, the
 * clock orders are dated by, whatever this device's clock says.
 */
export function OrderBoardPage() {
  useAdminTitle('Gestionar los pedidos');
  const now = useServerNow(AGE_REFRESH_MS);
  const withoutBranches = useWithoutBranches();
  // No branch yet (the demo's were removed): nothing to show until one is registered.
  if (withoutBranches) return <NoBranchYet title="Gestionar los pedidos" />;
  return now === null ? <BoardSkeleton /> : <OrderBoard now={now} />;
}

function OrderBoard({ now }: { now: number }) {
  // RequireSession guarantees a branch.
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sede)?.nombre);
  const [params, setParams] = useSearchParams();
  const today = new Date(now);
  const range = rangeFromParams(params.get('desde'), params.get('hasta'), today);
  const isToday = matchingQuickRange(range, today) === 'hoy';

  const board = useBoardOrders(sede, range);
  const states = useOrderStates();
  const { live, fresh, announcement } = useBoardLiveUpdates(sede);

  const changeRange = (next: DateRange) => {
    // Today is the default, and stays "today" past midnight when it is not in the address.
    const todayRange = quickRange('hoy', serverNow());
    const isDefault = next.from === todayRange.from && next.to === todayRange.to;
    setParams(isDefault ? {} : { desde: next.from, hasta: next.to }, { replace: true });
  };

  const showMonth = () => changeRange(quickRange('mes', serverNow()));

  // Orders for later wait under 'Programados' until their time in the kitchen comes.
  const programados = (board.data?.activos ?? [])
    .filter((order) => waitsForItsTime(order, now))
    .sort((a, b) => Date.parse(a.programado_para!) - Date.parse(b.programado_para!));
  const activos = (board.data?.activos ?? []).filter((order) => !waitsForItsTime(order, now));

  return (
    <>
      <PageHeader
        title="Gestionar los pedidos"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Pedidos de <strong className="text-ink">{branch ?? 'tu sede'}</strong>. Cambia su
              estado desde el menú de cada tarjeta.
            </span>
            <LiveIndicator state={live} />
          </span>
        }
        actions={
          <Link
            to="/pedidos/despacho"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <Bike aria-hidden="true" className="size-4" />
            Despacho
          </Link>
        }
      />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <DateRangePicker range={range} now={today} onChange={changeRange} />
        {board.isError && board.data ? (
          <p role="alert" className="inline-flex items-center gap-2 text-sm font-bold text-warning">
            No se pudieron actualizar los pedidos.
            <Button size="sm" variant="ghost" onClick={() => void board.refetch()}>
              Reintentar
            </Button>
          </p>
        ) : board.isFetching && !board.isPending ? (
          <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
            <Spinner />
            Actualizando...
          </p>
        ) : null}
      </div>

      {board.isPending ? (
        <BoardSkeleton />
      ) : !board.data ? (
        <LoadError
          title="No se pudieron cargar los pedidos"
          onRetry={() => void board.refetch()}
          error={board.error}
        />
      ) : (
        <div className="space-y-8">
          {programados.length > 0 && (
            <OrderSection
              title="Programados"
              orders={programados}
              now={now}
              states={states}
              fresh={fresh}
              empty={{
                icon: CalendarSearch,
                title: 'No hay pedidos programados',
                description: 'Los pedidos para más tarde aparecen aquí hasta su hora de cocina.',
              }}
            />
          )}
          <OrderSection
            title="Pedidos activos"
            orders={activos}
            now={now}
            states={states}
            fresh={fresh}
            empty={{
              icon: isToday ? Inbox : CalendarSearch,
              title: isToday
                ? 'No hay pedidos activos por ahora'
                : 'No hay pedidos activos en estas fechas',
              description: isToday
                ? 'Los pedidos nuevos aparecerán aquí solos, con un sonido. Deja esta página abierta.'
                : 'Prueba con otro rango de fechas o vuelve a los pedidos de hoy.',
              action: isToday ? undefined : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => changeRange(quickRange('hoy', serverNow()))}
                >
                  Ver los de hoy
                </Button>
              ),
            }}
          />
          <OrderSection
            title="Pedidos finalizados"
            orders={board.data.finalizados}
            pageSize={FINISHED_PAGE}
            notice={
              board.data.finalizadosTotal &&
              board.data.finalizadosTotal > board.data.finalizados.length
                ? `Se muestran ${formatCount(board.data.finalizados.length)} de ${formatCount(board.data.finalizadosTotal)} pedidos finalizados. Elige un rango de fechas más corto para verlos todos.`
                : undefined
            }
            now={now}
            states={states}
            fresh={fresh}
            empty={{
              icon: ClipboardList,
              title: 'Aún no hay pedidos finalizados',
              description:
                'Cuando marques un pedido como entregado o cancelado, o lo desactives, aparecerá aquí.',
              action:
                matchingQuickRange(range, today) === 'mes' ? undefined : (
                  <Button size="sm" variant="secondary" onClick={showMonth}>
                    Ver últimos 30 días
                  </Button>
                ),
            }}
          />
        </div>
      )}
    </>
  );
}
