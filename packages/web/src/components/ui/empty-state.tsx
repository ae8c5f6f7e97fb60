import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** What to do next. */
  description: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** An empty or failed list: what happened and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center',
        className,
      )}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <div
        className={cn(
          'mb-3 flex size-12 items-center justify-center rounded-full',
          tone === 'error'
            ? 'bg-primary-soft text-primary-strong'
            : 'bg-surface-muted text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <p className="text-base font-extrabold text-ink">{title}</p>
      <div className="mt-1 max-w-md text-sm text-ink-muted">{description}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
