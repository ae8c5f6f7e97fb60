import type { AllDayItem } from '@horno/domain/kitchen';
import { useId } from 'react';

/** 'Hawaiana mediana × 4': one product and size still to make across the tickets. */
export const allDayLabel = (item: AllDayItem) =>
  `${item.nombre}${item.medida ? ` ${item.medida.toLocaleLowerCase('es-CO')}` : ''} × ${item.cantidad}`;

/** What is pending across the station's tickets, most first, in one line that scrolls sideways. */
export function AllDayStrip({ items }: { items: readonly AllDayItem[] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-h-14 items-center gap-3 border-b border-line bg-surface px-3"
    >
      <h2
        id={titleId}
        className="shrink-0 text-sm font-extrabold tracking-wide text-ink-muted uppercase"
      >
        Todo el día
      </h2>
      {items.length === 0 ? (
        <p className="text-lg font-bold text-ink-muted">Nada pendiente</p>
      ) : (
        // Focusable, so a keyboard can scroll it too.
        <ul
          tabIndex={0}
          aria-labelledby={titleId}
          className="scrollbar-none flex min-w-0 flex-1 gap-2 overflow-x-auto py-2"
        >
          {items.map((item) => (
            <li
              key={`${item.nombre}:${item.medida ?? ''}`}
              className="shrink-0 rounded-full bg-surface-muted px-3.5 py-1.5 text-lg font-bold whitespace-nowrap"
            >
              {allDayLabel(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
