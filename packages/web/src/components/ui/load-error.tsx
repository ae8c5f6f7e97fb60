import { Lock, TriangleAlert } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { loadFailureDescription } from '../../lib/error-message';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * A list that could not be loaded: what happened and a way to try again. With the `error`, a
 * refused call says the permission is missing instead of blaming the connection.
 */
export function LoadError({
  title,
  onRetry,
  error,
}: {
  title: string;
  onRetry: () => void;
  error?: unknown;
}) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <EmptyState
      icon={forbidden ? Lock : TriangleAlert}
      tone="error"
      title={title}
      description={loadFailureDescription(error)}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
