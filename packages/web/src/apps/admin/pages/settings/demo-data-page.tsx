import { PageHeader } from '../../../../components/ui/page-header';
import { DemoDataPanel } from '../../../../features/admin-demo-data/components/demo-data-panel';
import { refreshAccess } from '../../../../features/auth/session';
import { useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

/**
 * After the removal the chosen branch may be gone: the session reads its branches again and
 * moves to one that stays, or to none (an administrator then registers the first one).
 */
async function settleBranch(): Promise<void> {
  await refreshAccess();
  const { profile, selectedLocation, setSelectedLocation } = useAuthStore.getState();
  const sedes = profile?.sedes ?? [];
  if (sedes.some((s) => s.id === selectedLocation?.id)) return;
  setSelectedLocation(sedes[0] ? { id: sedes[0].id } : null);
}

/** `/configuracion/datos-demo`: what the demo loaded, and 'Eliminar datos de demostración'. */
export function DemoDataPage() {
  useAdminTitle('Datos de demostración');
  return (
    <>
      <PageHeader
        title="Datos de demostración"
        description="La pizzería de ejemplo con la que empezó Horno: sus sedes, menú, pedidos y cuentas. Elimínala cuando vayas a trabajar con tus propios datos."
      />
      <DemoDataPanel onRemoved={settleBranch} />
    </>
  );
}
