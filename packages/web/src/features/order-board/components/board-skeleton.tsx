import { Skeleton } from '../../../components/ui/skeleton';

function CardSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center gap-2">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-7 w-28" />
    </div>
  );
}

/** The board's shape while the orders load. */
export function BoardSkeleton() {
  return (
    <div role="status" aria-label="Cargando pedidos..." className="space-y-8">
      {[3, 2].map((cards, section) => (
        <div key={section} className="space-y-3">
          <Skeleton className="h-7 w-48" />
          <div className="flex gap-2">
            <Skeleton className="h-11 w-24 rounded-full" />
            <Skeleton className="h-11 w-32 rounded-full" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: cards }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
