import { formatCOP } from '@horno/domain/money';

interface ProductPriceProps {
  price: number;
  originalPrice: number | null;
  fromPrice: boolean;
}

/** Listing price ('Desde $ 25.900' when it depends on the size), with the old price struck. */
export function ProductPrice({ price, originalPrice, fromPrice }: ProductPriceProps) {
  const label = fromPrice ? `Desde ${formatCOP(price)}` : formatCOP(price);
  return (
    <div className="min-w-0 leading-tight">
      <p className="text-lg font-extrabold text-ink tabular-nums">{label}</p>
      {originalPrice !== null && (
        <p className="text-sm text-ink-muted tabular-nums">
          <span className="sr-only">Precio anterior: </span>
          <s>{formatCOP(originalPrice)}</s>
        </p>
      )}
    </div>
  );
}
