import { useEffect, useState } from 'react';

/** False for the first `ms` after mount: a loading indicator that never just flickers. */
export function useMinimumWait(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}
