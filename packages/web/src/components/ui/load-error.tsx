import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A list that could not be loaded: what happened and a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={TriangleAlert}
      tone="error"
      title={title}
      description="Revisa tu conexión e inténtalo de nuevo. Si el problema sigue, avisa al administrador."
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
