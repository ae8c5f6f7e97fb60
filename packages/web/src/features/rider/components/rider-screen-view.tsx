import type { RiderScreen } from '@horno/domain/deliveries';
import { formatTime } from '@horno/domain/dates';
import { Bike, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useEndShift } from '../api/end-shift';
import { StartShiftCard } from './start-shift-card';
import { NextTrip, TripUnderWay } from './trip-view';

/** The rider's phone: start a shift, wait for a trip, deliver it stop by stop, end the shift. */
export function RiderScreenView({
  screen,
  preferredSede,
}: {
  screen: RiderScreen;
  /** The branch the back office has selected, chosen first when starting a shift. */
  preferredSede: number | null;
}) {
  const { turno, viaje } = screen;
  if (!turno) return <StartShiftCard sedes={screen.sedes} preferredSede={preferredSede} />;
  return (
    <div className="space-y-5">
      <p className="text-base text-ink-muted">
        En turno en <strong className="text-ink">{turno.sede.nombre}</strong>{' '}
        <span className="whitespace-nowrap">desde {formatTime(turno.inicio)}</span>
      </p>
      {viaje?.estado === 'EN_CAMINO' ? (
        <TripUnderWay trip={viaje} />
      ) : viaje?.estado === 'ASIGNADO' ? (
        <NextTrip trip={viaje} />
      ) : (
        <NoTrip />
      )}
    </div>
  );
}

function NoTrip() {
  const end = useEndShift();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <EmptyState
        icon={Bike}
        title="Sin viajes por ahora"
        description="Cuando el despacho te asigne pedidos aparecerán aquí, con un sonido. Deja esta pantalla abierta."
        action={
          <Button variant="secondary" className="min-h-12" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" className="size-5" />
            Terminar turno
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Terminar tu turno?"
        description="El despacho dejará de verte y no te asignará más viajes hasta que inicies otro turno."
        confirmLabel="Terminar turno"
        pendingLabel="Terminando..."
        pending={end.isPending}
        onConfirm={() => end.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
