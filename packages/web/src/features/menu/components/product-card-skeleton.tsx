import { Skeleton } from '../../../components/ui/skeleton';

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line/70">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2.5 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <div className="flex items-end justify-between pt-3">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-11 w-28 rounded-full" />
        </div>
      </div>
    </div>
  );
}
