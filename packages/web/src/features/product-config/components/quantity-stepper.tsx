import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent';

/** Quantity with minus and plus buttons, kept between `min` and `max`. */
export function QuantityStepper({ value, onChange, min = 1, max = 99 }: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label="Cantidad"
      className="inline-flex shrink-0 items-center rounded-full border border-line bg-surface"
    >
      <button
        type="button"
        aria-label="Quitar una unidad"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-4" strokeWidth={3} />
      </button>
      <output
        aria-live="polite"
        className="min-w-7 text-center text-lg font-extrabold tabular-nums"
      >
        <span className="sr-only">Cantidad: </span>
        {value}
      </output>
      <button
        type="button"
        aria-label="Agregar una unidad"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={stepClass}
      >
        <Plus aria-hidden="true" className="size-4" strokeWidth={3} />
      </button>
    </div>
  );
}
