import { Skeleton } from '../../../components/ui/skeleton';

/** Dispatch while it loads: the two columns' shapes. */
export function DispatchSkeleton() {
  return (
    <div
      role="status"
      aria-label="Cargando el despacho..."
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}
