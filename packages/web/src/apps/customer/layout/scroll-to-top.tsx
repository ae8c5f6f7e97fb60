import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on each path or query change. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
