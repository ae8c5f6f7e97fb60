import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One labelled fact of a description list (`<dl>`), with its icon. */
export function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-bold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 pl-7 text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}
