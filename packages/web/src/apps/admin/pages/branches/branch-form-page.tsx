import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { BranchForm } from '../../../../features/admin-branches/components/branch-form';
import { refreshAccess } from '../../../../features/auth/session';
import { useBranches } from '../../../../features/branches/api/get-branches';
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
  const branches = useBranches();
  const sede = branches.data?.find((s) => s.id === id);
  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={sede ? `Modificar ${sede.nombre}` : 'Modificar sede'}
        description="Los clientes ven los cambios en el menú y en el pie de página."
      />
      {sede ? <BranchForm key={sede.id} sede={sede} /> : <FormSkeleton fields={6} />}
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
