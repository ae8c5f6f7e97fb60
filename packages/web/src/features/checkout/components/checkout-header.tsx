import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Logo, useLogoLabel } from '../../../components/ui/logo';

/** The checkout's own slim header: the logo and the way back to the menu. */
export default function CheckoutHeader() {
  const logoLabel = useLogoLabel('ir al menú');
  return (
    <header className="border-b border-line/70 bg-surface">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to="/menu"
          aria-label={logoLabel}
          className="-ml-1 inline-flex min-h-11 shrink-0 items-center rounded-xl px-1"
        >
          <Logo />
        </Link>
        <span className="hidden items-center gap-1.5 text-sm font-bold text-ink-muted sm:inline-flex">
          <Lock aria-hidden="true" className="size-4" />
          Finalizar pedido
        </span>
        <Link
          to="/menu"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Ir al menú
        </Link>
      </div>
    </header>
  );
}
