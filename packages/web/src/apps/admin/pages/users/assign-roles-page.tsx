import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRoles } from '../../../../features/admin-roles/api/get-roles';
import { useUser } from '../../../../features/admin-users/api/get-user';
import { AssignRolesForm } from '../../../../features/admin-users/components/assign-roles-form';
import { fullName } from '../../../../features/admin-users/components/users-table';
import { refreshAccess } from '../../../../features/auth/session';
import { useAuthStore } from '../../../../features/auth/store';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function AssignRoles({ id }: { id: number }) {
  const user = useUser(id);
  const roles = useRoles();
  const myId = useAuthStore((s) => s.profile?.id);
  // Only a first load that failed, not the refetch that follows a save.
  useLeaveOnError(
    user.isLoadingError || roles.isLoadingError,
    'Error al cargar el usuario',
    '/usuarios/listado',
  );
  return (
    <>
      <PageHeader
        title="Asignar roles"
        description={
          user.data
            ? `Elige los roles de ${fullName(user.data)}. Cada rol trae sus permisos.`
            : 'Elige los roles del usuario.'
        }
      />
      {/* The form starts from the read made as it opens, and takes that read's version: a
          save over another person's change since is refused. */}
      {user.data && user.isFetchedAfterMount && roles.data ? (
        <AssignRolesForm
          key={user.data.id}
          user={user.data}
          roles={roles.data}
          // My own roles changed: the session, the sidebar and the guards follow.
          onAssigned={(saved) => (saved.id === myId ? void refreshAccess() : undefined)}
        />
      ) : (
        <FormSkeleton fields={3} />
      )}
    </>
  );
}

export function AssignRolesPage() {
  useAdminTitle('Asignar roles');
  const id = useRouteId();
  if (id === null) return <Navigate to="/usuarios/listado" replace />;
  return <AssignRoles id={id} />;
}
