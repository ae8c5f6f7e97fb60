import { RefreshCw } from 'lucide-react';
import { isStaleRecord } from '../../lib/record-version';
import { Button } from './button';
import { FormAlert } from './form-alert';

/**
 * Said in the form when its save was refused because another person changed the record
 * meanwhile: what the person typed stays, and 'Recargar' reads the record again (asking first,
 * as any way out of a form with changes does).
 */
export function StaleRecordAlert({ error }: { error: unknown }) {
  const stale = isStaleRecord(error);
  return (
    <div className="space-y-2">
      <FormAlert message={stale ? error.message : null} />
      {stale && (
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Recargar
        </Button>
      )}
    </div>
  );
}
