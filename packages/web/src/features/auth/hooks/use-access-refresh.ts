import { useEffect } from 'react';
import { onForbidden } from '../../../lib/api-client';
import { refreshAccess } from '../session';

/**
 * Keeps the session's roles and permissions as the server has them: re-read when the staff
 * screens load and after any call the server refuses with 403, so a revoked permission leaves
 * the sidebar and its screens without waiting for a new login.
 */
export function useAccessRefresh(): void {
  useEffect(() => {
    void refreshAccess();
    return onForbidden(() => void refreshAccess());
  }, []);
}
