import { cn } from '../../lib/cn';

/**
 * A one-tap switch of a list row (role switch, a 44 px target): a pill with its state in words.
 * `on` is the warning look ('Agotado', 'Inactivo') or the calm one, as the caller says.
 */
export function SwitchButton({
  checked,
  label,
  text,
  warning,
  disabled,
  onClick,
}: {
  checked: boolean;
  /** The accessible name ('{nombre} agotado hoy'). */
  label: string;
  /** The state in words, shown next to the pill. */
  text: string;
  /** Shown in amber: the state that keeps customers from ordering. */
  warning: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold whitespace-nowrap',
        warning
          ? 'bg-warning-soft text-warning'
          : 'bg-success-soft text-success hover:bg-success-soft/70',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 rounded-full transition-colors',
          warning ? 'bg-warning' : 'bg-success',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-4 rounded-full bg-surface transition-all',
            checked ? 'left-[1.125rem]' : 'left-0.5',
          )}
        />
      </span>
      {text}
    </button>
  );
}
