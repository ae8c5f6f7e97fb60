import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePermission } from '../../../../features/admin-permissions/api/get-permission';
import { PermissionForm } from '../../../../features/admin-permissions/components/permission-form';
import { ROLES_KEY } from '../../../../features/admin-roles/api/get-roles';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function EditPermission({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const permiso = usePermission(id);
  useLeaveOnError(permiso.isLoadingError, 'Error al cargar el permiso', '/permisos/listado');
  return (
    <>
      <PageHeader
        title="Modificar permiso"
        description="Cambia el nombre o la clave del permiso."
      />
      {permiso.data ? (
        <PermissionForm
          key={permiso.data.id}
          permiso={permiso.data}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ROLES_KEY })}
        />
      ) : (
        <FormSkeleton fields={2} />
      )}
    </>
  );
}

export function EditPermissionPage() {
  useAdminTitle('Modificar permiso');
  const id = useRouteId();
  if (id === null) return <Navigate to="/permisos/listado" replace />;
  return <EditPermission id={id} />;
}
