import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useRoles } from '../../../../features/admin-roles/api/get-roles';
import { RegisterUserForm } from '../../../../features/admin-users/components/register-user-form';
import { useAuthStore } from '../../../../features/auth/store';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function RegisterUserPage() {
  useAdminTitle('Registrar usuario');
  const roles = useRoles();
  const branches = useBranches();
  const mine = useAuthStore((s) => s.profile?.sedes);

  const loading = roles.isPending || branches.isPending;
  const failed = roles.isError || branches.isError;
  // Staff may only give the branches they belong to themselves.
  const myIds = new Set((mine ?? []).map((s) => s.id));
  const sedes = (branches.data ?? []).filter((s) => myIds.has(s.id));

  return (
    <>
      <PageHeader
        title="Registrar usuario"
        description="Todos los campos son obligatorios. La persona entrará al panel con este correo y contraseña."
      />
      {loading ? (
        <FormSkeleton fields={5} />
      ) : failed ? (
        <LoadError
          title="No se pudieron cargar los roles y las sedes"
          onRetry={() => {
            void roles.refetch();
            void branches.refetch();
          }}
          error={roles.error ?? branches.error}
        />
      ) : (
        <RegisterUserForm roles={roles.data ?? []} sedes={sedes} />
      )}
    </>
  );
}
