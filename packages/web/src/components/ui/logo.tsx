import { useBusiness } from '../../lib/business';
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

/**
 * The business's logo, or its name set in type beside a pizza mark when it has none (issue 28).
 */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const business = useBusiness().data;
  if (business?.logo)
    return (
      <span className={cn('inline-flex items-center', className)}>
        <img
          src={business.logo}
          alt={business.nombre}
          className="h-10 w-auto max-w-40 object-contain"
        />
      </span>
    );
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <PizzaMark className="size-9 shrink-0" />
      <span
        className={cn(
          'truncate text-2xl leading-none font-extrabold tracking-tight',
          inverse ? 'text-ink-inverse' : 'text-ink',
        )}
      >
        {business?.nombre}
      </span>
    </span>
  );
}

/** What a link around the logo says: '{name}, ir al menú'. */
export function useLogoLabel(where: string): string {
  const nombre = useBusiness().data?.nombre;
  return nombre ? `${nombre}, ${where}` : where;
}
