import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CheckedState = boolean | 'indeterminate';

interface CheckboxProps {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const BOX =
  'flex items-center justify-center rounded-md border-2 border-ink-muted bg-surface text-on-primary transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary';

function Mark({ checked }: { checked: CheckedState }) {
  return (
    <CheckboxPrimitive.Indicator>
      {checked === 'indeterminate' ? (
        <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
      ) : (
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      )}
    </CheckboxPrimitive.Indicator>
  );
}

/**
 * A checkbox named only for screen readers (a table's row or select-all box): a 20 px box in
 * the middle of a 44 px tap target.
 */
export function BareCheckbox({
  checked,
  onCheckedChange,
  label,
}: {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <CheckboxPrimitive.Root
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={label}
      className="-m-2.5 flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-surface-muted/60"
    >
      <span
        data-state={checked === true ? 'checked' : checked ? 'indeterminate' : 'unchecked'}
        className={cn('size-5', BOX)}
      >
        <Mark checked={checked} />
      </span>
    </CheckboxPrimitive.Root>
  );
}

/** A Radix checkbox with its label; the whole row is the tap target (at least 44 px high). */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  className,
}: CheckboxProps) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted/60',
        disabled && 'opacity-60',
        className,
      )}
    >
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn('size-5 shrink-0', BOX)}
      >
        <Mark checked={checked} />
      </CheckboxPrimitive.Root>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-bold text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
