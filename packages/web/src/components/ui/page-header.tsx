import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (below the title on a phone). */
  actions?: ReactNode;
}

/** A page's h1 with a short description and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    // The actions go under the title when both do not fit on one line (a tablet beside the
    // sidebar): squeezed beside them, a product's name was cut and covered.
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="min-w-0 sm:flex-[1_1_16rem]">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
