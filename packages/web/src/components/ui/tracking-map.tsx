import type { LatLng } from '@horno/domain/geo-areas';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createBaseMap, type MapTiles } from './leaflet-base';

const label = (text: string, tone: string) =>
  L.divIcon({
    className: 'map-tracking',
    iconSize: [96, 28],
    iconAnchor: [48, 14],
    html: `<span class="flex h-7 items-center justify-center rounded-full border-2 border-white px-2 text-xs font-extrabold text-white shadow ${tone}">${text}</span>`,
  });

interface TrackingMapProps {
  rider: LatLng;
  destination: LatLng;
  /** The rider's first name, on their pin. */
  riderName: string;
  tiles: MapTiles;
}

/**
 * The rider and the customer's address on one map, both in view; the rider's pin follows each
 * new position. Drawn only with tiles (without them the card says the distance and direction).
 */
export default function TrackingMap({ rider, destination, riderName, tiles }: TrackingMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const riderPin = useRef<L.Marker | null>(null);
  const homePin = useRef<L.Marker | null>(null);
  const { url, attribution } = tiles;
  // Where the map first opens; the points are placed (and brought into view) below.
  const start = useRef(destination);

  useEffect(() => {
    if (!container.current) return;
    const { map: instance, dispose } = createBaseMap(container.current, {
      center: start.current,
      zoom: 15,
      tiles: { url, attribution },
    });
    map.current = instance;
    homePin.current = L.marker([0, 0], {
      icon: label('Tu dirección', 'bg-ink'),
      keyboard: false,
    }).addTo(instance);
    riderPin.current = L.marker([0, 0], {
      icon: label(riderName, 'bg-primary'),
      keyboard: false,
    }).addTo(instance);
    return () => {
      dispose();
      map.current = null;
    };
  }, [url, attribution, riderName]);

  useEffect(() => {
    riderPin.current?.setLatLng([rider.lat, rider.lng]);
    homePin.current?.setLatLng([destination.lat, destination.lng]);
    map.current?.fitBounds(
      L.latLngBounds([rider.lat, rider.lng], [destination.lat, destination.lng]),
      { padding: [48, 48], maxZoom: 17 },
    );
  }, [rider.lat, rider.lng, destination.lat, destination.lng]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={`Mapa: ${riderName} y tu dirección`}
      className="h-56 w-full overflow-hidden rounded-xl sm:h-64"
    />
  );
}
