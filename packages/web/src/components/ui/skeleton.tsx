import { cn } from '../../lib/cn';

/** A grey placeholder shaped like the content that is loading; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-lg bg-surface-muted motion-safe:animate-pulse', className)}
    />
  );
}
