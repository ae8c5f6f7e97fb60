import { type ColombianAddress, formatStreetAddress } from '@horno/domain/colombian-address';
import { type GeoPlace, type Geocoder, GeocoderUnavailable, type SearchSession } from './geocoder';

export interface GoogleMapsConfig {
  apiKey: string;
  /** https://maps.googleapis.com, or a fake server in tests. */
  baseUrl: string;
  /** How long one call to Google may take before the search falls back. */
  timeoutMs: number;
}

/** Bogotá's centre and a radius that takes in the whole city: where suggestions lean. */
const BOGOTA_BIAS = 'circle:30000@4.6533,-74.0836';
/** At most this many predictions are located and offered. */
const MAX_PREDICTIONS = 5;
/** Places located so far (Google's id → point and address), per instance. */
const CACHE_SIZE = 2000;

const PLACE_PREFIX = 'gmp:';

interface Prediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}
interface Located {
  lat: number;
  lng: number;
  /** Google's address, 'Cl. 72 #10-34, Bogotá, Colombia'. */
  formatted: string;
}
interface GoogleAnswer {
  status?: string;
  error_message?: string;
  predictions?: Prediction[];
  result?: GoogleResult;
  results?: GoogleResult[];
}
interface GoogleResult {
  place_id?: string;
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
}

/** Our id for a Google place: its id, and the complement the customer typed (for the courier). */
function encodeId(googleId: string, complemento: string): string {
  const tail = complemento ? `|${Buffer.from(complemento).toString('base64url')}` : '';
  return `${PLACE_PREFIX}${googleId}${tail}`;
}

function decodeId(placeId: string): { googleId: string; complemento: string } | undefined {
  if (!placeId.startsWith(PLACE_PREFIX)) return undefined;
  const [googleId = '', tail] = placeId.slice(PLACE_PREFIX.length).split('|');
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(googleId)) return undefined;
  const complemento = tail ? Buffer.from(tail, 'base64url').toString().slice(0, 120) : '';
  return { googleId, complemento };
}

/** 'Cl. 72 #10-34, Apto 301, Bogotá, Colombia': the complement after the street. */
function withComplement(address: string, complemento: string): string {
  if (!complemento) return address;
  const [street, ...rest] = address.split(', ');
  return [street, complemento, ...rest].join(', ');
}

const locationOf = (result: GoogleResult | undefined): Located | undefined => {
  const lat = result?.geometry?.location?.lat;
  const lng = result?.geometry?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  return {
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    formatted: result?.formatted_address ?? '',
  };
};

/**
 * Google's Places Autocomplete, Geocoding and Place Details (the JSON web services), restricted
 * to Colombia and leaning to Bogotá (docs/decisions/013). A search's autocomplete calls and the
 * Place Details call that ends it (the customer chose) carry the same session token; each
 * prediction offered is located by the Geocoding API (cached), so that the list can say which
 * ones the branch delivers to. Any failure is a `GeocoderUnavailable`.
 */
export class GoogleGeocoder implements Geocoder {
  private readonly located = new Map<string, Located>();

  constructor(
    private readonly config: GoogleMapsConfig,
    private readonly fetchJson: typeof fetch = fetch,
  ) {}

  async suggest(address: ColombianAddress, session: SearchSession = {}): Promise<GeoPlace[]> {
    const answer = await this.call('place/autocomplete', {
      input: `${formatStreetAddress(address)}, Bogotá`,
      components: 'country:co',
      locationbias: BOGOTA_BIAS,
      language: 'es',
      ...(session.sessionToken ? { sessiontoken: session.sessionToken } : {}),
    });
    const predictions = (answer.predictions ?? []).slice(0, MAX_PREDICTIONS);
    const places = await Promise.all(
      predictions.map(async (prediction): Promise<GeoPlace | undefined> => {
        const point = await this.locate(prediction.place_id);
        if (!point) return undefined;
        const main = prediction.structured_formatting?.main_text;
        const secondary = prediction.structured_formatting?.secondary_text;
        const shown = main && secondary ? `${main}, ${secondary}` : prediction.description;
        return {
          placeId: encodeId(prediction.place_id, address.complemento),
          direccion: withComplement(shown, address.complemento),
          lat: point.lat,
          lng: point.lng,
        };
      }),
    );
    return places.filter((p): p is GeoPlace => p !== undefined);
  }

  async place(placeId: string, session: SearchSession = {}): Promise<GeoPlace | undefined> {
    const id = decodeId(placeId);
    if (!id) return undefined;
    let point: Located | undefined;
    if (session.sessionToken) {
      // The customer chose: Place Details with the search's token closes the session.
      const answer = await this.call('place/details', {
        place_id: id.googleId,
        fields: 'place_id,formatted_address,geometry/location',
        language: 'es',
        sessiontoken: session.sessionToken,
      });
      point = locationOf(answer.result);
      if (point) this.remember(id.googleId, point);
    } else {
      point = await this.locate(id.googleId);
    }
    if (!point) return undefined;
    return {
      placeId,
      direccion: withComplement(point.formatted, id.complemento),
      lat: point.lat,
      lng: point.lng,
    };
  }

  /** A Google place's point, from memory or the Geocoding API. */
  private async locate(googleId: string): Promise<Located | undefined> {
    const known = this.located.get(googleId);
    if (known) return known;
    const answer = await this.call('geocode', { place_id: googleId, language: 'es' });
    const point = locationOf(answer.results?.[0]);
    if (point) this.remember(googleId, point);
    return point;
  }

  private remember(googleId: string, point: Located): void {
    this.located.delete(googleId);
    this.located.set(googleId, point);
    if (this.located.size > CACHE_SIZE) {
      const oldest = this.located.keys().next().value;
      if (oldest !== undefined) this.located.delete(oldest);
    }
  }

  /** One call to a Google JSON web service: 'OK' and 'ZERO_RESULTS' answer, the rest throw. */
  private async call(service: string, params: Record<string, string>): Promise<GoogleAnswer> {
    const url = new URL(`/maps/api/${service}/json`, this.config.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', this.config.apiKey);
    let answer: GoogleAnswer;
    try {
      const res = await this.fetchJson(url, { signal: AbortSignal.timeout(this.config.timeoutMs) });
      if (!res.ok) throw new GeocoderUnavailable(`Google ${service}: HTTP ${res.status}`);
      answer = (await res.json()) as GoogleAnswer;
    } catch (err) {
      if (err instanceof GeocoderUnavailable) throw err;
      throw new GeocoderUnavailable(`Google ${service}: ${(err as Error).message}`);
    }
    if (answer.status === 'OK' || answer.status === 'ZERO_RESULTS') return answer;
    // REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR…; never the key itself.
    throw new GeocoderUnavailable(
      `Google ${service}: ${answer.status ?? 'sin estado'}${answer.error_message ? ` (${answer.error_message})` : ''}`,
    );
  }
}

/** Whether an id is one of Google's (and not, say, the offline grid's). */
export const isGooglePlaceId = (placeId: string) => placeId.startsWith(PLACE_PREFIX);
