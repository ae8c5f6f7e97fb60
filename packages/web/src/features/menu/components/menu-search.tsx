import { Search, X } from 'lucide-react';
import { useId } from 'react';

interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        Buscar productos
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Buscar pizzas, bebidas, combos…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-13 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted hover:border-primary/60 focus:border-primary [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Limpiar búsqueda"
          className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
