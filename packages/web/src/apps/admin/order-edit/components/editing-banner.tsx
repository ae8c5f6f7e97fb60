import { formatOrderNumber } from '@horno/domain/dates';
import { PencilLine } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Link } from '../../../../lib/link';
import { orderEditPath } from '../../../../features/order-board/board-orders';
import { endOrderEdit, useOrderEditStore } from '../edit-session';

/**
 * On the staff menu while an order is being changed: the cart holds that order's lines, so say
 * so, with the way back to it and the way out.
 */
export function EditingBanner() {
  const navigate = useNavigate();
  const pedido = useOrderEditStore((s) => s.session?.pedido);
  if (pedido === undefined) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-warning-soft px-4 py-3 text-sm font-bold text-warning"
    >
      <PencilLine aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        Estás modificando el pedido #{formatOrderNumber(pedido)}: lo que agregues va a ese pedido.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            endOrderEdit();
            navigate(`/pedidos/${pedido}/detalle`);
          }}
        >
          Descartar cambios
        </Button>
        <Link to={orderEditPath(pedido)} className={buttonClass({ size: 'sm' })}>
          Volver al pedido
        </Link>
      </div>
    </div>
  );
}
