import { ChefHat, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { KitchenTitle } from './kitchen-frame';

const SHAPE =
  'inline-flex min-h-14 min-w-14 shrink-0 items-center justify-center gap-2 rounded-xl px-3 text-lg font-bold transition-colors';
/** A button of the display's bar: 56 px at least, for a tap with a floury finger. */
export const KITCHEN_BUTTON = `${SHAPE} bg-surface-muted text-ink hover:bg-line`;
/** The one that asks to be tapped (sound's first tap). */
export const KITCHEN_BUTTON_LOUD = `${SHAPE} bg-[#f5b301] text-[#1a1206] hover:bg-[#ffc83d]`;

/** Its label: shown on a wide screen, said by a screen reader on a narrow one. */
export function ButtonLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only xl:not-sr-only">{children}</span>;
}

/** The display's top bar: the title (the screen's heading), a line under it, and its buttons. */
export function KitchenBar({
  title,
  subtitle,
  exitTo,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  /** Where 'Salir de la cocina' goes. */
  exitTo: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2">
      <div className="min-w-0 flex-1 basis-48">
        <KitchenTitle className="flex items-center gap-2 text-2xl leading-tight font-extrabold">
          <ChefHat aria-hidden="true" className="size-7 shrink-0" />
          <span className="truncate">{title}</span>
        </KitchenTitle>
        <p className="truncate text-base text-ink-muted">{subtitle}</p>
      </div>
      {children}
      <Link to={exitTo} className={KITCHEN_BUTTON}>
        <LogOut aria-hidden="true" className="size-6" />
        <ButtonLabel>Salir de la cocina</ButtonLabel>
      </Link>
    </header>
  );
}
