import { BRANCH_ADMIN_MESSAGES } from '@horno/domain/branch-admin';
import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useBranchHoursRecord } from '../../../../features/admin-branches/api/branch-records';
import { HoursEditor } from '../../../../features/admin-branches/components/hours-editor';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function BranchHours({ id }: { id: number }) {
  const branches = useBranches();
  const hours = useBranchHoursRecord(id);
  const sede = branches.data?.find((s) => s.id === id);
  useAdminTitle(sede ? `Horarios de ${sede.nombre}` : 'Horarios de la sede');

  // The hours' read fails the page only when there is nothing to edit yet: a failed refetch must
  // not throw away unsaved edits.
  if (branches.isError || hours.isLoadingError) {
    return (
      <LoadError
        title={BRANCH_ADMIN_MESSAGES.hoursLoadError}
        onRetry={() => void Promise.all([branches.refetch(), hours.refetch()])}
        error={branches.error ?? hours.error}
      />
    );
  }
  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={sede ? `Horarios de ${sede.nombre}` : 'Horarios de la sede'}
        description="Los clientes ven el cambio enseguida: si la sede abre o cierra, y cuándo."
      />
      {sede && hours.data && hours.isFetchedAfterMount ? (
        // Started from the read made as it opens, with that read's version (a save over another
        // person's change since is refused); once per branch: a background refetch must not
        // throw away unsaved edits.
        <HoursEditor key={sede.id} sede={sede} saved={hours.data} />
      ) : (
        <FormSkeleton fields={8} />
      )}
    </>
  );
}

/** /sedes/:id/horarios: the week of hours of a branch. */
export function BranchHoursPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <BranchHours id={id} />;
}
