import { type AnimationEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

const ENTER_CLASS = 'page-enter';

interface PageTransitionProps {
  /** The route shown (its path): a new one fades in. */
  routeKey: string;
  /** No fade for this route (the menu, spec §2). */
  skip?: boolean;
  children: ReactNode;
}

/**
 * Fades the page in when the route changes, not on the first load. The page is not remounted,
 * so its state survives; styles.css turns the fade off under prefers-reduced-motion.
 */
export function PageTransition({ routeKey, skip = false, children }: PageTransitionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(routeKey);

  useLayoutEffect(() => {
    if (shown.current === routeKey) return;
    shown.current = routeKey;
    const page = ref.current;
    if (!page) return;
    page.classList.remove(ENTER_CLASS);
    if (skip) return;
    // Reading the layout in between restarts the animation when one is still running.
    void page.offsetWidth;
    page.classList.add(ENTER_CLASS);
  }, [routeKey, skip]);

  const done = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.classList.remove(ENTER_CLASS);
  };

  return (
    <div ref={ref} data-page-transition="" onAnimationEnd={done}>
      {children}
    </div>
  );
}
