import { formatCOP } from '@horno/domain/money';
import { useId } from 'react';

/** 'A entregar $ 58.900': the cash the rider hands in, in big figures. */
export function DueAmount({
  amount,
  note = 'Lo cobrado en efectivo; el cambio salió de los billetes de los clientes.',
}: {
  amount: number;
  /** What the amount is, under it. */
  note?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        A entregar
      </h3>
      <p className="text-4xl font-extrabold tracking-tight text-ink tabular-nums">
        {formatCOP(amount)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{note}</p>
    </section>
  );
}
