import { type LatLng, roundPoint } from '@horno/domain/geo-areas';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { BRANCH_ICON, createBaseMap, type MapTiles } from './leaflet-base';

/** Where a map with no point yet opens: the middle of Bogotá. */
const BOGOTA: LatLng = { lat: 4.65, lng: -74.08 };

interface LocationMapProps {
  /** The point, or null while there is none (the pin is then hidden). */
  value: LatLng | null;
  tiles: MapTiles;
  /** A click on the map or a dragged pin: the new point, rounded to six decimals. */
  onChange: (point: LatLng) => void;
  /** The map's name for screen readers. */
  label: string;
}

const isPoint = (p: LatLng | null): p is LatLng =>
  p !== null && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/**
 * One point on a Leaflet map: a click puts the pin there, and the pin can be dragged. A point
 * set from outside (typed, or found from an address) moves the pin and brings it into view.
 */
export function LocationMap({ value, tiles, onChange, label }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  // Leaflet's handlers are bound once; they call the latest onChange through this.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  const start = useRef(value);
  const { url, attribution } = tiles;
  useEffect(() => {
    if (!container.current) return;
    const first = start.current;
    const { map: instance, dispose } = createBaseMap(container.current, {
      center: isPoint(first) ? first : BOGOTA,
      zoom: isPoint(first) ? 16 : 12,
      tiles: { url, attribution },
    });
    const marker = L.marker([0, 0], {
      icon: BRANCH_ICON,
      draggable: true,
      keyboard: false,
      title: 'Ubicación de la sede: arrástrala para moverla',
      alt: 'Ubicación de la sede',
    });
    marker.on('dragend', () => change.current(roundPoint(marker.getLatLng())));
    instance.on('click', (event: L.LeafletMouseEvent) => change.current(roundPoint(event.latlng)));
    map.current = instance;
    pin.current = marker;
    return () => {
      dispose();
      map.current = null;
      pin.current = null;
    };
  }, [url, attribution]);

  const lat = value?.lat ?? Number.NaN;
  const lng = value?.lng ?? Number.NaN;
  useEffect(() => {
    const instance = map.current;
    const marker = pin.current;
    if (!instance || !marker) return;
    const point = { lat, lng };
    if (!isPoint(point)) {
      marker.remove();
      return;
    }
    marker.setLatLng(point);
    if (!instance.hasLayer(marker)) marker.addTo(instance);
    if (!instance.getBounds().pad(-0.1).contains(point)) {
      instance.setView(point, Math.max(instance.getZoom(), 16), { animate: false });
    }
  }, [lat, lng, url, attribution]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="h-72 w-full overflow-hidden rounded-2xl border border-line bg-surface-muted! md:h-96"
    />
  );
}

/** Under a map drawn without tiles: why it is blank, and what marks the branch. */
export function NoTilesNote() {
  return (
    <p className="text-xs text-ink-muted">
      Mapa sin fondo: el servidor no tiene MAP_TILE_URL configurado. La etiqueta «Sede» marca la
      sede.
    </p>
  );
}
