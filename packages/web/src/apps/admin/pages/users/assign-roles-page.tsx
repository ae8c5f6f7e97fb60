import type { Usuario } from '@horno/domain/auth';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRoles } from '../../../../features/admin-roles/api/get-roles';
import { useUser } from '../../../../features/admin-users/api/get-user';
import { AssignRolesForm } from '../../../../features/admin-users/components/assign-roles-form';
import { fullName } from '../../../../features/admin-users/components/users-table';
import { selectRole } from '../../../../features/auth/session';
import { useAuthStore } from '../../../../features/auth/store';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

/** When staff change their own roles, the session follows (and the active role, if removed). */
async function refreshOwnRoles(saved: Usuario): Promise<void> {
  const { profile, selectedRole, setProfile, setSelectedRole, setPermissions } =
    useAuthStore.getState();
  if (!profile || profile.id !== saved.id) return;
  setProfile({ ...profile, roles: saved.roles, sedes: saved.sedes });
  if (saved.roles.some((r) => r.id === selectedRole)) return;
  const first = saved.roles[0];
  if (first) await selectRole(first.id);
  else {
    setSelectedRole(null);
    setPermissions([]);
  }
}

function AssignRoles({ id }: { id: number }) {
  const user = useUser(id);
  const roles = useRoles();
  useLeaveOnError(user.isError || roles.isError, 'Error al cargar el usuario', '/usuarios/listado');
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
      {user.data && roles.data ? (
        <AssignRolesForm
          key={user.data.id}
          user={user.data}
          roles={roles.data}
          onAssigned={(saved) => void refreshOwnRoles(saved)}
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
