import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useUser } from '../../../../features/admin-users/api/get-user';
import { ChangePasswordForm } from '../../../../features/admin-users/components/change-password-form';
import { fullName } from '../../../../features/admin-users/components/users-table';
import { useAuthStore } from '../../../../features/auth/store';
import { notify } from '../../../../lib/toast';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function ChangePassword({ id }: { id: number }) {
  const user = useUser(id);
  useLeaveOnError(user.isLoadingError, 'Error al cargar el usuario', '/usuarios/listado');
  return (
    <>
      <PageHeader
        title="Cambiar contraseña"
        description={
          user.data
            ? `Nueva contraseña para ${fullName(user.data)} (${user.data.email}).`
            : 'Nueva contraseña para el usuario.'
        }
      />
      {user.data ? (
        <ChangePasswordForm
          user={user.data}
          onChanged={(changed) => {
            // The server closes every session of that user: one's own too.
            if (changed.id === useAuthStore.getState().profile?.id) {
              useAuthStore.getState().logout();
              notify('Inicia sesión de nuevo con tu nueva contraseña.');
            }
          }}
        />
      ) : (
        <FormSkeleton fields={2} />
      )}
    </>
  );
}

export function ChangePasswordPage() {
  useAdminTitle('Cambiar contraseña');
  const id = useRouteId();
  if (id === null) return <Navigate to="/usuarios/listado" replace />;
  return <ChangePassword id={id} />;
}
