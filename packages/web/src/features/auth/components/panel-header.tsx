import type { ElementType, ReactNode } from 'react';

/** What renders a panel's title: 'h1' on the page, the dialog's title in the modal. */
export type PanelTitle = ElementType<{ className?: string; children?: ReactNode }>;

/** A panel's title and its lead text. */
export function PanelHeader({
  title,
  as: Title,
  children,
}: {
  title: string;
  as: PanelTitle;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5 text-center">
      <Title className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</Title>
      <p className="text-ink-muted">{children}</p>
    </div>
  );
}
