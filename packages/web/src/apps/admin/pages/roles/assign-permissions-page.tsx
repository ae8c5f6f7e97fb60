import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRole } from '../../../../features/admin-roles/api/get-role';
import { AssignPermissionsForm } from '../../../../features/admin-roles/components/assign-permissions-form';
import { usePermissions } from '../../../../features/admin-permissions/api/get-permissions';
import { selectRole } from '../../../../features/auth/session';
import { useAuthStore } from '../../../../features/auth/store';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function AssignPermissions({ id }: { id: number }) {
  const role = useRole(id);
  const permisos = usePermissions();
  useLeaveOnError(role.isError || permisos.isError, 'Error al cargar el rol', '/roles/listado');
  return (
    <>
      <PageHeader
        title="Asignar permisos"
        description={
          role.data
            ? `Marca lo que puede hacer el rol ${role.data.rol}.`
            : 'Marca lo que puede hacer el rol.'
        }
      />
      {role.data && permisos.data ? (
        <AssignPermissionsForm
          key={role.data.id}
          role={role.data}
          permisos={permisos.data}
          onAssigned={(saved) => {
            // The active role changed: the sidebar and guards follow at once.
            if (saved.id === useAuthStore.getState().selectedRole) void selectRole(saved.id);
          }}
        />
      ) : (
        <FormSkeleton fields={4} />
      )}
    </>
  );
}

export function AssignPermissionsPage() {
  useAdminTitle('Asignar permisos');
  const id = useRouteId();
  if (id === null) return <Navigate to="/roles/listado" replace />;
  return <AssignPermissions id={id} />;
}
