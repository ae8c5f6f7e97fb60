import { MAX_OBSERVACIONES } from '@horno/domain/product-config';
import { useId } from 'react';

/** 'Observaciones' for the kitchen, at most 300 characters, with a counter. */
export function ObservationsField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-lg font-extrabold text-ink">
          Observaciones
        </label>
        <span id={`${id}-count`} className="text-xs font-bold text-ink-muted tabular-nums">
          {value.length}/{MAX_OBSERVACIONES}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_OBSERVACIONES}
        rows={2}
        placeholder="Ej.: sin cebolla, bien tostada"
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full resize-none rounded-2xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted hover:border-ink-muted/60 focus:border-primary"
      />
    </div>
  );
}
