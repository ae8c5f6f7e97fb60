import type { ReactNode } from 'react';

interface MenuMessageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A centred card for empty and error states: what happened and what to do next. */
export function MenuMessage({ icon, title, children, actions, role }: MenuMessageProps) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-surface px-6 py-10 text-center shadow-card ring-1 ring-line/70"
    >
      <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </div>
      <h2 className="text-xl font-extrabold text-ink">{title}</h2>
      {children && <div className="mt-2 text-ink-muted">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
