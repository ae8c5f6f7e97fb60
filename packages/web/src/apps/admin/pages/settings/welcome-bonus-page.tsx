import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  useWelcomeBonus,
  welcomeBonusQueryOptions,
} from '../../../../features/auth/api/get-welcome-bonus';
import { BonusBannerView } from '../../../../features/auth/components/bonus-banner';
import { WelcomeBonusForm } from '../../../../features/admin-welcome-bonus/components/welcome-bonus-form';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** `/configuracion/bono-bienvenida`: the welcome bonus, with the customer's banner as a preview. */
export function WelcomeBonusPage() {
  useAdminTitle('Bono de bienvenida');
  const queryClient = useQueryClient();
  const bono = useWelcomeBonus();
  return (
    <>
      <PageHeader
        title="Bono de bienvenida"
        description="El cupón que recibe cada cliente nuevo al verificar su número de WhatsApp."
      />
      {bono.isPending ? (
        <FormSkeleton fields={5} />
      ) : bono.isError ? (
        <LoadError
          title="No se pudo cargar el bono de bienvenida"
          onRetry={() => void bono.refetch()}
          error={bono.error}
        />
      ) : (
        <WelcomeBonusForm
          bono={bono.data}
          preview={(texts) => <BonusBannerView {...texts} />}
          onSaved={(saved) => queryClient.setQueryData(welcomeBonusQueryOptions().queryKey, saved)}
        />
      )}
    </>
  );
}
