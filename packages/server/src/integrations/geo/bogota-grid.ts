import {
  type ColombianAddress,
  formatAddress,
  type NumeroVia,
  parseColombianAddress,
  streetAxis,
} from '@horno/domain/colombian-address';
import type { GeoPlace, Geocoder, Route, Router } from './geocoder';
import { haversineKm } from './geocoder';

// A plane fitted to known corners of the city: degrees per calle and per carrera.
const LAT0 = 4.5921;
const LAT_PER_CALLE = 0.00088;
const LAT_PER_CARRERA = 0.000122;
const LNG0 = -74.0926;
const LNG_PER_CALLE = 0.000546;
const LNG_PER_CARRERA = -0.000513;

type Axis = 'calle' | 'carrera';

// The grid line each named avenue follows (negative: south of Calle 1).
const NAMED_AVENUES: Record<string, [Axis, number]> = {
  'Avenida Boyacá': ['carrera', 72],
  'Avenida Caracas': ['carrera', 14],
  'Avenida NQS': ['carrera', 30],
  'Avenida Ciudad de Cali': ['carrera', 86],
  'Autopista Norte': ['carrera', 45],
  'Avenida Chile': ['calle', 72],
  'Avenida El Dorado': ['calle', 26],
  'Avenida Jiménez': ['calle', 13],
  'Avenida Primero de Mayo': ['calle', -22],
  'Avenida Pepe Sierra': ['calle', 116],
};

// The grid the city covers, in street numbers: what lies beyond is not in Bogotá.
const CALLES = { min: -140, max: 250 };
const CARRERAS = { min: -20, max: 160 };

const PLACE_PREFIX = 'bog:';

/** A letter puts the street a fifth of a block further on, a 'bis' a tenth. */
const numberOnGrid = (numero: NumeroVia) =>
  numero.valor +
  (numero.letra ? Math.min(numero.letra.charCodeAt(0) - 64, 8) * 0.2 : 0) +
  (numero.bis ? 0.1 : 0);

/** Where an address lies on the grid, in calles and carreras; undefined off the grid. */
function gridPoint(address: ColombianAddress): { calle: number; carrera: number } | undefined {
  const { via, placa, sur, este } = address;
  const along = numberOnGrid(placa.cruce) + Math.min(placa.casa, 99) / 100;
  let axis: Axis | null;
  let street: number;
  if ('tipo' in via) {
    axis = streetAxis(via.tipo);
    street = numberOnGrid(via.numero);
    if (axis === 'calle' && sur) street = -street;
    if (axis === 'carrera' && este) street = -street;
  } else {
    const named = NAMED_AVENUES[via.nombre];
    if (!named) return undefined;
    [axis, street] = named;
  }
  if (!axis) return undefined;
  // The plate counts along the other axis, south or east when the address says so.
  const cross = (axis === 'calle' ? este : sur) ? -along : along;
  const point =
    axis === 'calle' ? { calle: street, carrera: cross } : { calle: cross, carrera: street };
  const inside =
    point.calle >= CALLES.min &&
    point.calle <= CALLES.max &&
    point.carrera >= CARRERAS.min &&
    point.carrera <= CARRERAS.max;
  return inside ? point : undefined;
}

/** The readings of an address worth offering: its street type made definite, maybe in the south. */
function readings(address: ColombianAddress): ColombianAddress[] {
  const { via } = address;
  if (!('tipo' in via)) return [address];
  // A bare 'Avenida 68' is usually a carrera's, sometimes a calle's.
  if (via.tipo === 'Avenida') {
    return (['Avenida Carrera', 'Avenida Calle'] as const).flatMap((tipo) =>
      readings({ ...address, via: { ...via, tipo } }),
    );
  }
  // Without a cardinal point, the same plate in the south of the city is a likely meaning too.
  const south =
    streetAxis(via.tipo) === 'calle' && !address.sur && !address.este && via.numero.valor <= 90;
  return south ? [address, { ...address, sur: true }] : [address];
}

/**
 * Offline geocoder for Bogotá's street grid. Calles run east–west and grow northwards (negative
 * with 'Sur'); carreras run north–south and grow westwards (negative with 'Este'). An address
 * 'Calle 85 # 11-53' is on Calle 85, 53 m past Carrera 11. Coordinates come from a plane fitted
 * to known corners of the city; good to a block or two, which is what delivery areas need.
 */
export class BogotaGridGeocoder implements Geocoder {
  async suggest(address: ColombianAddress): Promise<GeoPlace[]> {
    return readings(address).flatMap((reading) => this.toPlace(reading) ?? []);
  }

  async place(placeId: string): Promise<GeoPlace | undefined> {
    if (!placeId.startsWith(PLACE_PREFIX)) return undefined;
    // The id is the address as shown, complement included: read again, it is the same place.
    const text = Buffer.from(placeId.slice(PLACE_PREFIX.length), 'base64url').toString();
    const address = parseColombianAddress(text);
    return address ? (await this.suggest(address))[0] : undefined;
  }

  private toPlace(address: ColombianAddress): GeoPlace | undefined {
    const point = gridPoint(address);
    if (!point) return undefined;
    const { calle, carrera } = point;
    const lat = LAT0 + LAT_PER_CALLE * calle + LAT_PER_CARRERA * carrera;
    const lng = LNG0 + LNG_PER_CALLE * calle + LNG_PER_CARRERA * carrera;
    const direccion = formatAddress(address);
    return {
      placeId: PLACE_PREFIX + Buffer.from(direccion).toString('base64url'),
      direccion: `${direccion}, Bogotá`,
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
    };
  }
}

/** Bogotá's streets are ~35 % longer than the straight line; a motorbike averages ~20 km/h. */
const ROAD_FACTOR = 1.35;
const MINUTES_PER_KM = 3;
const HANDOFF_MINUTES = 4;

export class StraightLineRouter implements Router {
  async route(
    from: { lat: number; lng: number },
    to: { lat: number; lng: number },
  ): Promise<Route> {
    const distanceKm = haversineKm(from, to) * ROAD_FACTOR;
    return { distanceKm, minutes: Math.ceil(distanceKm * MINUTES_PER_KM + HANDOFF_MINUTES) };
  }
}
