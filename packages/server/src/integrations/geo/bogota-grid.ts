import type { GeoPlace, Geocoder, Route, Router } from './geocoder';
import { haversineKm } from './geocoder';

/**
 * Offline geocoder for Bogotá's street grid. Calles run east–west and grow northwards (negative
 * with 'Sur'); carreras run north–south and grow westwards (negative with 'Este'). An address
 * 'Calle 85 # 11-53' is on Calle 85, 53 m past Carrera 11. Coordinates come from a plane fitted
 * to known corners of the city; good to a block or two, which is what delivery areas need.
 */
const LAT0 = 4.5921;
const LAT_PER_CALLE = 0.00088;
const LAT_PER_CARRERA = 0.000122;
const LNG0 = -74.0926;
const LNG_PER_CALLE = 0.000546;
const LNG_PER_CARRERA = -0.000513;

type Axis = 'calle' | 'carrera';

// Street-type words as people write them, and which axis each runs along.
const STREET_TYPES: [RegExp, Axis, string][] = [
  [/^(avenida\s+calle|av\.?\s*calle|av\.?\s*cll?|ac)$/, 'calle', 'Avenida Calle'],
  [/^(avenida\s+carrera|av\.?\s*carrera|av\.?\s*cra|av\.?\s*kr|ak)$/, 'carrera', 'Avenida Carrera'],
  [/^(calle|cll?e?|cl)$/, 'calle', 'Calle'],
  [/^(carrera|cra|kra|kr|cr|carr)$/, 'carrera', 'Carrera'],
  [/^(diagonal|diag|dg)$/, 'calle', 'Diagonal'],
  [/^(transversal|transv|tv|tr)$/, 'carrera', 'Transversal'],
];

// Named avenues and the grid line they follow.
const AVENUES: [RegExp, Axis, number, string][] = [
  [/^(av\.?|avenida)\s+boyac[aá]$/, 'carrera', 72, 'Avenida Boyacá'],
  [/^(av\.?|avenida)\s+caracas$/, 'carrera', 14, 'Avenida Caracas'],
  [/^(av\.?|avenida)\s+(nqs|norte[\s-]+quito[\s-]+sur)$/, 'carrera', 30, 'Avenida NQS'],
  [/^(av\.?|avenida)\s+(ciudad\s+de\s+cali|cali)$/, 'carrera', 86, 'Avenida Ciudad de Cali'],
  [/^(autopista|auto\.?)\s+norte$/, 'carrera', 45, 'Autopista Norte'],
  [/^(av\.?|avenida)\s+(chile)$/, 'calle', 72, 'Avenida Chile'],
  [/^(av\.?|avenida)\s+(el\s+)?dorado$/, 'calle', 26, 'Avenida El Dorado'],
  [/^(av\.?|avenida)\s+jim[eé]nez$/, 'calle', 13, 'Avenida Jiménez'],
  [
    /^(av\.?|avenida)\s+(primero\s+de\s+mayo|1\s*(ro|°)?\s*de\s+mayo)$/,
    'calle',
    -22,
    'Avenida Primero de Mayo',
  ],
  [/^(av\.?|avenida)\s+pepe\s+sierra$/, 'calle', 116, 'Avenida Pepe Sierra'],
];

interface ParsedAddress {
  axis: Axis;
  /** A named avenue ('Avenida Boyacá'): its grid number is not part of the label. */
  named?: boolean;
  streetLabel: string;
  street: number;
  streetSuffix: string;
  cross: number;
  crossSuffix: string;
  meters: number;
  sur: boolean;
  este: boolean;
}

const NUMBER = String.raw`(\d{1,3})\s*([a-h])?(?:\s*(bis))?(?:\s*([a-h]))?`;
const CARDINAL = String.raw`(?:\s+(sur|este))?`;
const PLATE = new RegExp(
  String.raw`^${NUMBER}${CARDINAL}\s*(?:#|no\.?|n[°º]\.?|nro\.?|n[uú]mero)?\s*${NUMBER}\s*-\s*(\d{1,3})${CARDINAL}\s*$`,
);

