import { PageHeader } from '../../../../components/ui/page-header';
import { RoleForm } from '../../../../features/admin-roles/components/role-form';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function RegisterRolePage() {
  useAdminTitle('Registrar rol');
  return (
    <>
      <PageHeader
        title="Registrar rol"
        description="Después de crearlo, asígnale permisos desde la lista de roles."
      />
      <RoleForm />
    </>
  );
}
