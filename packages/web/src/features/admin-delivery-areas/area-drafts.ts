// The delivery-area editor's state: areas as the form holds them, checked by the same schema the
// server uses (domain/delivery-areas.ts), with errors sorted by area.
import {
  type TarifaTipo,
  type ZonaEntrega,
  type ZonasEntregaInput,
  ZonasEntregaInputSchema,
} from '@horno/domain/delivery-areas';
import type { LatLng } from '@horno/domain/geo-areas';

export type AreaPoint = LatLng;

export interface AreaDraft {
  /** Stable while editing (React keys, the map's layers). */
  key: string;
  nombre: string;
  poligono: AreaPoint[];
  tarifa_tipo: TarifaTipo;
  /** NaN while the field holds no valid number. */
  tarifa_fija: number | null;
  pedido_minimo: number;
  activa: boolean;
}

/** One area's messages by field: 'nombre', 'poligono', 'poligono.2.lat', 'tarifa_fija'… */
export type AreaErrors = Record<string, string>;

/** Distinct colours for the areas on the map, in list order (and their swatches). */
export const AREA_COLORS = ['#c8322b', '#2f6fb3', '#3f7d3a', '#b26b00', '#7a4bb0', '#0f7c7c'];
export const areaColor = (index: number) => AREA_COLORS[index % AREA_COLORS.length]!;

let nextKey = 0;
const newKey = () => `zona-${++nextKey}`;

export function draftsOf(zonas: readonly ZonaEntrega[]): AreaDraft[] {
  return [...zonas]
    .sort((a, b) => a.orden - b.orden)
    .map((z) => ({
      key: newKey(),
      nombre: z.nombre,
      poligono: z.poligono.map((p) => ({ lat: p.lat, lng: p.lng })),
      tarifa_tipo: z.tarifa_tipo,
      tarifa_fija: z.tarifa_fija,
      pedido_minimo: z.pedido_minimo,
      activa: z.activa,
    }));
}

/** A new, empty area named 'Zona N' (the first N no other area uses). */
export function newDraft(existing: readonly AreaDraft[]): AreaDraft {
  const taken = new Set(existing.map((d) => d.nombre.trim().toLocaleLowerCase('es')));
  let n = existing.length + 1;
  while (taken.has(`zona ${n}`)) n++;
  return {
    key: newKey(),
    nombre: `Zona ${n}`,
    poligono: [],
    tarifa_tipo: 'CALCULADA',
    tarifa_fija: null,
    pedido_minimo: 0,
    activa: true,
  };
}

/** Coordinates as people read them: six decimals (about 10 cm). */
export function payloadOf(drafts: readonly AreaDraft[]): ZonasEntregaInput {
  return {
    zonas: drafts.map((d) => ({
      nombre: d.nombre,
      poligono: d.poligono,
      tarifa_tipo: d.tarifa_tipo,
      tarifa_fija: d.tarifa_tipo === 'FIJA' ? d.tarifa_fija : null,
      pedido_minimo: d.pedido_minimo,
      activa: d.activa,
    })),
  };
}

/** `{'zonas.1.nombre': …}` (the server's or the schema's) as errors per area. */
export function errorsByArea(
  fields: Record<string, string>,
  count: number,
): { areas: AreaErrors[]; general: string | null } {
  const areas: AreaErrors[] = Array.from({ length: count }, () => ({}));
  let general: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const match = /^zonas\.(\d+)\.(.+)$/.exec(path);
    const area = match ? areas[Number(match[1])] : undefined;
    if (area && match) area[match[2]!] ??= message;
    else general ??= message;
  }
  return { areas, general };
}

/** The body to send, or each area's errors in Spanish. */
export function checkDrafts(
  drafts: readonly AreaDraft[],
):
  | { ok: true; body: ZonasEntregaInput }
  | { ok: false; areas: AreaErrors[]; general: string | null } {
  const body = payloadOf(drafts);
  const result = ZonasEntregaInputSchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { ok: false, ...errorsByArea(fields, drafts.length) };
}

/** The first message of an area's errors for one point ('poligono.2.lat' / '.lng'). */
export function pointError(errors: AreaErrors, index: number): string | undefined {
  return errors[`poligono.${index}.lat`] ?? errors[`poligono.${index}.lng`];
}
