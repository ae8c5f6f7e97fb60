import { Pizza } from 'lucide-react';
import { type To } from 'react-router';
import { Link } from '../../../lib/link';
import { usePageTitle } from '../../../lib/business';

interface NotFoundPageProps {
  /** What was not found, under the title. */
  message?: string;
  /** The way back: the home page by default, the menu for an unknown category. */
  back?: { to: To; label: string };
}

/** 'Algo salió mal': a path (or a menu category) that does not exist, with the way back. */
export default function NotFoundPage({
  message = 'La página que buscas no existe o no tienes acceso a ella.',
  back = { to: '/', label: 'Volver al inicio' },
}: NotFoundPageProps) {
  usePageTitle('Página no encontrada');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Pizza aria-hidden="true" className="size-10" />
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Algo salió mal</h1>
      <p className="mt-3 text-lg text-ink-muted">{message}</p>
      <Link
        to={back.to}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-bold text-on-primary shadow-sm hover:bg-primary-hover"
      >
        {back.label}
      </Link>
    </div>
  );
}
