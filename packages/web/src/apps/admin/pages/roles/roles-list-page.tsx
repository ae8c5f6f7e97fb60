import { Plus } from 'lucide-react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRoles } from '../../../../features/admin-roles/api/get-roles';
import { RolesTable } from '../../../../features/admin-roles/components/roles-table';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function RolesListPage() {
  useAdminTitle('Roles');
  const roles = useRoles();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_roles'));
  return (
    <>
      <PageHeader
        title="Roles"
        description="Cada rol reúne permisos; un usuario puede tener varios y elige uno activo."
        actions={
          canManage ? (
            <Link to="/roles/registrar" className={buttonClass({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Registrar rol
            </Link>
          ) : undefined
        }
      />
      {roles.isPending ? (
        <DataTableSkeleton columns={3} />
      ) : roles.isError ? (
        <LoadError
          title="No se pudieron cargar los roles"
          onRetry={() => void roles.refetch()}
          error={roles.error}
        />
      ) : (
        <RolesTable roles={roles.data} canManage={canManage} />
      )}
    </>
  );
}
