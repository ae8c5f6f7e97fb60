import { formatCOP } from '@horno/domain/money';
import { MAX_CANTIDAD } from '@horno/domain/product-config';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from './quantity-stepper';

interface AddToCartFooterProps {
  cantidad: number;
  onCantidadChange: (cantidad: number) => void;
  /** Unit price × quantity. */
  total: number;
  /** Why the button is disabled, shown above it; null when it can be used. */
  notice: string | null;
  editing: boolean;
  busy?: boolean;
  onSubmit: () => void;
}

/** Quantity, the live total and 'Agregar al carrito · $ X' (or 'Guardar cambios · $ X'). */
export function AddToCartFooter({
  cantidad,
  onCantidadChange,
  total,
  notice,
  editing,
  busy = false,
  onSubmit,
}: AddToCartFooterProps) {
  const noticeId = useId();
  const disabled = busy || notice !== null || total <= 0;
  return (
    <div className="space-y-2.5">
      {notice ? (
        <p id={noticeId} className="flex items-start gap-2 text-sm font-bold text-warning">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      <div className="flex items-center gap-2 sm:gap-3">
        <QuantityStepper value={cantidad} onChange={onCantidadChange} max={MAX_CANTIDAD} />
        <Button
          onClick={onSubmit}
          disabled={disabled}
          aria-describedby={notice ? noticeId : undefined}
          className="min-h-12 flex-1 px-4 text-[0.9375rem] leading-tight sm:text-base"
        >
          {editing ? (
            'Guardar cambios'
          ) : (
            <span>
              Agregar<span className="max-sm:sr-only"> al carrito</span>
            </span>
          )}{' '}
          <span>·</span> <span className="tabular-nums">{formatCOP(total)}</span>
        </Button>
      </div>
    </div>
  );
}
