import { compassDirection, formatMeters } from '@horno/domain/delivery-geo';
import type { Order } from '@horno/domain/orders';
import { Bike } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useMapConfig } from '../../../lib/map-config';
import { useRiderTracking } from '../api/get-rider-tracking';

// Leaflet loads only for an order on its way, with tiles to draw.
const TrackingMap = lazy(() => import('../../../components/ui/tracking-map'));

/**
 * While the order is on its way with one of the branch's riders (issue 33): their first name,
 * how far and in which direction they are, when they arrive, and a map when the server has tiles.
 */
export function RiderTrackingCard({ order, token }: { order: Order; token: string | undefined }) {
  const onTheWay = order.estado === 'ENVIADO' && order.activo;
  const tracking = useRiderTracking(token, onTheWay);
  const data = onTheWay ? tracking.data : undefined;
  const tiles = useMapConfig(Boolean(data?.posicion)).data;
  if (!data) return null;
  const { repartidor, posicion, destino, distancia_m, eta_min, paradas_antes, llegando } = data;

  return (
    <section
      aria-labelledby="repartidor-en-camino"
      className="space-y-3 rounded-2xl border border-primary/20 bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2
        id="repartidor-en-camino"
        className="flex items-center gap-2 text-lg font-extrabold text-ink"
      >
        <Bike aria-hidden="true" className="size-6 text-primary" />
        {llegando ? `${repartidor} está llegando` : `${repartidor} va en camino con tu pedido`}
      </h2>
      <div aria-live="polite" className="space-y-1 text-base text-ink">
        {eta_min !== null && (
          <p className="font-extrabold">
            {llegando
              ? 'Llega en unos dos minutos'
              : eta_min === 1
                ? 'Llega en un minuto'
                : `Llega en unos ${eta_min} minutos`}
          </p>
        )}
        {posicion && destino && distancia_m !== null ? (
          <p className="text-ink-muted">
            A {formatMeters(distancia_m)} {compassDirection(destino, posicion)} de tu dirección
          </p>
        ) : (
          <p className="text-ink-muted">Pronto verás aquí por dónde va.</p>
        )}
        {paradas_antes > 0 && (
          <p className="text-sm text-ink-muted">
            Entrega {paradas_antes === 1 ? 'un pedido' : `${paradas_antes} pedidos`} antes del tuyo.
          </p>
        )}
      </div>
      {posicion && destino && tiles?.tile_url ? (
        <Suspense fallback={<div className="h-56 rounded-xl bg-surface-muted sm:h-64" />}>
          <TrackingMap
            rider={posicion}
            destination={destino}
            riderName={repartidor}
            tiles={{ url: tiles.tile_url, attribution: tiles.attribution }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
