import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../lib/link';
import { useAuthStore } from '../store';

// The menu (and its Radix dropdown) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu'));

/** The top bar's account corner: 'Iniciar Sesión', or the user menu once signed in. */
export function AccountEntry() {
  const isAuth = useAuthStore((state) => state.isAuth);
  const hasProfile = useAuthStore((state) => state.profile !== null);
  const { pathname, search } = useLocation();

  if (isAuth && hasProfile) {
    return (
      <Suspense
        fallback={
          <span aria-hidden="true" className="size-11 shrink-0 rounded-full bg-surface-muted" />
        }
      >
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <Link
      to="/login"
      state={{ from: `${pathname}${search}` }}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-surface px-3 text-sm font-bold text-ink shadow-sm transition-colors hover:border-primary hover:text-primary-strong sm:px-4"
    >
      <UserRound aria-hidden="true" className="size-5 text-primary" />
      <span className="sr-only sm:not-sr-only">Iniciar Sesión</span>
    </Link>
  );
}
