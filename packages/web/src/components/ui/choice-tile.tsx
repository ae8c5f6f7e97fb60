import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ChoiceTileProps {
  /** The radio group's name. */
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  icon: LucideIcon;
  children: ReactNode;
  /** A tile with the icon over the label, for three options side by side. */
  compact?: boolean;
}

/** The keyboard focus ring of a choice's label, shown around the whole tile or chip. */
export const CHOICE_FOCUS =
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary';

/** A choice's border and colours, chosen or not. */
export const choiceColors = (checked: boolean) =>
  checked
    ? 'border-primary bg-primary-soft text-primary-strong'
    : 'border-line bg-surface text-ink hover:border-ink-muted/60';

/** One option of a radio group drawn as a tile (the checkout's delivery and payment choices). */
export function ChoiceTile({
  name,
  value,
  checked,
  onSelect,
  icon: Icon,
  children,
  compact = false,
}: ChoiceTileProps) {
  return (
    <label
      className={cn(
        'relative flex min-h-14 cursor-pointer rounded-xl border-2 font-bold transition-colors',
        CHOICE_FOCUS,
        compact
          ? 'flex-col items-center justify-center gap-1 px-2 py-3 text-center text-sm leading-tight'
          : 'items-center gap-3 px-4 py-3',
        choiceColors(checked),
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={cn(
          'size-5 shrink-0 accent-[var(--color-primary)]',
          // The tile itself shows the choice; the radio covers it, invisible, to take the click.
          compact && 'absolute inset-0 size-full cursor-pointer opacity-0',
        )}
      />
      <Icon
        aria-hidden="true"
        className={cn('size-5 shrink-0', compact ? 'block' : 'hidden sm:block')}
      />
      {children}
    </label>
  );
}
