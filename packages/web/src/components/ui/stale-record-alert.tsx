import { RefreshCw } from 'lucide-react';
import { isStaleRecord } from '../../lib/record-version';
import { Button } from './button';
import { FormAlert } from './form-alert';

/**
 * Said in the form when its save was refused because another person changed the record
 * meanwhile: what the person typed stays, and 'Recargar' reads the record again (asking first,
 * as any way out of a form with changes does). Nothing otherwise: an alert is announced as it
 * appears.
 */
export function StaleRecordAlert({ error }: { error: unknown }) {
  if (!isStaleRecord(error)) return null;
  return (
    <div className="space-y-2">
      <FormAlert message={error.message} />
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Recargar
      </Button>
    </div>
  );
}
