import { BRANCH_ADMIN_MESSAGES } from '@horno/domain/branch-admin';
import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useBranchRecord } from '../../../../features/admin-branches/api/branch-records';
import { ProductAssociation } from '../../../../features/admin-branches/components/product-association';
import { useAdminCatalog } from '../../../../features/admin-products/api/products';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useRouteId } from '../../hooks/use-route-id';

function AssociateProducts({ id }: { id: number }) {
  const branches = useBranches();
  const record = useBranchRecord(id);
  const catalog = useAdminCatalog();
  const sede = branches.data?.find((s) => s.id === id);
  useAdminTitle(sede ? `Asociar productos a ${sede.nombre}` : 'Asociar productos');

  // The branch's own read fails the page only when there is nothing to edit yet: a failed
  // refetch must not throw away unsaved ticks.
  if (branches.isError || record.isLoadingError || catalog.isError) {
    return (
      <LoadError
        title={BRANCH_ADMIN_MESSAGES.branchLoadError}
        onRetry={() => void Promise.all([branches.refetch(), record.refetch(), catalog.refetch()])}
        error={branches.error ?? record.error ?? catalog.error}
      />
    );
  }
  if (branches.data && !sede) return <Navigate to="/sedes" replace />;
  return (
    <>
      <PageHeader
        title={sede ? `Asociar productos a ${sede.nombre}` : 'Asociar productos'}
        description="Marca lo que vende la sede; su menú cambia en cuanto guardas."
      />
      {sede && record.data && record.isFetchedAfterMount && catalog.data ? (
        <ProductAssociation
          // Started from the branch as read on opening, with that read's version (a save over
          // another person's change since is refused); once per branch: a background refetch
          // must not throw away unsaved ticks.
          key={sede.id}
          sede={record.data}
          categorias={catalog.data.categorias}
          productos={catalog.data.productos}
          especiales={catalog.data.especiales}
        />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

/** /sedes/:id/asociar-productos: which products and special products a branch sells. */
export function AssociateProductsPage() {
  const id = useRouteId();
  if (id === null) return <Navigate to="/sedes" replace />;
  return <AssociateProducts id={id} />;
}
