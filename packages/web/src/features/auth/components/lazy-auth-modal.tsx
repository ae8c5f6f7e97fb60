import { lazy, Suspense, useState } from 'react';
import type { AuthModalProps } from './auth-modal';

const AuthModal = lazy(() => import('./auth-modal'));

/**
 * The auth modal, fetched the first time it opens so that pages which may show it (the cart)
 * do not carry the forms and the dialog in their first load.
 */
export function LazyAuthModal(props: AuthModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
