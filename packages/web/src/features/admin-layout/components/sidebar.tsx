import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../../lib/link';
import { Logo, useLogoLabel } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import {
  activeGroupId,
  ADMIN_NAVIGATION,
  visibleNavigation,
  type NavGroupItem,
  type NavLinkItem,
} from '../navigation';

interface SidebarProps {
  /** Permission keys of the active role. */
  permissions: readonly string[];
  /** Counts shown on links, by path ('/pedidos/gestionar' → pending orders). */
  badges?: Readonly<Record<string, LinkBadge>>;
  /** Icons only (4rem wide). */
  collapsed?: boolean;
  /** Asked when a group is opened while collapsed: the sidebar has to widen to show it. */
  onExpand?: () => void;
}

const itemBase =
  'group/item flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-bold transition-colors';
const itemIdle = 'text-ink-inverse-muted hover:bg-white/10 hover:text-ink-inverse';
const itemActive = 'bg-primary text-on-primary shadow-sm';

export interface LinkBadge {
  count: number | null;
  /** What screen readers hear after the link's name ('3 pedidos pendientes'). */
  description: string;
}

/** A red count beside a link ('3'), on the icon's corner when the sidebar is collapsed. */
function CountBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-extrabold text-on-primary tabular-nums ring-2 ring-night group-aria-[current=page]/item:bg-surface group-aria-[current=page]/item:text-primary-strong group-aria-[current=page]/item:ring-primary',
        collapsed ? 'absolute -top-2 -right-2.5' : 'ml-auto',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function SidebarLink({
  item,
  collapsed,
  nested = false,
  badge,
}: {
  item: NavLinkItem;
  collapsed: boolean;
  nested?: boolean;
  badge?: LinkBadge | undefined;
}) {
  const Icon = item.icon;
  const count = badge?.count != null && badge.count > 0 ? badge.count : null;
  return (
    <NavLink
      to={item.to}
      title={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          itemBase,
          isActive ? itemActive : itemIdle,
          nested && 'min-h-10 py-1.5 font-semibold',
          collapsed && 'justify-center px-0',
        )
      }
    >
      <span className="relative inline-flex shrink-0">
        <Icon aria-hidden="true" className={cn('shrink-0', nested ? 'size-4' : 'size-5')} />
        {count !== null && collapsed && <CountBadge count={count} collapsed />}
      </span>
      <span className={cn('leading-tight', collapsed && 'sr-only')}>
        {item.label}
        {count !== null && badge && <span className="sr-only"> ({badge.description})</span>}
      </span>
      {count !== null && !collapsed && <CountBadge count={count} collapsed={false} />}
    </NavLink>
  );
}

function SidebarGroup({
  group,
  open,
  active,
  collapsed,
  onToggle,
}: {
  group: NavGroupItem;
  open: boolean;
  active: boolean;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  const Icon = group.icon;
  const expanded = open && !collapsed;
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        title={collapsed ? group.label : undefined}
        className={cn(
          itemBase,
          itemIdle,
          active && !expanded && 'bg-white/10 text-ink-inverse',
          collapsed && 'justify-center px-0',
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn('flex-1 text-left', collapsed && 'sr-only')}>{group.label}</span>
        {collapsed ? null : (
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
          />
        )}
      </button>
      {expanded ? (
        <ul id={listId} className="mt-0.5 ml-5 space-y-0.5 border-l border-white/15 pl-2">
          {group.links.map((link) => (
            <li key={link.to}>
              <SidebarLink item={link} collapsed={false} nested />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The back-office navigation: entries and groups the active role may see; a group opens by
 * itself when one of its routes is shown.
 */
export function Sidebar({ permissions, badges = {}, collapsed = false, onExpand }: SidebarProps) {
  const logoLabel = useLogoLabel('ir al inicio del panel');
  const { pathname } = useLocation();
  const items = useMemo(() => visibleNavigation(ADMIN_NAVIGATION, permissions), [permissions]);
  const current = activeGroupId(items, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () => new Set(current ? [current] : []),
  );

  useEffect(() => {
    if (current) setOpenGroups((open) => (open.has(current) ? open : new Set(open).add(current)));
  }, [current]);

  const toggle = (id: string) => {
    if (collapsed) {
      setOpenGroups((open) => new Set(open).add(id));
      onExpand?.();
      return;
    }
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <div className="flex h-full flex-col bg-night text-ink-inverse [--focus-ring:var(--color-crust)]">
      <div className={cn('flex h-16 shrink-0 items-center', collapsed ? 'justify-center' : 'px-4')}>
        <Link
          to="/"
          aria-label={logoLabel}
          className={cn(
            'inline-flex min-h-11 items-center overflow-hidden rounded-xl',
            collapsed ? 'w-9' : 'px-1',
          )}
        >
          <Logo inverse className="shrink-0" />
        </Link>
      </div>
      <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-3 pb-4">
        {items.length === 0 ? (
          <p className={cn('px-2 text-sm text-ink-inverse-muted', collapsed && 'sr-only')}>
            Tu rol no tiene secciones asignadas. Pide a un administrador que te asigne permisos.
          </p>
        ) : (
          <ul className="space-y-1">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} badge={badges[item.to]} />
                </li>
              ) : (
                <SidebarGroup
                  key={item.id}
                  group={item}
                  open={openGroups.has(item.id)}
                  active={current === item.id}
                  collapsed={collapsed}
                  onToggle={() => toggle(item.id)}
                />
              ),
            )}
          </ul>
        )}
      </nav>
    </div>
  );
}
