import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CHOICE_FOCUS, choiceColors } from './choice-tile';

interface ChoiceChipProps {
  /** The radio group's name. */
  name: string;
  value: string;
  /** What a screen reader says: the chip's visible words, in one line ('Mañana 26 nov'). */
  label: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** Marked after a blocked submit: the first invalid field is focused (its message by id). */
  invalid?: boolean;
  describedBy?: string | undefined;
  children: ReactNode;
}

/**
 * One option of a radio group drawn as a large chip ('Programar': the days and the slots); its
 * radio covers it, invisible, so the whole chip takes the tap and the arrow keys move along.
 */
export function ChoiceChip({
  name,
  value,
  label,
  checked,
  onSelect,
  disabled = false,
  invalid = false,
  describedBy,
  children,
}: ChoiceChipProps) {
  return (
    <label
      className={cn(
        'relative flex min-h-12 flex-col items-center justify-center rounded-xl border-2 px-1.5 py-1.5 text-center text-sm leading-tight font-bold tabular-nums transition-colors',
        CHOICE_FOCUS,
        disabled
          ? 'border-dashed border-line bg-surface-muted/60 text-ink-muted'
          : choiceColors(checked),
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
