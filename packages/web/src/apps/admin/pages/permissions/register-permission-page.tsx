import { PageHeader } from '../../../../components/ui/page-header';
import { PermissionForm } from '../../../../features/admin-permissions/components/permission-form';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function RegisterPermissionPage() {
  useAdminTitle('Registrar permiso');
  return (
    <>
      <PageHeader
        title="Registrar permiso"
        description="Después podrás asignarlo a los roles que lo necesiten."
      />
      <PermissionForm />
    </>
  );
}
