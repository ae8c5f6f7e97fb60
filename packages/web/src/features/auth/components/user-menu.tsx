import { ChevronDown, LogOut, ReceiptText, Store, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
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
import { notify } from '../../../lib/toast';
import { endSession, selectRole } from '../session';
import { useAuthStore } from '../store';

function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

const activeMark = <span className="font-normal text-ink-muted">(Activo)</span>;

/** The signed-in visitor's menu: who they are, their roles, their branches and 'Cerrar sesión'. */
export function UserMenu() {
  const profile = useAuthStore((state) => state.profile);
  const selectedRole = useAuthStore((state) => state.selectedRole);
  const navigate = useNavigate();
  const rolesLabelId = useId();
  if (!profile) return null;

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const { roles, sedes } = profile;

  const logout = async () => {
    navigate('/menu');
    await endSession();
    notify.success('Sesión cerrada correctamente');
  };

  return (
    // Not modal: a modal menu hides the page from screen readers while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Menú de ${fullName}`}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-surface p-1 text-sm font-bold text-ink shadow-sm transition-colors hover:border-primary data-[state=open]:border-primary sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-sm font-extrabold text-primary-strong"
        >
          {initials(profile.first_name, profile.last_name)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{profile.first_name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-ink-muted sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72 max-w-[calc(100vw-1.5rem)]">
        <div className="px-3 pt-2 pb-2.5">
          <p className="truncate font-extrabold">{fullName}</p>
          <p className="truncate text-sm text-ink-muted">{profile.email}</p>
        </div>
        {roles.length > 0 && <DropdownMenuSeparator />}
        {roles.length > 1 ? (
          <>
            <DropdownMenuLabel id={rolesLabelId}>Selecciona tu rol</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-labelledby={rolesLabelId}
              value={selectedRole === null ? '' : String(selectedRole)}
              onValueChange={(value) => void selectRole(Number(value))}
            >
              {roles.map((role) => (
                <DropdownMenuRadioItem
                  key={role.id}
                  value={String(role.id)}
                  // Keeps the menu open so the '(Activo)' mark is seen moving.
                  onSelect={(event) => event.preventDefault()}
                >
                  {role.rol}
                  {role.id === selectedRole && activeMark}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        ) : (
          roles.map((role) => (
            <p key={role.id} className="flex min-h-9 items-center gap-1 px-3 text-sm font-bold">
              {role.rol} {activeMark}
            </p>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/mis-pedidos">
            <ReceiptText aria-hidden="true" className="size-4 text-ink-muted" />
            Mis pedidos
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/mi-cuenta">
            <UserRound aria-hidden="true" className="size-4 text-ink-muted" />
            Mi cuenta
          </Link>
        </DropdownMenuItem>
        {sedes.length > 0 && (
          <DropdownMenuItem asChild>
            <Link to="/seleccionar-sede">
              <Store aria-hidden="true" className="size-4 text-ink-muted" />
              Selecciona la sede
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
          Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default UserMenu;
