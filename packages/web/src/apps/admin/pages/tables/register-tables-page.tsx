import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAuthStore } from '../../../../features/auth/store';
import { RegisterTablesForm } from '../../../../features/tables/components/register-tables-form';
import { useAdminTitle } from '../../hooks/use-admin-title';

/**
 * /mesas/registrar: a branch of the staff member (`?sede=`, the branch whose tables were shown,
 * else the selected one) and how many tables to add.
 */
export function RegisterTablesPage() {
  useAdminTitle('Registrar mesas');
  const [params] = useSearchParams();
  const sedes = useAuthStore((s) => s.profile?.sedes) ?? [];
  const asked = Number(params.get('sede'));
  const current = useAuthStore((s) => s.selectedLocation?.id ?? null);
  const selected = sedes.some((b) => b.id === asked) ? asked : current;
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
