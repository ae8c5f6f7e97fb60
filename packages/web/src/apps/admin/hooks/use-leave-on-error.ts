import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/toast';

/** When what a page edits cannot be loaded: says so once and goes back to the list. */
export function useLeaveOnError(failed: boolean, message: string, to: string): void {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!failed || told.current) return;
    told.current = true;
    notify.error(message);
    navigate(to, { replace: true });
  }, [failed, message, to, navigate]);
}
