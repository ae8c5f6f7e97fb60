import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Skeleton } from '../../../components/ui/skeleton';
import { getUserBranches, type SedeRef } from '../../../features/auth/api/get-user-branches';
import { endSession } from '../../../features/auth/session';
import { hasPermission, useAuthStore } from '../../../features/auth/store';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useAdminTitle } from '../hooks/use-admin-title';

function BranchCard({
  sede,
  current,
  onChoose,
}: {
  sede: SedeRef;
  current: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        aria-current={current ? 'true' : undefined}
        className={cn(
          'group flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-surface text-left shadow-card transition-shadow hover:shadow-card-hover',
          current ? 'border-primary ring-2 ring-primary' : 'border-line',
        )}
      >
        <div className="aspect-[16/9] w-full overflow-hidden bg-surface-muted">
          {sede.imagen ? (
            <img
              src={sede.imagen}
              alt=""
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <span className="text-lg font-extrabold text-ink">{sede.nombre}</span>
          <span className="flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {sede.direccion}
          </span>
          {current ? (
            <span className="mt-1 text-xs font-bold text-primary-strong">Sede actual</span>
          ) : null}
        </div>
      </button>
    </li>
  );
}

/**
 * The branch picker after login: one branch is chosen by itself, several are offered as cards,
 * none (or a failed load) ends the session.
 */
export function SelectBranchPage() {
  useAdminTitle('Selecciona la sede');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selected = useAuthStore((s) => s.selectedLocation);
  const canAddBranch = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_sedes'));
  const branches = useQuery({
    queryKey: ['admin', 'my-branches'],
    queryFn: () => getUserBranches(),
    staleTime: 0,
  });
  const handled = useRef(false);

  const logout = async () => {
    await endSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const leave = async (message: string) => {
    notify.error(message);
    await logout();
  };

  const choose = (sede: SedeRef) => {
    useAuthStore.getState().setSelectedLocation({ id: sede.id });
    navigate('/', { replace: true });
  };

  useEffect(() => {
    if (handled.current) return;
    if (branches.isError) {
      handled.current = true;
      void leave('Error obteniendo sedes');
      return;
    }
    const list = branches.data;
    if (!list) return;
    if (list.length === 0 && canAddBranch) {
      // No branch at all yet (the demo's were removed): register the first one.
      handled.current = true;
      navigate('/sedes', { replace: true });
    } else if (list.length === 0) {
      handled.current = true;
      void leave('No tienes sedes asociadas');
    } else if (list.length === 1 && list[0]) {
      handled.current = true;
      choose(list[0]);
    }
    // leave and choose only use the store and navigation, which do not change.
  }, [branches.isError, branches.data]);

  const several = branches.data && branches.data.length > 1 ? branches.data : null;

  return (
    <main className="min-h-dvh bg-page px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-5xl">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <Logo />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              notify.success('Sesión cerrada correctamente');
              void logout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Cerrar sesión
          </Button>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          Selecciona la sede
        </h1>
        <p className="mt-1 text-ink-muted">
          Los pedidos, las mesas y el menú que verás son los de la sede que elijas. Puedes cambiarla
          luego desde tu menú de usuario.
        </p>
        {several ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {several.map((sede) => (
              <BranchCard
                key={sede.id}
                sede={sede}
                current={sede.id === selected?.id}
                onChoose={() => choose(sede)}
              />
            ))}
          </ul>
        ) : (
          <div
            role="status"
            aria-label="Cargando sedes..."
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <div key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
                <Skeleton className="aspect-[16/9] w-full rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </div>
            ))}
          </div>
        )}
      </div>
    </main>
  );
}
