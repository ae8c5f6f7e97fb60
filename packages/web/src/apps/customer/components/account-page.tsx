import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuthStore } from '../../../features/auth/store';
import { usePageTitle } from '../../../lib/business';
import { Link } from '../../../lib/link';

interface AccountPageProps {
  title: string;
  /** What a visitor who is not signed in is asked, and told they will find. */
  signIn: { title: string; description: string };
  children: ReactNode;
}

/**
 * A page of the signed-in customer's own ('Mis pedidos', 'Mi cuenta'): its content, or for a
 * visitor who is not signed in, the way to sign in and come back.
 */
export function AccountPage({ title, signIn, children }: AccountPageProps) {
  usePageTitle(title);
  const signedIn = useAuthStore((state) => state.isAuth && state.profile !== null);
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {signedIn ? (
        children
      ) : (
        <EmptyState
          icon={UserRound}
          title={signIn.title}
          description={signIn.description}
          action={
            <Link to="/login" state={{ from: pathname }} className={buttonClass({ size: 'sm' })}>
              Iniciar Sesión
            </Link>
          }
        />
      )}
    </div>
  );
}
