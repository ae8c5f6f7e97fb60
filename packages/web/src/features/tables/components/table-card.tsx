import { formatOrderNumber } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { EstadoMesa } from '@horno/domain/order-states';
import { ESTADO_MESA_LABELS, type Mesa } from '@horno/domain/tables';
import { ChevronDown, ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../lib/link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { TableStateOption } from '../api/get-table-states';
import { useUpdateTableState } from '../api/update-table-state';
import { TABLE_STATE_STYLE } from '../table-states';

/** The table's open orders: number and total, a link to each order for those who manage them. */
function OpenOrders({ mesa, orderLinks }: { mesa: Mesa; orderLinks: boolean }) {
  if (mesa.pedidos_abiertos.length === 0) return null;
  return (
    <ul aria-label={`Pedidos abiertos de ${mesa.nombre}`} className="space-y-1">
      {mesa.pedidos_abiertos.map((pedido) => {
        const text = (
          <>
            <ReceiptText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <span className="font-bold whitespace-nowrap">
              <span className="sr-only">Pedido </span>#{formatOrderNumber(pedido.id)}
            </span>
            <span className="ml-auto font-bold whitespace-nowrap tabular-nums">
              {formatCOP(pedido.total_pedido)}
            </span>
          </>
        );
        const row =
          'flex min-h-8 flex-wrap items-center gap-x-1.5 rounded-lg bg-surface-muted px-2 py-1 text-sm text-ink';
        return (
          <li key={pedido.id}>
            {orderLinks ? (
              <Link
                to={`/pedidos/${pedido.id}/detalle`}
                aria-label={`Pedido #${formatOrderNumber(pedido.id)}, total ${formatCOP(pedido.total_pedido)}`}
                className={cn(row, 'min-h-11 hover:text-primary-strong hover:underline')}
              >
                {text}
              </Link>
            ) : (
              <p className={row}>{text}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A table with its state colour, its open orders and its 'Cambiar estado' choice. A choice is
 * always sent, with the state the card shows: on a stale card the server says what changed.
 */
export function TableCard({
  mesa,
  states,
  orderLinks,
}: {
  mesa: Mesa;
  states: readonly TableStateOption[];
  /** Whether the orders link to their detail (staff who manage orders). */
  orderLinks: boolean;
}) {
  const nameId = useId();
  const update = useUpdateTableState();
  const estado = update.isPending && update.variables ? update.variables.estado : mesa.estado;
  const { icon: Icon, badge, edge } = TABLE_STATE_STYLE[estado];

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-t-4 border-line bg-surface p-3 shadow-card sm:p-4',
        edge,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3 id={nameId} className="text-lg leading-tight font-extrabold whitespace-nowrap text-ink">
          {mesa.nombre}
        </h3>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {ESTADO_MESA_LABELS[estado]}
        </span>
      </div>
      <OpenOrders mesa={mesa} orderLinks={orderLinks} />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          disabled={update.isPending}
          className="mt-auto inline-flex min-h-11 w-full items-center justify-between gap-1 rounded-xl border border-line bg-surface px-2 text-sm font-bold text-ink hover:border-primary hover:text-primary-strong disabled:text-ink-muted data-[state=open]:border-primary"
        >
          <span className="whitespace-nowrap">
            {update.isPending ? 'Guardando...' : 'Cambiar estado'}
            <span className="sr-only"> de {mesa.nombre}</span>
          </span>
          {update.isPending ? <Spinner /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-52">
          <DropdownMenuLabel>Estado de {mesa.nombre}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={mesa.estado}
            onValueChange={(value) => update.mutate({ mesa, estado: value as EstadoMesa })}
          >
            {states.map((state) => {
              const style = TABLE_STATE_STYLE[state.value];
              return (
                <DropdownMenuRadioItem key={state.value} value={state.value}>
                  <span
                    className={cn(
                      'inline-flex size-6 items-center justify-center rounded-full',
                      style.badge,
                    )}
                  >
                    <style.icon aria-hidden="true" className="size-3.5" />
                  </span>
                  {state.label}
                </DropdownMenuRadioItem>
              );
            })}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </article>
  );
}
