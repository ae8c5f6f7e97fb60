import { useEffect, useState } from 'react';

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Whether this page may play sound: browsers allow it only after the person has tapped or typed
 * on it once. A focus moved by the page itself is not a gesture, so it does not count.
 */
export function useSoundUnlocked(): boolean {
  const [unlocked, setUnlocked] = useState(
    () => typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true,
  );
  useEffect(() => {
    if (unlocked) return;
    const unlock = () => setUnlocked(true);
    for (const event of GESTURES) window.addEventListener(event, unlock, { capture: true });
    return () => {
      for (const event of GESTURES) window.removeEventListener(event, unlock, { capture: true });
    };
  }, [unlocked]);
  return unlocked;
}
