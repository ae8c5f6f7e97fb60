import { useCallback, useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"]';

/**
 * Takes a person to what a blocked submit found wrong: once the errors are rendered, the first
 * field marked `aria-invalid` inside `ref` (in reading order) is focused and scrolled to the
 * middle of the screen, its label above it and its message under it.
 * `focusFirstInvalid` is called after the state that shows the errors is set (or awaited).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    const field = ref.current?.querySelector<HTMLElement>(INVALID);
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [request]);

  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
