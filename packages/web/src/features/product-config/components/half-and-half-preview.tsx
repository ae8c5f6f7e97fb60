import type { Producto } from '@horno/domain/catalog';
import { cn } from '../../../lib/cn';

function Half({ producto, side }: { producto: Producto | null; side: 'left' | 'right' }) {
  return (
    <div
      className={cn(
        'absolute inset-y-0 w-1/2 overflow-hidden',
        side === 'left' ? 'left-0' : 'right-0',
      )}
    >
      {producto?.imagen ? (
        <img
          src={producto.imagen}
          alt=""
          className={cn(
            'absolute inset-y-0 h-full w-[200%] max-w-none object-cover',
            side === 'left' ? 'left-0' : 'right-0',
          )}
        />
      ) : (
        <div className="size-full bg-crust/25" />
      )}
    </div>
  );
}

/** A round pizza whose left half is the first flavor and right half the second. */
export function HalfAndHalfPreview({
  primera,
  segunda,
}: {
  primera: Producto | null;
  segunda: Producto | null;
}) {
  return (
    <div className="flex items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted py-5">
      <div className="relative size-36 overflow-hidden rounded-full bg-surface shadow-card-hover ring-4 ring-crust/60 sm:size-44">
        <Half producto={primera} side="left" />
        <Half producto={segunda} side="right" />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-1/2 w-1 -translate-x-1/2 bg-surface"
        />
      </div>
    </div>
  );
}
