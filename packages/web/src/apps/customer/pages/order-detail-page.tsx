import { formatOrderNumber } from '@horno/domain/dates';
import { ArrowLeft, PackageSearch, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuthStore } from '../../../features/auth/store';
import { useOrderEvents } from '../../../lib/live-orders/use-order-events';
import { OrderDetail } from '../../../features/orders/components/order-detail';
import { OnlinePayment } from '../../../features/payments/components/online-payment';
import { useOrderDetail } from '../../../features/orders/hooks/use-order-detail';
import { trackingTokenFor } from '../../../features/orders/tracked-orders';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/business';

function DetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p className="sr-only" role="status">
        Cargando pedido...
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-80 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-5">
        <Skeleton className="h-96 lg:col-span-3" />
        <Skeleton className="h-72 lg:col-span-2" />
      </div>
    </div>
  );
}

const menuLink = buttonClass({ variant: 'secondary', size: 'sm' });

function OrderUnavailable({ id, signedIn }: { id: number; signedIn: boolean }) {
  return (
    <EmptyState
      icon={signedIn ? SearchX : PackageSearch}
      title={`No encontramos el pedido #${formatOrderNumber(id)}`}
      description={
        signedIn
          ? 'Revisa que el pedido sea de tu cuenta. Si lo hiciste como invitado, ábrelo con su enlace de seguimiento.'
          : 'Este dispositivo no tiene acceso a este pedido. Ábrelo con su enlace de seguimiento o inicia sesión con la cuenta con la que lo hiciste.'
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/menu" className={menuLink}>
            Ir al menú
          </Link>
          {!signedIn && (
            <Link to="/login" className={buttonClass({ size: 'sm' })}>
              Iniciar sesión
            </Link>
          )}
        </div>
      }
    />
  );
}

/** /pedidos/{id}/detalle: an order's state, history, products and totals. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  usePageTitle(validId ? `Pedido #${formatOrderNumber(id)}` : 'Pedido');
  const signedIn = useAuthStore((s) => s.isAuth && s.token !== null);
  const [token] = useState(() => (validId ? trackingTokenFor(id) : undefined));
  const order = useOrderDetail({ id: validId ? id : 0, signedIn });
  // Live updates: with the order's tracking token when this device has it, else the session's.
  const sessionToken = useAuthStore((s) => (s.isAuth ? s.token : null));
  const liveAuth = !validId
    ? null
    : token
      ? { tracking: token }
      : sessionToken
        ? { token: sessionToken }
        : null;
  useOrderEvents(liveAuth, (message) => {
    // On (re)connecting, catch up with what may have changed while the socket was down.
    if (message.type === 'connected' || message.pedido.id === id) {
      void order.refetch({ cancelRefetch: false });
    }
  });

  let content;
  if (!validId || !order.reachable) {
    content = <OrderUnavailable id={validId ? id : 0} signedIn={signedIn} />;
  } else if (order.data) {
    content = (
      <OrderDetail
        order={order.data}
        token={token}
        refreshing={order.isFetching}
        payment={<OnlinePayment order={order.data} token={token} />}
      />
    );
  } else if (order.isError) {
    content =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <OrderUnavailable id={id} signedIn={signedIn} />
      ) : (
        <LoadError
          title="No pudimos cargar el pedido."
          onRetry={() => void order.refetch()}
          error={order.error}
        />
      );
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-5 sm:px-6 sm:py-8">
      <Link
        to="/menu"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver
      </Link>
      {content}
    </div>
  );
}
