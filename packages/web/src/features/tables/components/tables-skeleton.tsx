import { Skeleton } from '../../../components/ui/skeleton';

/** The grid's shape while the tables load. */
export function TablesSkeleton() {
  return (
    <div role="status" aria-label="Cargando mesas..." className="space-y-4">
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24 rounded-full" />
        <Skeleton className="h-9 w-28 rounded-full" />
        <Skeleton className="h-9 w-24 rounded-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {Array.from({ length: 8 }, (_, i) => (
          <div
            key={i}
            className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
          >
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-11 w-full rounded-xl" />
          </div>
        ))}
      </div>
    </div>
  );
}
