import { roundPoint } from '@horno/domain/geo-areas';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { BRANCH_ICON, createBaseMap } from '../../../components/ui/leaflet-base';
import { type AreaDraft, type AreaPoint, areaColor } from '../area-drafts';

interface AreasMapProps {
  /** The branch: where the map opens when there is no area yet. */
  center: AreaPoint;
  areas: readonly AreaDraft[];
  selected: number | null;
  /** Clicks on the map add points to the selected area. */
  drawing: boolean;
  tileUrl: string;
  attribution: string;
  onSelect: (index: number) => void;
  onAddPoint: (point: AreaPoint) => void;
  onMovePoint: (pointIndex: number, point: AreaPoint) => void;
}

const VERTEX_ICON = L.divIcon({
  className: 'area-vertex',
  iconSize: [16, 16],
  html: '<span class="block size-4 rounded-full border-2 border-white bg-ink shadow"></span>',
});

/**
 * The branch's areas on a Leaflet map: every polygon in its colour, the selected one's points
 * draggable, clicks adding points while drawing. With no tile URL (offline, tests) the polygons
 * sit on a plain, gridded background and everything still works.
 */
export function AreasMap(props: AreasMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  // Leaflet's handlers are bound once; they read the latest props through this.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { center, tileUrl, attribution } = props;
  useEffect(() => {
    if (!container.current) return;
    const { map: instance, dispose } = createBaseMap(container.current, {
      center: { lat: center.lat, lng: center.lng },
      zoom: 13,
      tiles: { url: tileUrl, attribution },
      onResize: () => fitOnce(),
    });
    L.marker([center.lat, center.lng], {
      icon: BRANCH_ICON,
      keyboard: false,
      interactive: false,
      zIndexOffset: -1000,
    }).addTo(instance);
    layers.current = L.layerGroup().addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => {
      if (latest.current.drawing && latest.current.selected !== null) {
        latest.current.onAddPoint(roundPoint(event.latlng));
      }
    });
    map.current = instance;
    return () => {
      dispose();
      map.current = null;
      layers.current = null;
      fitted.current = false;
    };
  }, [center.lat, center.lng, tileUrl, attribution]);

  /** The first time the map has a size and there are areas, it shows them all. */
  const fitOnce = () => {
    const instance = map.current;
    if (!instance || fitted.current) return;
    const size = instance.getSize();
    const bounds = L.latLngBounds(
      latest.current.areas.flatMap((a) =>
        a.poligono.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng)),
      ),
    );
    if (size.x === 0 || size.y === 0 || !bounds.isValid()) return;
    instance.fitBounds(bounds.pad(0.05));
    fitted.current = true;
  };

  const { areas, selected, drawing } = props;
  useEffect(() => {
    const group = layers.current;
    const instance = map.current;
    if (!group || !instance) return;
    group.clearLayers();
    areas.forEach((area, index) => {
      const latlngs = area.poligono
        .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))
        .map((p) => L.latLng(p.lat, p.lng));
      const isSelected = index === selected;
      const style: L.PathOptions = {
        color: areaColor(index),
        weight: isSelected ? 4 : 2,
        opacity: area.activa ? 1 : 0.6,
        fillOpacity: isSelected ? 0.25 : 0.12,
        dashArray: area.activa ? undefined : '6 6',
      };
      const shape =
        latlngs.length >= 3
          ? L.polygon(latlngs, style)
          : latlngs.length === 2
            ? L.polyline(latlngs, style)
            : null;
      if (shape) {
        shape.bindTooltip(area.nombre || 'Zona sin nombre', { sticky: true });
        shape.on('click', (event) => {
          // While drawing, a click inside the area adds a point like anywhere else.
          if (latest.current.drawing && latest.current.selected !== null) return;
          L.DomEvent.stopPropagation(event);
          latest.current.onSelect(index);
        });
        shape.addTo(group);
      }
      if (!isSelected) return;
      latlngs.forEach((latlng, pointIndex) => {
        const vertex = L.marker(latlng, {
          draggable: true,
          icon: VERTEX_ICON,
          title: `Punto ${pointIndex + 1} de ${area.nombre}`,
          alt: `Punto ${pointIndex + 1}`,
          keyboard: false,
        });
        vertex.on('dragend', () =>
          latest.current.onMovePoint(pointIndex, roundPoint(vertex.getLatLng())),
        );
        vertex.addTo(group);
      });
    });
    fitOnce();
    instance.getContainer().style.cursor = drawing && selected !== null ? 'crosshair' : '';
  }, [areas, selected, drawing, center.lat, center.lng, tileUrl, attribution]);

  return (
    <div
      ref={container}
      role="region"
      aria-label="Mapa de las zonas de entrega"
      className="h-[24rem] w-full overflow-hidden rounded-2xl border border-line bg-surface-muted! md:h-[34rem]"
    />
  );
}
