import { cn } from '../../lib/cn';

/** A slice of pizza, drawn to match the favicon. */
function PizzaMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
      <path
        d="M32 10 L54 50 Q32 60 10 50 Z"
        fill="#f6c453"
        stroke="#fdf6ec"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M12.5 46 Q32 55 51.5 46"
        fill="none"
        stroke="#b4682a"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="27" r="4.5" fill="var(--color-primary)" />
      <circle cx="25" cy="39" r="4.5" fill="var(--color-primary)" />
      <circle cx="39" cy="40" r="4.5" fill="var(--color-primary)" />
      <circle cx="33" cy="36" r="1.8" fill="#3f7d3a" />
    </svg>
  );
}

/** The 'Horno' wordmark with its pizza mark. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <PizzaMark className="size-9 shrink-0" />
      <span
        className={cn(
          'text-2xl leading-none font-extrabold tracking-tight',
          inverse ? 'text-ink-inverse' : 'text-ink',
        )}
      >
        Horno
      </span>
    </span>
  );
}
