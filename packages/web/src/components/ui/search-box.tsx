import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

interface SearchBoxProps {
  /** What it searches, for screen readers ('Buscar en usuarios'). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The back office's search box: 'Buscar...', a magnifier, 44 px high. */
export function SearchBox({ label, value, onChange, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Buscar..."
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-ink-muted hover:border-ink-muted/60 focus:border-primary"
      />
    </div>
  );
}
