import { UserPlus } from 'lucide-react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useUsers } from '../../../../features/admin-users/api/get-users';
import { UsersTable } from '../../../../features/admin-users/components/users-table';
import { useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function UsersListPage() {
  useAdminTitle('Usuarios');
  const users = useUsers();
  const selfId = useAuthStore((s) => s.profile?.id ?? null);
  return (
    <>
      <PageHeader
        title="Usuarios"
        description="Tu equipo y los clientes registrados. Asigna roles, cambia contraseñas o desactiva cuentas desde el menú de cada fila."
        actions={
          <Link to="/usuarios/registrar" className={buttonClass({ size: 'sm' })}>
            <UserPlus aria-hidden="true" className="size-4" />
            Registrar usuario
          </Link>
        }
      />
      {users.isPending ? (
        <DataTableSkeleton columns={5} />
      ) : users.isError ? (
        <LoadError
          title="No se pudieron cargar los usuarios"
          onRetry={() => void users.refetch()}
          error={users.error}
        />
      ) : (
        <UsersTable users={users.data} selfId={selfId} />
      )}
    </>
  );
}
