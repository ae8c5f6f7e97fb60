import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface ChoiceRowProps {
  type: 'radio' | 'checkbox';
  /** The radio group's name. */
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
  /** Right-aligned price ('+ $ 4.000'). */
  price?: ReactNode;
}

/** One option of the product modal: the whole row is the tap target (at least 48 px high). */
export function ChoiceRow({
  type,
  name,
  checked,
  disabled = false,
  onChange,
  label,
  detail,
  price,
}: ChoiceRowProps) {
  return (
    <label
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-2xl border px-3.5 py-2.5 transition-colors',
        checked ? 'border-primary bg-primary-soft/60' : 'border-line bg-surface',
        disabled ? 'cursor-not-allowed border-dashed' : 'cursor-pointer hover:border-primary/70',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 cursor-[inherit] accent-primary"
      />
      <span className="min-w-0 flex-1">
        <span className="block leading-snug font-bold text-ink">{label}</span>
        {detail ? <span className="block text-xs text-ink-muted">{detail}</span> : null}
      </span>
      {price ? (
        <span className="shrink-0 text-sm font-bold text-ink-muted tabular-nums">{price}</span>
      ) : null}
    </label>
  );
}
