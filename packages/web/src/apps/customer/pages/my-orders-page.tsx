import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { formatDateTimeShort, formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { ESTADO_PEDIDO_LABELS } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import type { Reorder } from '@horno/domain/reorder';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ReceiptText, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useCartStore } from '../../../features/cart/store';
import { myOrdersQueryOptions } from '../../../features/orders/api/get-my-orders';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/link';
import { notify } from '../../../lib/toast';
import { AccountPage } from '../components/account-page';
import { priceReorder, putInCart } from '../reorder';

const secondary = buttonClass({ variant: 'secondary', size: 'sm' });

/** '2 × Hawaiana · Mediana, 1 × Limonada'. */
function linesSummary(order: Order): string {
  return order.productos_pedidos
    .map((l) => `${l.cantidad} × ${l.nombre}${l.medida ? ` · ${l.medida.label}` : ''}`)
    .join(', ');
}

/** A panel above the list that takes the focus as it shows: the answer to the tap just made. */
function Answer({
  role,
  className,
  children,
}: {
  role: 'status' | 'alert';
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={role}
      className={cn(
        'space-y-3 rounded-2xl border bg-surface p-4 shadow-sm outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** What 'Pedir de nuevo' did, said where the customer looks: above the list. */
function ReorderOutcome({ order, priced }: { order: Order; priced: Reorder }) {
  const units = priced.lines.reduce((n, l) => n + l.cantidad, 0);
  return (
    <Answer role="status" className="border-line">
      <p className="font-extrabold">
        {units > 0
          ? `Agregamos ${units} ${units === 1 ? 'producto' : 'productos'} del pedido #${formatOrderNumber(order.id)} a tu carrito.`
          : `Ningún producto del pedido #${formatOrderNumber(order.id)} se vende hoy en ${order.sede.nombre}.`}
      </p>
      {priced.notSold.length > 0 && (
        <div className="text-sm">
          <p className="font-bold">No están disponibles hoy en {order.sede.nombre}:</p>
          <ul className="list-disc pl-5 text-ink-muted">
            {priced.notSold.map((nombre, i) => (
              <li key={i}>{nombre}</li>
            ))}
          </ul>
        </div>
      )}
      {priced.newPrices.length > 0 && (
        <div className="text-sm">
          <p className="font-bold">Cambiaron de precio:</p>
          <ul className="list-disc pl-5 text-ink-muted">
            {priced.newPrices.map(({ nombre, antes, ahora }, i) => (
              <li key={i}>
                {nombre}: {formatCOP(antes)} → {formatCOP(ahora)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {units > 0 && (
          <Link to={`/${CHECKOUT_PATH}`} className={buttonClass({ size: 'sm' })}>
            Finalizar pedido
          </Link>
        )}
        <Link to="/menu" className={secondary}>
          Ver el menú
        </Link>
      </div>
    </Answer>
  );
}

interface OrderCardProps {
  order: Order;
  busy: boolean;
  onReorder: (order: Order) => void;
}

function OrderCard({ order, busy, onReorder }: OrderCardProps) {
  return (
    <li className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-extrabold">Pedido #{formatOrderNumber(order.id)}</h2>
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-bold">
          {ESTADO_PEDIDO_LABELS[order.estado]}
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        {formatDateTimeShort(order.fecha)} · {order.sede.nombre}
      </p>
      <p className="text-sm break-words">{linesSummary(order)}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-extrabold">{formatCOP(order.total_pedido)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/pedidos/${order.id}/detalle`} className={secondary}>
            Ver pedido
          </Link>
          <Button size="sm" onClick={() => onReorder(order)} disabled={busy}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Pedir de nuevo
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Asked when the order is at another branch and the cart already holds something. */
function ReplaceCart({
  order,
  onConfirm,
  onCancel,
}: {
  order: Order;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Answer role="alert" className="border-primary">
      <p className="font-bold">
        El pedido #{formatOrderNumber(order.id)} es de {order.sede.nombre}. Pedirlo de nuevo cambia
        tu sede y reemplaza lo que tienes en el carrito.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onConfirm}>
          Reemplazar carrito
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </Answer>
  );
}

function MyOrders() {
  const queryClient = useQueryClient();
  const orders = useInfiniteQuery(myOrdersQueryOptions());
  const { sedeId } = useChosenBranch();
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ order: Order; priced: Reorder } | null>(null);
  const [outcome, setOutcome] = useState<{ order: Order; priced: Reorder } | null>(null);

  const apply = (order: Order, priced: Reorder) => {
    putInCart(order, priced, sedeId);
    setAsking(null);
    setOutcome({ order, priced });
  };

  const reorder = async (order: Order) => {
    setBusy(order.id);
    setOutcome(null);
    setAsking(null);
    try {
      const priced = await priceReorder(queryClient, order);
      const cartHasLines = useCartStore.getState().lines.length > 0;
      if (order.sede.id !== sedeId && cartHasLines && priced.lines.length > 0)
        setAsking({ order, priced });
      else apply(order, priced);
    } catch {
      notify.error('No pudimos revisar el menú de hoy. Intenta nuevamente.');
    } finally {
      setBusy(null);
    }
  };

  if (orders.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <p className="sr-only" role="status">
          Cargando tus pedidos...
        </p>
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (orders.isError)
    return (
      <LoadError
        title="No pudimos cargar tus pedidos."
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );

  const list = orders.data.pages.flatMap((page) => page.pedidos);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title="Aún no tienes pedidos"
        description="Cuando hagas tu primer pedido con tu cuenta, aparecerá aquí."
        action={
          <Link to="/menu" className={buttonClass({ size: 'sm' })}>
            Ver el menú
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      {asking && (
        <ReplaceCart
          key={asking.order.id}
          order={asking.order}
          onConfirm={() => apply(asking.order, asking.priced)}
          onCancel={() => setAsking(null)}
        />
      )}
      {outcome && (
        <ReorderOutcome key={outcome.order.id} order={outcome.order} priced={outcome.priced} />
      )}
      <ul className="space-y-3">
        {list.map((order) => (
          <OrderCard key={order.id} order={order} busy={busy !== null} onReorder={reorder} />
        ))}
      </ul>
      {orders.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
        >
          {orders.isFetchingNextPage ? 'Cargando...' : 'Ver pedidos anteriores'}
        </Button>
      )}
    </div>
  );
}

/** /mis-pedidos: a signed-in customer's orders, newest first, and 'Pedir de nuevo' (issue 37). */
export default function MyOrdersPage() {
  return (
    <AccountPage
      title="Mis pedidos"
      signIn={{
        title: 'Inicia sesión para ver tus pedidos',
        description:
          'Tus pedidos quedan guardados en tu cuenta: desde aquí puedes pedirlos de nuevo.',
      }}
    >
      <MyOrders />
    </AccountPage>
  );
}
