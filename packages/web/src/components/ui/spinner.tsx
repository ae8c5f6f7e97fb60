import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A turning circle beside a verb ('Guardando...'); hidden from screen readers. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-4 shrink-0 motion-safe:animate-spin', className)}
    />
  );
}
