import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Logo, useLogoLabel } from '../../../components/ui/logo';
import { AccountEntry } from '../../../features/auth/components/account-entry';
import { DeliveryStrip, LocationSummary } from '../location/location-summary';
import { CartEntry } from '../ordering/cart-entry';

/** The customer's top bar; `minimal` (on /login) keeps only the logo and 'Volver al menú'. */
export function TopBar({ minimal = false }: { minimal?: boolean }) {
  const logoLabel = useLogoLabel('ir al menú');
  return (
    <header className="border-b border-line/70 bg-surface">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to="/menu"
          aria-label={logoLabel}
          className="-ml-1 inline-flex min-h-11 shrink-0 items-center rounded-xl px-1"
        >
          <Logo />
        </Link>
        {minimal ? (
          <Link
            to="/menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al menú
          </Link>
        ) : (
          <div className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:gap-3">
            <LocationSummary />
            <AccountEntry />
            <CartEntry />
          </div>
        )}
      </div>
      {!minimal && <DeliveryStrip />}
    </header>
  );
}
