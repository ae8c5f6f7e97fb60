import { Skeleton } from '../../../components/ui/skeleton';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';

export function MenuSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">Cargando el menú…</span>
      <Skeleton className="h-7 w-40" />
      <ProductGrid>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
