import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePermissions } from '../../../../features/admin-permissions/api/get-permissions';
import { PermissionsTable } from '../../../../features/admin-permissions/components/permissions-table';
import { ROLES_KEY } from '../../../../features/admin-roles/api/get-roles';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function PermissionsListPage() {
  useAdminTitle('Permisos');
  const queryClient = useQueryClient();
  const permisos = usePermissions();
  return (
    <>
      <PageHeader
        title="Permisos"
        description="La clave de cada permiso es la que revisan el menú y las pantallas. Asígnalos a los roles."
        actions={
          <Link to="/permisos/registrar" className={buttonClass({ size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            Registrar permiso
          </Link>
        }
      />
      {permisos.isPending ? (
        <DataTableSkeleton columns={3} />
      ) : permisos.isError ? (
        <LoadError
          title="No se pudieron cargar los permisos"
          onRetry={() => void permisos.refetch()}
          error={permisos.error}
        />
      ) : (
        <PermissionsTable
          permisos={permisos.data}
          // Roles list their permissions: a deleted one must leave them too.
          onDeleted={() => void queryClient.invalidateQueries({ queryKey: ROLES_KEY })}
        />
      )}
    </>
  );
}
