import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRole } from '../../../../features/admin-roles/api/get-role';
import { RoleForm } from '../../../../features/admin-roles/components/role-form';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function EditRole({ id }: { id: number }) {
  const role = useRole(id);
  // Only a first load that failed: a refetch after saving must not say the role failed to load.
  useLeaveOnError(role.isLoadingError, 'Error al cargar el rol', '/roles/listado');
  return (
    <>
      <PageHeader title="Modificar rol" description="Cambia el nombre del rol." />
      {/* The form starts from the read made as it opens, and takes that read's version: a
          save over another person's change since is refused. */}
      {role.data && role.isFetchedAfterMount ? (
        <RoleForm key={role.data.id} role={role.data} />
      ) : (
        <FormSkeleton fields={1} />
      )}
    </>
  );
}

export function EditRolePage() {
  useAdminTitle('Modificar rol');
  const id = useRouteId();
  if (id === null) return <Navigate to="/roles/listado" replace />;
  return <EditRole id={id} />;
}
