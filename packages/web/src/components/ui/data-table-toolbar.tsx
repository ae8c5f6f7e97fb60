import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

const linkButton =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-ink-muted disabled:hover:bg-transparent';

interface DataTableToolbarProps {
  /** The table's name. */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  /** The filters of the columns folded out of the header. */
  filters: ReactNode;
  /** 'Limpiar filtros', when a filter is on. */
  onClearFilters?: () => void;
  /** The selection's count and 'Quitar selección', when rows can be selected. */
  selection?: { count: number; onClear: () => void };
  /** The caller's bulk actions. */
  actions?: ReactNode;
  /** Why the drag handles are off, with the id their descriptions point to. */
  reorderHint?: string;
}

/** Above the rows: the search, the folded columns' filters, the selection and its actions. */
export function DataTableToolbar({
  label,
  query,
  onQuery,
  filters,
  onClearFilters,
  selection,
  actions,
  reorderHint,
}: DataTableToolbarProps) {
  return (
    <div className="space-y-2 border-b border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label={`Buscar en ${label.toLowerCase()}`}
          value={query}
          onChange={onQuery}
          className="w-full max-w-sm"
        />
        {filters}
        {onClearFilters ? (
          <button type="button" onClick={onClearFilters} className={linkButton}>
            <FilterX aria-hidden="true" className="size-4" />
            Limpiar filtros
          </button>
        ) : null}
      </div>
      {selection || actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {selection ? (
            <>
              <p aria-live="polite" className="text-sm font-bold text-ink">
                {selection.count === 1
                  ? '1 fila seleccionada'
                  : `${selection.count} filas seleccionadas`}
              </p>
              <button
                type="button"
                disabled={selection.count === 0}
                onClick={selection.onClear}
                className={linkButton}
              >
                Quitar selección
              </button>
            </>
          ) : null}
          {actions}
        </div>
      ) : null}
      {reorderHint ? (
        <p id={reorderHint} className="text-sm text-ink-muted">
          Para reordenar arrastrando, quita el orden, los filtros y la búsqueda.
        </p>
      ) : null}
    </div>
  );
}
