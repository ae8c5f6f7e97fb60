import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a form while what it edits loads. */
export function FormSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <div
      role="status"
      aria-label="Cargando..."
      className="max-w-xl space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-card"
    >
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
      <div className="flex justify-end gap-2">
        <Skeleton className="h-11 w-24 rounded-full" />
        <Skeleton className="h-11 w-36 rounded-full" />
      </div>
    </div>
  );
}
