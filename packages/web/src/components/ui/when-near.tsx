import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How close to the viewport counts as near: a quarter of a screen, about one fast flick. */
const NEAR = '25% 0px';

/**
 * Renders `children` (usually a lazy component) once its place comes within a quarter of a
 * screen of the viewport, and an empty box of `placeholderClassName` until then and while it
 * loads. For what sits below the first screen: a phone that never scrolls there never downloads
 * it.
 */
export function WhenNear({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const box = <div ref={placeholder} aria-hidden="true" className={placeholderClassName} />;
  if (!near) return box;
  return <Suspense fallback={box}>{children}</Suspense>;
}
