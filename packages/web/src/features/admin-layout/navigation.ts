import type { Permiso } from '@horno/domain/permissions';
import {
  BarChart3,
  Bike,
  Building2,
  ClipboardList,
  Armchair,
  Carrot,
  ChefHat,
  DatabaseZap,
  FileSpreadsheet,
  FolderPlus,
  Gift,
  KeyRound,
  List,
  Megaphone,
  Pizza,
  Plus,
  Route,
  Settings,
  ShieldCheck,
  Sparkles,
  Store,
  Tags,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: LucideIcon;
  /** Without a permission the entry is always shown. */
  permission?: Permiso;
}

export interface NavGroupItem {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  /** Paths that belong to the group, so it opens when one of them is shown. */
  sections: readonly string[];
  links: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, to: string, icon: LucideIcon, permission?: Permiso): NavLinkItem => ({
  kind: 'link',
  label,
  to,
  icon,
  ...(permission ? { permission } : {}),
});

/** The back-office sidebar (back-office.md §2), each entry with the permission that shows it. */
export const ADMIN_NAVIGATION: readonly NavItem[] = [
  link('Pedidos', '/pedidos/gestionar', ClipboardList, 'gestionar_pedidos'),
  link('Despacho', '/pedidos/despacho', Bike, 'gestionar_pedidos'),
  link('Repartos', '/repartos', Route, 'repartir'),
  link('Cocina', '/cocina', ChefHat, 'ver_cocina'),
  link('Caja', '/caja', Wallet, 'gestionar_caja'),
  link('Reportes', '/reportes', BarChart3, 'consultar_reportes'),
  {
    kind: 'group',
    id: 'productos',
    label: 'Productos',
    icon: Pizza,
    sections: ['/productos'],
    links: [
      link('Ver productos', '/productos/listado', List, 'consultar_productos'),
      link('Registrar producto', '/productos/registrar', Plus, 'gestionar_productos'),
      link('Importar productos', '/productos/importar', FileSpreadsheet, 'gestionar_productos'),
      link(
        'Registrar especial',
        '/productos/especiales/registrar',
        Sparkles,
        'gestionar_productos',
      ),
    ],
  },
  {
    kind: 'group',
    id: 'categorias',
    label: 'Categorías',
    icon: Tags,
    sections: ['/productos/categorias', '/ingredientes/categorias'],
    links: [
      link('Ver categorías', '/productos/categorias/listado', List, 'consultar_categoria_producto'),
      link(
        'Nueva categoría de producto',
        '/productos/categorias/agregar',
        FolderPlus,
        'gestionar_categoria_producto',
      ),
      link(
        'Nueva categoría de ingrediente',
        '/ingredientes/categorias/agregar',
        FolderPlus,
        'gestionar_categoria_ingrediente',
      ),
    ],
  },
  {
    kind: 'group',
    id: 'ingredientes',
    label: 'Ingredientes',
    icon: Carrot,
    sections: ['/ingredientes'],
    links: [
      link('Ver ingredientes', '/ingredientes/listado', List, 'consultar_ingredientes'),
      link('Registrar ingrediente', '/ingredientes/registrar', Plus, 'gestionar_ingredientes'),
    ],
  },
  {
    kind: 'group',
    id: 'publicidad',
    label: 'Publicidad',
    icon: Megaphone,
    sections: ['/publicidad'],
    links: [
      link('Ver publicidad', '/publicidad/listado', List, 'consultar_publicidad'),
      link('Registrar publicidad', '/publicidad/registrar', Plus, 'gestionar_publicidad'),
    ],
  },
  {
    kind: 'group',
    id: 'usuarios',
    label: 'Usuarios',
    icon: Users,
    sections: ['/usuarios', '/permisos', '/roles'],
    links: [
      link('Ver usuarios', '/usuarios/listado', Users, 'gestionar_usuarios'),
      link('Permisos', '/permisos/listado', KeyRound, 'gestionar_permisos'),
      link('Roles', '/roles/listado', ShieldCheck, 'gestionar_roles'),
    ],
  },
  link('Sedes', '/sedes', Store, 'consultar_sedes'),
  link('Mesas', '/mesas/gestionar', Armchair, 'gestionar_mesas'),
  {
    kind: 'group',
    id: 'configuracion',
    label: 'Configuración',
    icon: Settings,
    sections: ['/configuracion'],
    links: [
      link('Datos del negocio', '/configuracion/negocio', Building2, 'gestionar_configuracion'),
      link('Bono de bienvenida', '/configuracion/bono-bienvenida', Gift, 'gestionar_configuracion'),
      link(
        'Datos de demostración',
        '/configuracion/datos-demo',
        DatabaseZap,
        'gestionar_configuracion',
      ),
    ],
  },
];

const allowed = (item: NavLinkItem, permissions: ReadonlySet<string>) =>
  item.permission === undefined || permissions.has(item.permission);

/**
 * The entries the active role may see: an entry without a permission always; a group only with
 * the links it allows, and not at all when it allows none.
 */
export function visibleNavigation(
  items: readonly NavItem[],
  permissions: readonly string[],
): NavItem[] {
  const granted = new Set(permissions);
  const visible: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (allowed(item, granted)) visible.push(item);
      continue;
    }
    const links = item.links.filter((l) => allowed(l, granted));
    if (links.length > 0) visible.push({ ...item, links });
  }
  return visible;
}

const within = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/** The group the path belongs to (the one with the longest matching section), if any. */
export function activeGroupId(items: readonly NavItem[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  for (const item of items) {
    if (item.kind !== 'group') continue;
    for (const section of item.sections) {
      if (within(pathname, section) && (!best || section.length > best.length)) {
        best = { id: item.id, length: section.length };
      }
    }
  }
  return best?.id ?? null;
}

/** The links the active role may open, flattened (for the dashboard's shortcuts). */
export function visibleLinks(items: readonly NavItem[], permissions: readonly string[]) {
  return visibleNavigation(items, permissions).flatMap((item) =>
    item.kind === 'link' ? [item] : item.links,
  );
}
