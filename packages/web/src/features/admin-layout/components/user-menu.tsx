import { ChevronDown, LogOut, MapPin } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

interface UserMenuProps {
  name: string;
  email: string;
  roles: ReadonlyArray<{ id: number; rol: string }>;
  selectedRole: number | null;
  onSelectRole: (roleId: number) => void;
  /** Offers 'Selecciona la sede' when the user has branches. */
  hasBranches: boolean;
  onSelectBranch: () => void;
  onLogout: () => void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Name, e-mail, the roles to pick the active one from, the branch picker and logout. */
export function UserMenu({
  name,
  email,
  roles,
  selectedRole,
  onSelectRole,
  hasBranches,
  onSelectBranch,
  onLogout,
}: UserMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-bold text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted">
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-xs font-extrabold text-on-primary"
        >
          {initials(name)}
        </span>
        <span className="sr-only">Menú de usuario: </span>
        {/* Below lg the initials stand for the name: a tablet's bar keeps room for the branch. */}
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
        <span className="sr-only lg:hidden">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <div className="px-3 pt-2 pb-2">
          <p className="truncate text-sm font-extrabold text-ink">{name}</p>
          <p className="truncate text-xs text-ink-muted">{email}</p>
        </div>
        <DropdownMenuSeparator />
        {roles.length > 1 ? <DropdownMenuLabel>Selecciona tu rol</DropdownMenuLabel> : null}
        <DropdownMenuRadioGroup
          value={selectedRole === null ? '' : String(selectedRole)}
          onValueChange={(value) => {
            const id = Number(value);
            if (id !== selectedRole) onSelectRole(id);
          }}
        >
          {roles.map((role) => (
            <DropdownMenuRadioItem key={role.id} value={String(role.id)}>
              <span className="flex-1">{role.rol}</span>
              {role.id === selectedRole ? (
                <span className="text-xs font-bold text-success">(Activo)</span>
              ) : null}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {hasBranches ? (
          <DropdownMenuItem onSelect={onSelectBranch}>
            <MapPin aria-hidden="true" className="size-4" />
            Selecciona la sede
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem tone="danger" onSelect={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
