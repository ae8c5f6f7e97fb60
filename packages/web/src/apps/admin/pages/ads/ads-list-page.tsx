import { AD_MESSAGES } from '@horno/domain/ads';
import { Plus } from 'lucide-react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAds } from '../../../../features/admin-ads/api/get-ads';
import { AdsTable } from '../../../../features/admin-ads/components/ads-table';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function AdsListPage() {
  useAdminTitle('Publicidad');
  const ads = useAds();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_publicidad'));
  return (
    <>
      <PageHeader
        title="Publicidad"
        description="Las promociones que los clientes ven al abrir el menú, mientras estén vigentes."
        actions={
          canManage ? (
            <Link to="/publicidad/registrar" className={buttonClass({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Registrar publicidad
            </Link>
          ) : undefined
        }
      />
      {ads.isPending ? (
        <DataTableSkeleton columns={5} />
      ) : ads.isError ? (
        <LoadError
          title={AD_MESSAGES.loadListError}
          onRetry={() => void ads.refetch()}
          error={ads.error}
        />
      ) : (
        <AdsTable ads={ads.data} canManage={canManage} />
      )}
    </>
  );
}
