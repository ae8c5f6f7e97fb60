import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRole } from '../../../../features/admin-roles/api/get-role';
import { AssignPermissionsForm } from '../../../../features/admin-roles/components/assign-permissions-form';
import { usePermissions } from '../../../../features/admin-permissions/api/get-permissions';
import { refreshAccess } from '../../../../features/auth/session';
import { useAuthStore } from '../../../../features/auth/store';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function AssignPermissions({ id }: { id: number }) {
  const role = useRole(id);
  const permisos = usePermissions();
  const heldByMe = useAuthStore((s) => s.profile?.roles.some((r) => r.id === id) ?? false);
  // Only a first load that failed: the refetch that follows a save (which may now be refused)
  // must not announce 'Error al cargar el rol' next to the success.
  useLeaveOnError(
    role.isLoadingError || permisos.isLoadingError,
    'Error al cargar el rol',
    '/roles/listado',
  );
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
      {/* The form starts from the read made as it opens, and takes that read's version: a
          save over another person's change since is refused. */}
      {role.data && role.isFetchedAfterMount && permisos.data ? (
        <AssignPermissionsForm
          key={role.data.id}
          role={role.data}
          permisos={permisos.data}
          heldByMe={heldByMe}
          // One of my roles changed: the sidebar and guards follow at once.
          onAssigned={() => (heldByMe ? void refreshAccess() : undefined)}
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
