import { Pizza } from 'lucide-react';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { useAdminTitle } from '../hooks/use-admin-title';

export function NotFoundPage() {
  useAdminTitle('Página no encontrada');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4 py-16">
      <div className="flex max-w-lg flex-col items-center text-center">
        <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Pizza aria-hidden="true" className="size-10" />
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Algo salió mal</h1>
        <p className="mt-3 text-lg text-ink-muted">
          La página que buscas no existe o no tienes acceso a ella.
        </p>
        <Link to="/" className={buttonClass({ className: 'mt-8' })}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
