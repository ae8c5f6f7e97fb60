import { AD_POPUP } from '@horno/domain/ad-popup';
import { lazy, Suspense, useEffect, useState } from 'react';

// The pop-up's code, its ads and their pictures load only when it is due, 5 s after the menu
// shows: nothing of it is in the menu's first load. A chunk that fails to load shows nothing.
const AdPopup = lazy(() => import('./ad-popup').catch(() => ({ default: () => null })));

/** Once per page load: due 5 s after the menu first shows, done once it closed or had nothing. */
let stage: 'waiting' | 'due' | 'done' = 'waiting';
const finish = () => {
  stage = 'done';
};

/** Where the ads' pop-up opens, 5 s after the page loads (spec: customer-app.md). */
export function AdPopupSlot() {
  const [ready, setReady] = useState(stage === 'due');
  useEffect(() => {
    if (ready || stage !== 'waiting') return;
    const timer = window.setTimeout(() => {
      stage = 'due';
      setReady(true);
    }, AD_POPUP.openDelayMs);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <AdPopup onDone={finish} />
    </Suspense>
  ) : null;
}
