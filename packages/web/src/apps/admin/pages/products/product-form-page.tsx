import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeaveConfirm } from '../../../../components/ui/leave-confirm';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { ProductForm } from '../../../../features/admin-products/components/product-form';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useProductFormData } from './use-product-form-data';

export function RegisterProductPage() {
  useAdminTitle('Registrar producto');
  const data = useProductFormData();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const { leave, dialog, release } = useLeaveConfirm(
    dirty,
    'El producto que empezaste no se registrará.',
  );
  // Saved, the form reports clean just before it opens the list. Stable: the form re-reports on
  // every new callback, and a stale report would mark a saved form dirty again.
  const trackDirty = useCallback(
    (next: boolean) => {
      if (!next) release();
      setDirty(next);
    },
    [release],
  );
  return (
    <>
      <PageHeader
        title="Registrar producto"
        description="Un producto regular: con precio único o por tamaño, y sus adiciones."
      />
      {data.ready ? (
        <ProductForm
          {...data.ready}
          onCancel={() => leave(() => navigate('/productos/listado'))}
          onDirtyChange={trackDirty}
        />
      ) : data.error ? (
        <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
      ) : (
        <FormSkeleton fields={6} />
      )}
      {dialog}
    </>
  );
}
