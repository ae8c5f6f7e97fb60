import { BRANCH_ADMIN_MESSAGES } from '@horno/domain/branch-admin';
import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useBranchRecord } from '../../../../features/admin-branches/api/branch-records';
import { BranchForm } from '../../../../features/admin-branches/components/branch-form';
import { refreshAccess } from '../../../../features/auth/session';
import { ApiError } from '../../../../lib/api-client';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

/** /sedes/agregar: a new branch, closed until its hours are set. */
export function RegisterBranchPage() {
  useAdminTitle('Agregar sede');
  return (
    <>
      <PageHeader
        title="Agregar sede"
        description="La sede queda cerrada hasta que definas sus horarios, y sin productos hasta que los asocies."
      />
      {/* The creator's session learns of the new branch (its staff may manage it). */}
      <BranchForm onCreated={() => void refreshAccess()} />
    </>
  );
}

function EditBranch({ id }: { id: number }) {
  const record = useBranchRecord(id);
  const sede = record.data;
  // A branch that is not there (or no longer taking orders): back to the list.
  if (record.error instanceof ApiError && record.error.status === 404) {
    return <Navigate to="/sedes" replace />;
  }
  // Only when there is nothing to edit yet: a failed refetch must not throw away what was typed.
  if (record.isLoadingError) {
    return (
      <LoadError
        title={BRANCH_ADMIN_MESSAGES.branchLoadError}
        onRetry={() => void record.refetch()}
        error={record.error}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={sede ? `Modificar ${sede.nombre}` : 'Modificar sede'}
        description="Los clientes ven los cambios en el menú y en el pie de página."
      />
      {/* The form starts from the read made as it opens, and takes that read's version: a
          save over another person's change since is refused. */}
      {sede && record.isFetchedAfterMount ? (
        <BranchForm key={sede.id} sede={sede} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

/** /sedes/:id/modificar: a branch's data. */
export function EditBranchPage() {
  useAdminTitle('Modificar sede');
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <EditBranch id={id} />;
}
