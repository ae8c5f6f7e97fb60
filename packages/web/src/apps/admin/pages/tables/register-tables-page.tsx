import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { RegisterTablesForm } from '../../../../features/tables/components/register-tables-form';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** /mesas/registrar: a branch of the staff member and how many tables to add. */
export function RegisterTablesPage() {
  useAdminTitle('Registrar mesas');
  const sedes = useAuthStore((s) => s.profile?.sedes) ?? [];
  const selected = useAuthStore((s) => s.selectedLocation?.id ?? null);
  return (
    <>
      <PageHeader
        title="Registrar mesas"
        description="Elige la sede y cuántas mesas agregar. Se numeran solas a partir de la última."
      />
      <RegisterTablesForm sedes={sedes} defaultSede={selected} />
    </>
  );
}
