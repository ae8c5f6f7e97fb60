import { useQuery } from '@tanstack/react-query';
import { MapPin, Store } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { getUserBranches, type SedeRef } from '../../../features/auth/api/get-user-branches';
import { endSession } from '../../../features/auth/session';
import { useAuthStore } from '../../../features/auth/store';
import { useChosenBranchStore } from '../../../features/branches/store';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/business';

function useChooseBranch() {
  const navigate = useNavigate();
  return (sede: SedeRef, announce: boolean) => {
    useAuthStore.getState().setSelectedLocation({ id: sede.id });
    useChosenBranchStore.getState().setSedeId(sede.id);
    if (announce) notify.success(`Ubicación cambiada a ${sede.nombre}`);
    navigate('/', { replace: true });
  };
}

function BranchCard({ sede, onChoose }: { sede: SedeRef; onChoose: () => void }) {
  const selected = useAuthStore((state) => state.selectedLocation?.id === sede.id);
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={selected ? 'true' : undefined}
      className="group flex w-full flex-col overflow-hidden rounded-3xl bg-surface text-left shadow-card ring-1 ring-line/70 transition-shadow hover:shadow-card-hover aria-[current=true]:ring-2 aria-[current=true]:ring-primary"
    >
      <div className="aspect-[4/3] w-full overflow-hidden bg-surface-muted">
        {sede.imagen ? (
          <img
            src={sede.imagen}
            alt=""
            width={400}
            height={300}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted">
            <Store aria-hidden="true" strokeWidth={1.5} className="size-14 text-primary/70" />
          </div>
        )}
      </div>
      <div className="space-y-1.5 p-5">
        <p className="text-lg font-extrabold text-ink">{sede.nombre}</p>
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {sede.direccion}
        </p>
      </div>
    </button>
  );
}

/** Spec §6: a signed-in user picks one of their branches; one is chosen for them. */
export default function SelectBranchPage() {
  usePageTitle('Selecciona la sede');
  const isAuth = useAuthStore((state) => state.isAuth);
  const navigate = useNavigate();
  const choose = useChooseBranch();
  const branches = useQuery({
    queryKey: ['user-branches'],
    queryFn: getUserBranches,
    enabled: isAuth,
  });
  const list = branches.data;
  const only = list?.length === 1 ? list[0] : undefined;

  useEffect(() => {
    if (only) {
      choose(only, false);
      return;
    }
    if (!branches.isError && list?.length !== 0) return;
    notify.error(branches.isError ? 'Error obteniendo sedes' : 'No tienes sedes asociadas');
    void endSession().then(() => navigate('/login', { replace: true }));
    // Runs when the answer changes, not when `choose` or `navigate` change identity.
  }, [only, list?.length, branches.isError]);

  if (!isAuth) return <Navigate to="/login" replace state={{ from: '/seleccionar-sede' }} />;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="space-y-1.5">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Selecciona la sede</h1>
        <p className="text-ink-muted">Elige la sede en la que vas a trabajar o pedir.</p>
      </div>
      {!list || list.length <= 1 ? (
        <div
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label="Cargando sedes"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[5/4] rounded-3xl" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((sede) => (
            <li key={sede.id}>
              <BranchCard sede={sede} onChoose={() => choose(sede, true)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
