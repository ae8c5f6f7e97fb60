import type { Sede } from '@horno/domain/branches';
import { MapPin } from 'lucide-react';
import { BranchStatusBadge } from '../../../features/branches/components/branch-status-badge';

/** A whole pizza seen from above, for decoration only. */
function PizzaIllustration({ className }: { className?: string }) {
  const pepperoni = [
    [70, 60],
    [128, 52],
    [100, 100],
    [58, 120],
    [140, 118],
    [96, 150],
  ];
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={className}>
      <circle cx="100" cy="100" r="96" fill="#e9a23b" />
      <circle cx="100" cy="100" r="82" fill="#f6c453" />
      <path
        d="M100 100 L100 18 M100 100 L171 141 M100 100 L29 141"
        stroke="#e9a23b"
        strokeWidth="3"
      />
      {pepperoni.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="13" fill="#b8321b" />
      ))}
      <circle cx="118" cy="80" r="5" fill="#3f7d3a" />
      <circle cx="76" cy="92" r="5" fill="#3f7d3a" />
      <circle cx="120" cy="140" r="5" fill="#3f7d3a" />
    </svg>
  );
}

interface MenuHeroProps {
  title: string;
  branch: Sede | null;
}

export function MenuHero({ title, branch }: MenuHeroProps) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-primary px-5 py-5 text-on-primary shadow-card sm:px-8 sm:py-9">
      <PizzaIllustration className="pointer-events-none absolute -top-12 -right-14 size-40 sm:-top-16 sm:-right-10 sm:size-64" />
      <div className="relative max-w-[75%] space-y-1.5 sm:max-w-xl sm:space-y-2">
        <p className="text-xs font-bold tracking-wider uppercase sm:text-sm">Horneada al momento</p>
        <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {branch && (
          <p className="flex items-start gap-1.5 text-sm font-bold sm:text-base">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {branch.nombre} · {branch.direccion}
            </span>
          </p>
        )}
      </div>
      {branch && (
        <div className="relative mt-3 sm:mt-4">
          <BranchStatusBadge sedeId={branch.id} />
        </div>
      )}
    </div>
  );
}
