import { formatDateTimeLong, formatOrderNumber } from '@horno/domain/dates';
import { canChangeOrder, isPedidoActivo } from '@horno/domain/order-states';
import { orderPromiseLabel } from '@horno/domain/slot-labels';
import { ArrowLeft, CalendarClock, Clock, PencilLine, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../../lib/link';
import { Badge } from '../../../../components/ui/badge';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { OrderStatusBadge } from '../../../../components/ui/order-status-badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { useBranchPrinting } from '../../../../features/admin-printing/api/get-branch-printing';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useOrderEvents } from '../../../../lib/live-orders/use-order-events';
import { useOrderStates } from '../../../../features/order-board/api/get-order-states';
import { useStaffOrder } from '../../../../features/order-board/api/get-staff-order';
import { CounterReceiptButton } from '../../../../features/order-board/components/counter-receipt-button';
import { KitchenTimes } from '../../../../features/order-board/components/kitchen-times';
import { OrderChanges } from '../../../../features/order-board/components/order-changes';
import { orderEditPath } from '../../../../features/order-board/board-orders';
import { OrderActionsMenu } from '../../../../features/order-board/components/order-actions-menu';
import { StaffOrderFacts } from '../../../../features/order-board/components/staff-order-facts';
import { OrderLineList } from '../../../../features/orders/components/order-line-list';
import { OrderTimeline } from '../../../../features/orders/components/order-timeline';
import { OrderTotals } from '../../../../features/orders/components/order-totals';
import { ApiError } from '../../../../lib/api-client';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-extrabold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Cargando pedido..." className="space-y-5">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <div className="grid gap-5 lg:grid-cols-5">
        <Skeleton className="h-96 rounded-2xl lg:col-span-3" />
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
      </div>
    </div>
  );
}

const backLink =
  '-ml-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft';

/** /pedidos/:id/detalle for staff: the order, its history and its actions, kept live. */
export function StaffOrderDetailPage() {
  const id = useRouteId();
  const number = id === null ? '' : formatOrderNumber(id);
  useAdminTitle(id === null ? 'Pedido' : `Pedido #${number}`);
  const token = useAuthStore((s) => s.token);
  const order = useStaffOrder(id);
  const states = useOrderStates();
  // 'Imprimir recibo' is offered when the branch has a counter printer; who may not read the
  // branch's printing is offered it anyway, and the server says if there is none.
  const permisos = useAuthStore((s) => s.userPermissions);
  const readsPrinting = ['consultar_sedes', 'gestionar_sedes'].some((p) =>
    hasPermission(permisos, p),
  );
  const printing = useBranchPrinting(order.data?.sede.id ?? 0, {
    enabled: readsPrinting && order.data !== undefined,
  });
  const counterPrinter = readsPrinting ? Boolean(printing.data?.mostrador) : true;

  useOrderEvents(token && id !== null ? { token } : null, (message) => {
    if (message.type === 'connected' || message.pedido.id === id) {
      void order.refetch({ cancelRefetch: false });
    }
  });

  let content: ReactNode;
  if (id === null || (order.error instanceof ApiError && order.error.status === 404)) {
    content = (
      <EmptyState
        icon={SearchX}
        title={id === null ? 'Pedido no encontrado' : `No encontramos el pedido #${number}`}
        description="Puede ser de otra sede o el enlace está incompleto. Búscalo en el tablero de pedidos."
        action={
          <Link to="/pedidos/gestionar" className={buttonClass({ size: 'sm' })}>
            Ir al tablero
          </Link>
        }
      />
    );
  } else if (order.data) {
    const data = order.data;
    // An order for later says its slot always; another its estimate while it is under way.
    const promise = data.programado_para || isPedidoActivo(data) ? orderPromiseLabel(data) : null;
    const PromiseIcon = data.programado_para ? CalendarClock : Clock;
    content = (
      <div className="space-y-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                Pedido #{formatOrderNumber(data.id)}
              </h1>
              <OrderStatusBadge estado={data.estado} />
              {!data.activo && <Badge>Inactivo</Badge>}
            </div>
            <p className="flex items-center gap-2 text-ink-muted">
              <span className="inline-block first-letter:uppercase">
                {formatDateTimeLong(data.fecha)}
              </span>
              {order.isFetching ? <Spinner /> : null}
            </p>
            {promise && (
              <p className="flex items-center gap-2 font-extrabold text-ink">
                <PromiseIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {promise}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {canChangeOrder(data) && (
              <Link to={orderEditPath(data.id)} className={buttonClass({ size: 'sm' })}>
                <PencilLine aria-hidden="true" className="size-4" />
                Modificar pedido
              </Link>
            )}
            {counterPrinter ? (
              <CounterReceiptButton
                pedido={data.id}
                agentConnected={printing.data?.conectado ?? null}
              />
            ) : null}
            <OrderActionsMenu order={data} states={states} variant="button" />
          </div>
        </header>
        <div className="grid gap-5 lg:grid-cols-5 lg:items-start">
          <div className="space-y-5 lg:col-span-2">
            <Section title="Datos del pedido">
              <StaffOrderFacts order={data} />
            </Section>
            <Section title="Historial">
              <OrderTimeline order={data} />
            </Section>
            {data.cambios.length > 0 && (
              <Section title="Cambios">
                <OrderChanges order={data} />
              </Section>
            )}
            {data.preparacion.length > 0 && (
              <Section title="Tiempos de cocina">
                <KitchenTimes order={data} />
              </Section>
            )}
          </div>
          <div className="lg:order-first lg:col-span-3">
            <Section title={`Productos (${data.productos_pedidos.length})`}>
              <OrderLineList lines={data.productos_pedidos} />
              <div className="mt-5 border-t border-line pt-4">
                <OrderTotals order={data} />
              </div>
            </Section>
          </div>
        </div>
      </div>
    );
  } else if (order.isError) {
    content = (
      <LoadError
        title="No se pudo cargar el pedido"
        onRetry={() => void order.refetch()}
        error={order.error}
      />
    );
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-3">
      <Link to="/pedidos/gestionar" className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver
      </Link>
      {content}
    </div>
  );
}
