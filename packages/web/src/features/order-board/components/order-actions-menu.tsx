import { formatOrderNumber } from '@horno/domain/dates';
import type { EstadoPedido } from '@horno/domain/order-states';
import { canChangeOrder } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Check,
  ChevronDown,
  Ellipsis,
  Eye,
  EyeOff,
  FileText,
  MessageCircle,
  PencilLine,
  Printer,
} from 'lucide-react';
import { Link } from '../../../lib/link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { ORDER_STATUS_STYLE } from '../../../components/ui/order-status';
import { cn } from '../../../lib/cn';
import { useChangeOrderState } from '../api/change-order-state';
import type { OrderStateOption } from '../api/get-order-states';
import { useToggleOrderActive } from '../api/toggle-order-active';
import { orderCustomer, orderEditPath, whatsappUrl } from '../board-orders';
import { printReceipt } from '../print-receipt';

interface OrderActionsMenuProps {
  order: Order;
  states: readonly OrderStateOption[];
  /** A '…' icon on cards, a labelled button on the detail page. */
  variant?: 'icon' | 'button';
  /** Offers 'Ver detalle' (not on the detail page itself). */
  detailHref?: string;
}

const iconTrigger =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted data-[state=open]:text-ink';
const buttonTrigger =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-bold text-ink hover:border-primary hover:text-primary-strong data-[state=open]:border-primary';

/**
 * An order's menu: pick any state, deactivate or activate, print the receipt's PDF on this device
 * (the counter's network printer is the detail page's 'Imprimir recibo'), WhatsApp.
 */
export function OrderActionsMenu({
  order,
  states,
  variant = 'icon',
  detailHref,
}: OrderActionsMenuProps) {
  const changeState = useChangeOrderState();
  const toggleActive = useToggleOrderActive();
  const whatsapp = whatsappUrl(orderCustomer(order).telefono);
  const label = `Acciones del pedido #${formatOrderNumber(order.id)}`;

  const pick = (value: string) => {
    const estado = value as EstadoPedido;
    if (estado !== order.estado) changeState.mutate({ id: order.id, estado });
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={variant === 'icon' ? label : undefined}
        className={variant === 'icon' ? iconTrigger : buttonTrigger}
      >
        {variant === 'icon' ? (
          <Ellipsis aria-hidden="true" className="size-5" />
        ) : (
          <>
            Acciones
            <span className="sr-only"> del pedido #{formatOrderNumber(order.id)}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        aria-label={label}
        // A long menu near the bottom of a tablet's screen scrolls instead of running off it.
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-76 overflow-y-auto"
      >
        <DropdownMenuLabel>Cambiar estado</DropdownMenuLabel>
        {/* Two columns keep the whole menu on a tablet's screen without scrolling. */}
        <DropdownMenuRadioGroup
          value={order.estado}
          onValueChange={pick}
          className="grid grid-cols-2 gap-1"
        >
          {states.map((state) => {
            const { icon: Icon, badge } = ORDER_STATUS_STYLE[state.value];
            const current = state.value === order.estado;
            return (
              <Menu.RadioItem
                key={state.value}
                value={state.value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2 py-1 text-sm leading-tight font-bold outline-none select-none data-[highlighted]:ring-2 data-[highlighted]:ring-primary',
                  current ? badge : 'data-[highlighted]:bg-surface-muted',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                    current ? 'bg-white/70' : badge,
                  )}
                >
                  {current ? (
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  ) : (
                    <Icon aria-hidden="true" className="size-3.5" />
                  )}
                </span>
                {state.label}
              </Menu.RadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={toggleActive.isPending}
          onSelect={() => toggleActive.mutate(order.id)}
        >
          {order.activo ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {order.activo ? 'Desactivar' : 'Activar'}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void printReceipt(order.id)}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir PDF en este equipo
        </DropdownMenuItem>
        {whatsapp && (
          <DropdownMenuItem asChild>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              Escribir por WhatsApp
            </a>
          </DropdownMenuItem>
        )}
        {canChangeOrder(order) && (
          <DropdownMenuItem asChild>
            <Link to={orderEditPath(order.id)}>
              <PencilLine aria-hidden="true" className="size-4" />
              Modificar pedido
            </Link>
          </DropdownMenuItem>
        )}
        {detailHref && (
          <DropdownMenuItem asChild>
            <Link to={detailHref}>
              <FileText aria-hidden="true" className="size-4" />
              Ver detalle
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
