import type { Trip } from '@horno/domain/deliveries';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useAuthStore } from '../../../../features/auth/store';
import { playNewOrderSound } from '../../../../features/live-orders/new-order-sound';
import { LiveIndicator } from '../../../../features/order-board/components/live-indicator';
import { useRiderScreen } from '../../../../features/rider/api/get-rider-screen';
import { RiderScreenView } from '../../../../features/rider/components/rider-screen-view';
import { useNewTrip } from '../../../../features/rider/hooks/use-new-trip';
import { useRiderLive } from '../../../../features/rider/hooks/use-rider-live';
import { useAdminTitle } from '../../hooks/use-admin-title';

const tripNews = (trip: Trip) =>
  `Nuevo viaje: ${trip.paradas.length === 1 ? '1 pedido' : `${trip.paradas.length} pedidos`}`;

/** /repartos: the rider's own screen, on a phone in one hand. */
export function RiderPage() {
  useAdminTitle('Repartos');
  const token = useAuthStore((s) => s.token);
  const preferredSede = useAuthStore((s) => s.selectedLocation?.id ?? null);
  const screen = useRiderScreen();
  const live = useRiderLive(token);
  const [announcement, setAnnouncement] = useState('');
  useNewTrip(screen.data?.viaje, (trip) => {
    setAnnouncement(tripNews(trip));
    void playNewOrderSound();
  });

  return (
    <div className="mx-auto max-w-xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">Repartos</h1>
        <LiveIndicator state={live} />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {screen.isPending ? (
        <div role="status" aria-label="Cargando tus repartos..." className="space-y-3">
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ) : !screen.data ? (
        <LoadError
          title="No se pudieron cargar tus repartos"
          onRetry={() => void screen.refetch()}
          error={screen.error}
        />
      ) : (
        <RiderScreenView screen={screen.data} preferredSede={preferredSede} />
      )}
    </div>
  );
}
