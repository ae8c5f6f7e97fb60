import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useSlotSettings } from '../../../../features/admin-scheduling/api/get-slot-settings';
import { SlotSettingsForm } from '../../../../features/admin-scheduling/components/slot-settings-form';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function BranchScheduling({ id }: { id: number }) {
  const branches = useBranches();
  const settings = useSlotSettings(id);
  const sede = branches.data?.find((s) => s.id === id);
  const title = sede ? `Pedidos programados de ${sede.nombre}` : 'Pedidos programados';
  useAdminTitle(title);

  // Fails the page only when there is nothing to edit yet: a failed refetch must not throw away
  // unsaved edits.
  if (branches.isError || settings.isLoadingError) {
    return (
      <LoadError
        title="Error al cargar los pedidos programados de la sede"
        onRetry={() => void Promise.all([branches.refetch(), settings.refetch()])}
        error={branches.error ?? settings.error}
      />
    );
  }
  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={title}
        description="Cuándo puede recibir un pedido la sede: lo antes posible, o en una franja de los próximos días."
      />
      {sede && settings.data && settings.isFetchedAfterMount ? (
        // Started from the read made as it opens, with that read's version (a save over another
        // person's change since is refused); once per branch: a background refetch must not
        // throw away unsaved edits.
        <SlotSettingsForm key={sede.id} sede={sede} saved={settings.data} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

/** /sedes/:id/programacion: a branch's preparation times, days to schedule and slots. */
export function BranchSchedulingPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <BranchScheduling id={id} />;
}
