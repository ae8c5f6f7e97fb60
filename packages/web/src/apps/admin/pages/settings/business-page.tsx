import { PageHeader } from '../../../../components/ui/page-header';
import { BusinessForm } from '../../../../features/admin-business/components/business-form';
import { useBusiness } from '../../../../lib/business';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** /configuracion/negocio: the business's identity, shown in both apps. */
export function BusinessPage() {
  useAdminTitle('Datos del negocio');
  const business = useBusiness();
  return (
    <>
      <PageHeader
        title="Datos del negocio"
        description="El nombre, los datos legales, el logo y el color que ven tus clientes en el menú, los recibos, los mensajes y las políticas."
      />
      {business.data ? <BusinessForm negocio={business.data} /> : <FormSkeleton fields={8} />}
    </>
  );
}
