import type { TipoPedido } from '@horno/domain/order-states';
import { formatCOP } from '@horno/domain/money';
import type { OrderTotals } from '@horno/domain/pricing';
import { PartyPopper, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CheckoutCard } from './checkout-card';

interface OrderSummaryCardProps {
  /** Null while the branch's catalog loads. */
  totals: OrderTotals | null;
  tipoPedido: TipoPedido;
  hasAddress: boolean;
  cuponPorcentaje: number | null;
  submitting: boolean;
  onSubmit: () => void;
  /** 'Realizar pedido' unless said ('Guardar cambios'), and what it says while it works. */
  submitLabel?: string;
  pendingLabel?: string;
  /** Said under the totals (a changed order's previous total). */
  note?: ReactNode;
  className?: string;
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-ink-muted">
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** The totals the server will charge, and the button that places the order. */
export function OrderSummaryCard({
  totals,
  tipoPedido,
  hasAddress,
  cuponPorcentaje,
  submitting,
  onSubmit,
  submitLabel = 'Realizar pedido',
  pendingLabel = 'Procesando pedido...',
  note,
  className,
}: OrderSummaryCardProps) {
  const discount = totals !== null && cuponPorcentaje !== null && totals.descuento > 0;
  return (
    <CheckoutCard title="Resumen del pedido" icon={ReceiptText} className={className}>
      {totals ? (
        <dl className="space-y-2" aria-live="polite">
          <Row label="Precio de los productos">{formatCOP(totals.productos)}</Row>
          {tipoPedido === 'DOMICILIO' && (
            <Row label="Domicilio">
              {hasAddress ? formatCOP(totals.domicilio) : 'Elige tu dirección'}
            </Row>
          )}
          {discount && (
            <>
              <Row label="Subtotal">{formatCOP(totals.subtotal)}</Row>
              <div className="flex items-baseline justify-between gap-4 font-bold text-success">
                <dt>Descuento ({cuponPorcentaje}%)</dt>
                <dd className="tabular-nums">-{formatCOP(totals.descuento)}</dd>
              </div>
            </>
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-xl font-extrabold text-ink">
            <dt>Valor total</dt>
            <dd className="tabular-nums">{formatCOP(totals.total)}</dd>
          </div>
        </dl>
      ) : (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-7 w-full" />
        </div>
      )}
      {discount && totals && (
        <p className="flex items-center justify-end gap-1.5 text-sm font-extrabold text-success">
          <PartyPopper aria-hidden="true" className="size-4" />
          ¡Ahorraste {formatCOP(totals.descuento)}!
        </p>
      )}
      {note}
      <Button
        className={cn('w-full text-lg', submitting && 'disabled:bg-primary-strong')}
        onClick={onSubmit}
        disabled={submitting}
      >
        {submitting && <Spinner className="size-5" />}
        {submitting ? pendingLabel : submitLabel}
      </Button>
    </CheckoutCard>
  );
}
