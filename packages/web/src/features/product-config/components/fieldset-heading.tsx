import type { ReactNode } from 'react';

/** A group's legend with an optional rule beside it ('Elige 1', 'Opcional'). */
export function FieldsetHeading({ children, rule }: { children: ReactNode; rule?: ReactNode }) {
  return (
    <legend className="mb-2 w-full">
      <span className="text-lg font-extrabold text-ink">{children}</span>
      {rule ? (
        <span className="ml-2 inline-block rounded-full bg-surface-muted px-2.5 py-0.5 align-[0.15em] text-xs font-bold text-ink">
          {rule}
        </span>
      ) : null}
    </legend>
  );
}
