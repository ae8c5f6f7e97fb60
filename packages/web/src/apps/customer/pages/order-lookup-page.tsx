import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { getOrderByToken } from '../../../features/orders/api/get-order-by-token';
import { rememberOrder } from '../../../features/orders/tracked-orders';
import { showOrder } from '../../../features/orders/hooks/use-order-detail';
import { usePageTitle } from '../../../lib/business';

const INVALID = 'Token del pedido inválido o expirado.';

/** /buscar-estado-pedido/{token}: finds the order and replaces itself with its detail. */
export default function OrderLookupPage() {
  usePageTitle('Buscando pedido');
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getOrderByToken(token, controller.signal)
      .then((order) => {
        rememberOrder({ id: order.id, token });
        showOrder(queryClient, order);
        // Back from Wompi, its transaction (`?id=`) goes on to the page that confirms it.
        navigate(`/pedidos/${order.id}/detalle${search}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(true);
        if (!(error instanceof DOMException)) console.error('Pedido no encontrado', error);
      });
    return () => controller.abort();
  }, [token, navigate, search, queryClient]);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg items-center px-4 py-10">
      <h1 className="sr-only">Buscar estado del pedido</h1>
      {failed ? (
        <EmptyState
          className="w-full"
          icon={TriangleAlert}
          tone="error"
          title={INVALID}
          description="Revisa que el enlace esté completo. Si el problema sigue, comunícate con la sede donde hiciste tu pedido."
          action={
            <Link to="/menu" className={buttonClass({ size: 'sm' })}>
              Ir al menú
            </Link>
          }
        />
      ) : (
        <p
          role="status"
          className="flex w-full items-center justify-center gap-3 text-lg font-bold text-ink-muted"
        >
          <Spinner className="size-6" />
          Cargando pedido...
        </p>
      )}
    </div>
  );
}
