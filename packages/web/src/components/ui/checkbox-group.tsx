import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox, type CheckedState } from './checkbox';
import { FieldError } from './field-error';

export interface CheckboxOption {
  value: number;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Adds a 'Seleccionar todos' checkbox above the list. */
  selectAll?: boolean;
  error?: string | undefined;
  /** Shown when there are no options. */
  empty?: ReactNode;
  columns?: 1 | 2 | 3;
  className?: string;
}

/** A fieldset of checkboxes holding a list of ids, with an optional select-all. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  selectAll = false,
  error,
  empty,
  columns = 1,
  className,
}: CheckboxGroupProps) {
  const errorId = useId();
  const chosen = new Set(value);
  const selectable = options.filter((o) => !o.disabled);
  const chosenCount = selectable.filter((o) => chosen.has(o.value)).length;
  const allState: CheckedState =
    chosenCount === 0 ? false : chosenCount === selectable.length ? true : 'indeterminate';

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    // Keep the options' order, so the payload is stable.
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  };

  const toggleAll = (on: boolean) => {
    const locked = options.filter((o) => o.disabled && chosen.has(o.value)).map((o) => o.value);
    const next = new Set(on ? [...locked, ...selectable.map((o) => o.value)] : locked);
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  };

  return (
    <fieldset
      className={cn('space-y-2', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-bold text-ink">{legend}</legend>
      {options.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-ink-muted">
          {empty ?? 'No hay opciones disponibles.'}
        </div>
      ) : (
        <div className="rounded-xl border border-line bg-surface p-1.5">
          {selectAll ? (
            <div className="mb-1 flex items-center justify-between gap-3 border-b border-line pr-3 pb-1">
              <Checkbox
                checked={allState}
                onCheckedChange={toggleAll}
                label="Seleccionar todos"
                disabled={selectable.length === 0}
              />
              <span className="shrink-0 text-xs font-bold text-ink-muted">
                {chosenCount} de {selectable.length}
              </span>
            </div>
          ) : null}
          <div
            className={cn(
              'grid gap-x-2',
              columns === 2 && 'sm:grid-cols-2',
              columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
            )}
          >
            {options.map((option) => (
              <Checkbox
                key={option.value}
                checked={chosen.has(option.value)}
                onCheckedChange={(on) => toggle(option.value, on)}
                label={option.label}
                description={option.description}
                disabled={option.disabled}
              />
            ))}
          </div>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
