import { formatTime } from '@horno/domain/dates';
import { formatOrderNumber } from '@horno/domain/dates';
import { collectLabel, type Stop, type Trip } from '@horno/domain/deliveries';
import { Clock, Route } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMarkDelivered } from '../api/mark-delivered';
import { useSharePosition } from '../hooks/use-share-position';
import { FailedStopDialog } from './failed-stop-dialog';
import { SharingStatus } from './sharing-status';
import { ActiveStop, DoneStop, UpcomingStop } from './stop-card';

const stopsInOrder = (trip: Trip) => [...trip.paradas].sort((a, b) => a.orden - b.orden);

/** A trip being loaded: where it will go, and that it leaves when dispatch says so. */
export function NextTrip({ trip }: { trip: Trip }) {
  const stops = stopsInOrder(trip);
  return (
    <section aria-labelledby="proximo-viaje" className="space-y-3">
      <h2 id="proximo-viaje" className="text-xl font-extrabold text-ink">
        Tu próximo viaje
      </h2>
      <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-base font-bold text-ink">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Espera a que el despacho marque la salida.{' '}
        {stops.length === 1 ? '1 pedido' : `${stops.length} pedidos`} por ahora.
      </p>
      <ol className="space-y-3">
        {stops.map((stop) => (
          <li key={stop.pedido}>
            <UpcomingStop stop={stop} total={stops.length} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A trip under way: each stop to deliver, the closed ones shown done. */
export function TripUnderWay({ trip }: { trip: Trip }) {
  const stops = stopsInOrder(trip);
  const delivered = useMarkDelivered();
  const [delivering, setDelivering] = useState<Stop | null>(null);
  const [failing, setFailing] = useState<Stop | null>(null);
  const left = stops.filter((s) => s.estado === 'PENDIENTE').length;
  // The customer sees where the pizza is while the trip is under way, and only then.
  const sharing = useSharePosition(left > 0);

  return (
    <section aria-labelledby="viaje-en-camino" className="space-y-3">
      <div>
        <h2
          id="viaje-en-camino"
          className="flex items-center gap-2 text-xl font-extrabold text-ink"
        >
          <Route aria-hidden="true" className="size-6 text-primary" />
          Viaje en camino
        </h2>
        <p className="text-base text-ink-muted">
          {trip.salio_en ? `Salió ${formatTime(trip.salio_en)} · ` : ''}
          {left === 1 ? 'Falta 1 entrega' : `Faltan ${left} entregas`}
        </p>
        <div className="mt-2">
          <SharingStatus state={sharing} />
        </div>
      </div>
      <ol className="space-y-3">
        {stops.map((stop) => (
          <li key={stop.pedido}>
            {stop.estado === 'PENDIENTE' ? (
              <ActiveStop
                stop={stop}
                total={stops.length}
                onDelivered={() => setDelivering(stop)}
                onFailed={() => setFailing(stop)}
              />
            ) : (
              <DoneStop stop={stop} />
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={delivering !== null}
        onOpenChange={(open) => !open && setDelivering(null)}
        title={delivering ? `¿Entregaste el pedido #${formatOrderNumber(delivering.pedido)}?` : ''}
        description={
          delivering ? (
            <>
              <p>{delivering.cliente}</p>
              <p className="mt-1 font-bold text-ink">{collectLabel(delivering.cobro)}</p>
            </>
          ) : null
        }
        confirmLabel="Sí, entregado"
        pendingLabel="Guardando..."
        pending={delivered.isPending}
        onConfirm={() =>
          delivering &&
          delivered.mutate(delivering.pedido, { onSettled: () => setDelivering(null) })
        }
      />
      <FailedStopDialog stop={failing} onClose={() => setFailing(null)} />
    </section>
  );
}