const AVENUE_PLATE =
  /^(.+?)\s*(?:#|no\.?|n[°º]\.?|nro\.?|n[uú]mero)\s*(\d{1,3})\s*([a-h])?(?:\s*(bis))?\s*-\s*(\d{1,3})(?:\s+(sur|este))?\s*$/;

function suffix(letter?: string, bis?: string, letter2?: string): string {
  return [letter?.toUpperCase(), bis ? 'Bis' : undefined, letter2?.toUpperCase()]
    .filter(Boolean)
    .join(' ');
}

function normalizeInput(text: string): string {
  return text
    .toLowerCase()
    .replace(/,?\s*bogot[aá](\s*d\.?\s*c\.?)?\s*$/, '')
    .replace(/[,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses 'Calle 85 # 11-53', 'Cra 7 No. 45-10', 'Av. Boyacá # 80-94', 'Calle 8 Sur # 10-20'… */
export function parseBogotaAddress(text: string): ParsedAddress | undefined {
  const input = normalizeInput(text);
  // Named avenue: 'Av. Boyacá # 80-94' (the plate's first number is the crossing street).
  const avenue = AVENUE_PLATE.exec(input);
  const named = avenue && AVENUES.find(([pattern]) => pattern.test(avenue[1]!.trim()));
  if (avenue && named) {
    const [, axis, number, label] = named;
    const cardinal = avenue[6];
    return {
      axis,
      named: true,
      streetLabel: label,
      street: Math.abs(number),
      streetSuffix: number < 0 ? 'Sur' : '',
      cross: Number(avenue[2]),
      crossSuffix: suffix(avenue[3], avenue[4]),
      meters: Number(avenue[5]),
      sur: number < 0 || (axis === 'carrera' && cardinal === 'sur'),
      este: axis === 'calle' && cardinal === 'este',
    };
  }
  for (const [pattern, axis, label] of STREET_TYPES) {
    const typeMatch = /^([a-z.°º\s]+?)\s*(?=\d)/.exec(input);
    if (!typeMatch || !pattern.test(typeMatch[1]!.trim())) continue;
    const plate = PLATE.exec(input.slice(typeMatch[0].length));
    if (!plate) return undefined;
    const [, n1, l1, b1, l1b, card1, n2, l2, b2, l2b, meters, card2] = plate;
    const cardinals = new Set([card1, card2].filter(Boolean));
    return {
      axis,
      streetLabel: label,
      street: Number(n1),
      streetSuffix: suffix(l1, b1, l1b),
      cross: Number(n2),
      crossSuffix: suffix(l2, b2, l2b),
      meters: Number(meters),
      // 'Sur' belongs to calles (on either side of the plate); 'Este' to carreras.
      sur: cardinals.has('sur'),
      este: cardinals.has('este'),
    };
  }
  return undefined;
}

const letterOffset = (s: string) =>
  (/^[A-H]/.test(s) ? (s.charCodeAt(0) - 64) * 0.2 : 0) + (s.includes('Bis') ? 0.1 : 0);

function coordinates(p: ParsedAddress): { lat: number; lng: number } {
  const along = p.cross + letterOffset(p.crossSuffix) + Math.min(p.meters, 99) / 100;
  let calle = p.axis === 'calle' ? p.street + letterOffset(p.streetSuffix) : along;
  let carrera = p.axis === 'carrera' ? p.street + letterOffset(p.streetSuffix) : along;
  if (p.sur) calle = -calle;
  if (p.este) carrera = -carrera;
  return {
    lat: LAT0 + LAT_PER_CALLE * calle + LAT_PER_CARRERA * carrera,
    lng: LNG0 + LNG_PER_CALLE * calle + LNG_PER_CARRERA * carrera,
  };
}

function label(p: ParsedAddress): string {
  const street = p.named
    ? p.streetLabel
    : [p.streetLabel, p.street, p.streetSuffix].filter((x) => x !== '').join(' ');
  const cross = [p.cross, p.crossSuffix].filter((x) => x !== '').join(' ');
  const sur = p.sur && p.streetSuffix !== 'Sur' ? ' Sur' : '';
  const este = p.este ? ' Este' : '';
  return p.axis === 'calle'
    ? `${street}${sur} # ${cross}-${p.meters}${este}, Bogotá`
    : `${street}${este} # ${cross}-${p.meters}${sur}, Bogotá`;
}

const PLACE_PREFIX = 'bog:';

export class BogotaGridGeocoder implements Geocoder {
  async suggest(text: string): Promise<GeoPlace[]> {
    const parsed = parseBogotaAddress(text);
    if (!parsed) return [];
    const variants = [parsed];
    // Without a cardinal point, the same plate in the south of the city is a likely meaning too.
    if (parsed.axis === 'calle' && !parsed.sur && !parsed.este && parsed.street <= 90) {
      variants.push({ ...parsed, sur: true });
    }
    return variants.map((p) => this.toPlace(p));
  }

  async place(placeId: string): Promise<GeoPlace | undefined> {
    if (!placeId.startsWith(PLACE_PREFIX)) return undefined;
    try {
      const parsed = JSON.parse(
        Buffer.from(placeId.slice(PLACE_PREFIX.length), 'base64url').toString(),
      ) as ParsedAddress;
      return this.toPlace(parsed);
    } catch {
      return undefined;
    }
  }

  private toPlace(p: ParsedAddress): GeoPlace {
    const { lat, lng } = coordinates(p);
    return {
      placeId: PLACE_PREFIX + Buffer.from(JSON.stringify(p)).toString('base64url'),
      direccion: label(p),
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
