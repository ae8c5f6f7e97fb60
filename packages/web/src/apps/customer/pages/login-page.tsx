import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthPanels } from '../../../features/auth/components/auth-panels';
import { useAuthStore } from '../../../features/auth/store';
import { usePageTitle } from '../../../lib/business';

const DEFAULT_DESTINATION = '/menu';

/** A same-site path to go back to; anything else (another site, /login itself) is ignored. */
function safeDestination(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return null;
  }
  if (
    candidate === '/login' ||
    candidate.startsWith('/login?') ||
    candidate.startsWith('/login/')
  ) {
    return null;
  }
  return candidate;
}

/** Login, signup and verification; back to where the visitor came from once signed in. */
export default function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const destination =
    safeDestination(searchParams.get('next')) ??
    safeDestination(state?.from) ??
    DEFAULT_DESTINATION;
  // Only a visitor already signed in when arriving is sent away at once; one who signs in here
  // is sent on by the panels (after their toast), to the same place.
  const [arrivedSignedIn] = useState(() => useAuthStore.getState().isAuth);

  if (arrivedSignedIn) return <Navigate to="/menu" replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-14">
      <div className="rounded-3xl bg-surface px-5 py-8 shadow-card ring-1 ring-line/70 sm:px-8">
        <AuthPanels titleAs="h1" onAuthenticated={() => navigate(destination, { replace: true })} />
      </div>
    </div>
  );
}
