import { ChevronDown, MapPin, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';

interface TopBarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenMobileMenu: () => void;
  /** Something in the menu waiting for attention (pending orders), shown on the phone's button. */
  menuBadge?: { count: number | null; description: string } | undefined;
  branchName: string | null;
  /** Offered when the user works at more than one branch. */
  onChangeBranch?: (() => void) | undefined;
  /** Actions before the user menu: 'Iniciar pedido', or the cart while taking an order. */
  actions?: ReactNode;
  userMenu: ReactNode;
}

const iconButton =
  'size-11 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-surface-muted';

/** The bar above every back-office page: menu buttons, the selected branch and the user menu. */
export function TopBar({
  collapsed,
  onToggleCollapsed,
  onOpenMobileMenu,
  menuBadge,
  branchName,
  onChangeBranch,
  actions,
  userMenu,
}: TopBarProps) {
  const badgeCount = menuBadge?.count && menuBadge.count > 0 ? menuBadge.count : null;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-2 backdrop-blur sm:px-4">
      <button
        type="button"
        onClick={onOpenMobileMenu}
        aria-label={badgeCount ? `Abrir menú, ${menuBadge?.description}` : 'Abrir menú'}
        className={`${iconButton} relative inline-flex md:hidden`}
      >
        <Menu aria-hidden="true" className="size-5" />
        {badgeCount ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-extrabold text-on-primary tabular-nums ring-2 ring-surface"
          >
            {badgeCount > 99 ? '99+' : badgeCount}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        onClick={onToggleCollapsed}
        aria-label={collapsed ? 'Expandir menú lateral' : 'Contraer menú lateral'}
        aria-expanded={!collapsed}
        className={`${iconButton} hidden md:inline-flex`}
      >
        {collapsed ? (
          <PanelLeftOpen aria-hidden="true" className="size-5" />
        ) : (
          <PanelLeftClose aria-hidden="true" className="size-5" />
        )}
      </button>
      <div className="min-w-0 flex-1">
        {branchName && onChangeBranch ? (
          <button
            type="button"
            onClick={onChangeBranch}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full bg-surface-muted px-3 text-sm font-bold text-ink hover:bg-line/60"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="sr-only">Sede: </span>
            <span className="truncate">{branchName}</span>
            <span className="sr-only">. Cambiar sede</span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          </button>
        ) : branchName ? (
          <p className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1.5 text-sm font-bold text-ink">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="sr-only">Sede: </span>
            <span className="truncate">{branchName}</span>
          </p>
        ) : null}
      </div>
      {actions}
      {userMenu}
    </header>
  );
}
