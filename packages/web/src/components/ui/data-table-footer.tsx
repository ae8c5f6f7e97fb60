import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted/60';

interface DataTableFooterProps {
  /** Rows on this page. */
  shown: number;
  /** Rows that pass the search and the filters. */
  total: number;
  /** The page controls; absent when the table shows every row on one page. */
  pages?: {
    index: number;
    count: number;
    size: number;
    sizes: readonly number[];
    onPage: (index: number) => void;
    onSize: (size: number) => void;
  };
}

function PageButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** 'Mostrando N de M filas', the rows per page, 'Página X de Y' and first/previous/next/last. */
export function DataTableFooter({ shown, total, pages }: DataTableFooterProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-line p-3 text-sm text-ink-muted lg:flex-row lg:items-center lg:justify-between">
      <p aria-live="polite">
        Mostrando {shown} de {total} filas
      </p>
      {pages ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="inline-flex items-center gap-2">
            <span>Filas por página</span>
            <select
              value={pages.size}
              onChange={(event) => pages.onSize(Number(event.target.value))}
              className="h-11 rounded-xl border border-line bg-surface px-2 font-bold text-ink"
            >
              {pages.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span className="font-bold whitespace-nowrap text-ink">
            Página {pages.index + 1} de {pages.count}
          </span>
          <div className="flex items-center gap-1.5">
            <PageButton
              label="Primera página"
              icon={ChevronsLeft}
              disabled={pages.index === 0}
              onClick={() => pages.onPage(0)}
            />
            <PageButton
              label="Página anterior"
              icon={ChevronLeft}
              disabled={pages.index === 0}
              onClick={() => pages.onPage(pages.index - 1)}
            />
            <PageButton
              label="Página siguiente"
              icon={ChevronRight}
              disabled={pages.index >= pages.count - 1}
              onClick={() => pages.onPage(pages.index + 1)}
            />
            <PageButton
              label="Última página"
              icon={ChevronsRight}
              disabled={pages.index >= pages.count - 1}
              onClick={() => pages.onPage(pages.count - 1)}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
