import type { LatLng } from '@horno/domain/geo-areas';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** Where the map's pictures come from; an empty url draws the map on a plain background. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The branch's label on a map ('Sede'), dark on the areas' colours. */
export const BRANCH_ICON = L.divIcon({
  className: 'map-branch',
  iconSize: [56, 28],
  iconAnchor: [28, 14],
  html: '<span class="flex h-7 items-center justify-center rounded-full border-2 border-white bg-ink px-2 text-xs font-extrabold text-white shadow">Sede</span>',
});

/**
 * A Leaflet map in `container`, centred on `center`: the tiles when there are some (with their
 * credit, without Leaflet's own prefix), and `onResize` each time the container changes size
 * (Leaflet measures once; a map shown in a card that grows must be told). Answers the way to
 * take it down.
 */
export function createBaseMap(
  container: HTMLElement,
  {
    center,
    zoom,
    tiles,
    onResize,
  }: {
    center: LatLng;
    zoom: number;
    tiles: MapTiles;
    onResize?: () => void;
  },
): { map: L.Map; dispose: () => void } {
  const map = L.map(container, {
    center: [center.lat, center.lng],
    zoom,
    // Fitting shapes may stop between whole zoom levels.
    zoomSnap: 0.25,
    attributionControl: Boolean(tiles.url && tiles.attribution),
  });
  if (tiles.url) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  map.attributionControl?.setPrefix(false);
  const resize = new ResizeObserver(() => {
    map.invalidateSize();
    onResize?.();
  });
  resize.observe(container);
  return {
    map,
    dispose: () => {
      resize.disconnect();
      map.remove();
    },
  };
}
