import { AD_MESSAGES } from '@horno/domain/ads';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAd } from '../../../../features/admin-ads/api/get-ad';
import { AdForm } from '../../../../features/admin-ads/components/ad-form';
import { useServerNow } from '../../../../lib/server-clock';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

const LIST = '/publicidad/listado';
/** The server's clock, read again every minute (the dates' window is by the day). */
const CLOCK_REFRESH_MS = 60_000;

/** The server's "now" once known, to the minute. */
function useFormNow(): Date | null {
  const now = useServerNow(CLOCK_REFRESH_MS);
  const minute = now === null ? null : Math.floor(now / CLOCK_REFRESH_MS);
  return useMemo(() => (minute === null ? null : new Date(minute * CLOCK_REFRESH_MS)), [minute]);
}

export function RegisterAdPage() {
  useAdminTitle('Registrar publicidad');
  const now = useFormNow();
  return (
    <>
      <PageHeader
        title="Registrar publicidad"
        description="Los clientes la verán al abrir el menú, desde la fecha de inicio hasta el final de la fecha de fin."
      />
      {now ? <AdForm now={now} /> : <FormSkeleton fields={4} />}
    </>
  );
}

function EditAd({ id }: { id: number }) {
  const ad = useAd(id);
  const now = useFormNow();
  useLeaveOnError(ad.isLoadingError, AD_MESSAGES.loadError, LIST);
  return (
    <>
      <PageHeader
        title={ad.data ? `Modificar ${ad.data.titulo}` : 'Modificar publicidad'}
        description="Los cambios se ven la próxima vez que un cliente abra el menú."
      />
      {ad.data && now ? (
        <AdForm key={ad.data.id} now={now} ad={ad.data} />
      ) : (
        <FormSkeleton fields={4} />
      )}
    </>
  );
}

export function EditAdPage() {
  useAdminTitle('Modificar publicidad');
  const id = useRouteId();
  if (id === null) return <Navigate to={LIST} replace />;
  return <EditAd id={id} />;
}
