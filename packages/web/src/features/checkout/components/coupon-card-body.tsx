import { formatDateTimeShort } from '@horno/domain/dates';
import { TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';
import type { CouponChoice } from '../hooks/use-coupon-choice';
import { CheckoutCard } from './checkout-card';

/** The signed-in customer's usable coupons (`CouponCard` shows it when there is one). */
export default function CouponCardBody({ choice }: { choice: CouponChoice }) {
  const name = useId();
  return (
    <CheckoutCard title="Cupón de descuento" icon={TicketPercent}>
      <Checkbox
        checked={choice.enabled}
        onCheckedChange={choice.setEnabled}
        label="Usar cupón de descuento"
        className="-mx-2"
      />
      <fieldset disabled={!choice.enabled} className="space-y-2 disabled:opacity-60">
        <legend className="sr-only">Elige un cupón</legend>
        {choice.usable.map((cupon) => {
          const checked = choice.selected?.id === cupon.id;
          return (
            <label
              key={cupon.id}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2.5 transition-colors',
                checked && choice.enabled
                  ? 'border-success bg-success-soft'
                  : 'border-line bg-surface hover:border-ink-muted/60',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => choice.select(cupon.id)}
                className="size-5 accent-[var(--color-success)]"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-extrabold text-ink">
                  {cupon.porcentaje_descuento}% de descuento
                </span>
                <span className="block text-xs text-ink-muted">
                  Cupón {cupon.codigo}
                  {cupon.fecha_fin && ` · válido hasta ${formatDateTimeShort(cupon.fecha_fin)}`}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </CheckoutCard>
  );
}
