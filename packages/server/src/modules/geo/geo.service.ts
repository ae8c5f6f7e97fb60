import { ADDRESS_UNREADABLE, parseColombianAddress } from '@horno/domain/colombian-address';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import { deliveryFee } from '@horno/domain/pricing';
import type { Geocoder, Router, SearchSession } from '../../integrations/geo/geocoder';
import { haversineKm } from '../../integrations/geo/geocoder';
import { AppError } from '../../lib/errors';
import type { SedeRow } from '../branches/branches.queries';
import type { BranchService } from '../branches/branches.service';
import type { DeliveryAreaService } from '../delivery-areas/delivery-areas.service';

export interface Suggestion {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

export interface DeliveryQuote {
  distance: string;
  duration: string;
  distancia_km: number;
  duracion_min: number;
  dentro_de_cobertura: boolean;
  costo_domicilio: number;
  /** The delivery area the point is in; null outside every area or for a branch without areas. */
  zona: { id: number; nombre: string } | null;
  /** The least the products must add up to for a delivery there (0: no minimum). */
  pedido_minimo: number;
}

type Point = { lat: number; lng: number };

const km = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** Addresses, delivery areas and delivery fees, over the geocoder and router interfaces. */
export class GeoService {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly router: Router,
    private readonly branches: BranchService,
    private readonly areas: DeliveryAreaService,
  ) {}

  /**
   * Whether a branch delivers to a point, and in which of its areas: a branch with active areas
   * only inside them (a point on an area's edge is inside), one without within its radius.
   */
  private async coverage(sede: SedeRow, point: Point) {
    const zona = await this.areas.areaFor(sede.id, point);
    if (zona === undefined) {
      return { dentro: haversineKm(sede, point) <= sede.radioCoberturaKm, zona: null };
    }
    return { dentro: zona !== null, zona };
  }

  /**
   * The places a typed address may be, marked when outside the branch's area. A 404 tells an
   * address that cannot be read (with an example of the form) from one that cannot be found.
   */
  async suggest(text: string, sedeId: number, session?: SearchSession): Promise<Suggestion[]> {
    const sede = await this.branches.findRow(sedeId);
    const address = parseColombianAddress(text);
    if (!address) throw new AppError(404, ADDRESS_UNREADABLE);
    const places = await this.geocoder.suggest(address, session);
    if (places.length === 0) throw new AppError(404, ORDER_MESSAGES.addressNotFound);
    return Promise.all(
      places.map(async (p) => ({
        place_id: p.placeId,
        direccion: p.direccion,
        lat: p.lat,
        lng: p.lng,
        out_of_coverage: !(await this.coverage(sede, p)).dentro,
      })),
    );
  }

  /**
   * Where an address is, for staff placing a branch: the same places as `suggest`, with no
   * branch to measure coverage from.
   */
  async locate(
    text: string,
    session?: SearchSession,
  ): Promise<Omit<Suggestion, 'out_of_coverage'>[]> {
    const address = parseColombianAddress(text);
    if (!address) throw new AppError(404, ADDRESS_UNREADABLE);
    const places = await this.geocoder.suggest(address, session);
    if (places.length === 0) throw new AppError(404, ORDER_MESSAGES.addressNotFound);
    return places.map((p) => ({
      place_id: p.placeId,
      direccion: p.direccion,
      lat: p.lat,
      lng: p.lng,
    }));
  }

  /**
   * The place of a chosen suggestion, or of the typed text when no id is given or the id is not
   * the geocoder's (one remembered by a browser from before the ids changed).
   */
  async resolve(placeId: string | undefined, text: string) {
    const chosen = placeId ? await this.geocoder.place(placeId) : undefined;
    if (chosen) return chosen;
    const address = parseColombianAddress(text);
    return address ? (await this.geocoder.suggest(address))[0] : undefined;
  }

  /**
   * Where a chosen suggestion is: its place when the geocoder knows the id (with the search's
   * session, the call that ends it), else the point the client sent.
   */
  async chosenPoint(point: Point, placeId?: string, session?: SearchSession): Promise<Point> {
    const place = placeId ? await this.geocoder.place(placeId, session) : undefined;
    return place ? { lat: place.lat, lng: place.lng } : point;
  }

  /**
   * Distance, time, coverage and fee from a branch to a point. The time is what the customer is
   * told: the travel time plus the branch's 'Modo ocupado' minutes. The area holding the point
   * sets the fee ('FIJA': its own; 'CALCULADA': by travel time alone, as without areas) and the
   * minimum.
   */
  async quote(sedeId: number, point: Point): Promise<DeliveryQuote> {
    const sede = await this.branches.findRow(sedeId);
    const [route, { dentro, zona }] = await Promise.all([
      this.router.route(sede, point),
      this.coverage(sede, point),
    ]);
    const minutes = route.minutes + sede.minutosExtra;
    return {
      distance: `${km.format(route.distanceKm)} km`,
      duration: `${minutes} mins`,
      distancia_km: Math.round(route.distanceKm * 100) / 100,
      duracion_min: minutes,
      dentro_de_cobertura: dentro,
      costo_domicilio:
        zona?.tarifa_tipo === 'FIJA' ? (zona.tarifa_fija ?? 0) : deliveryFee(route.minutes),
      zona: zona && { id: zona.id, nombre: zona.nombre },
      pedido_minimo: zona?.pedido_minimo ?? 0,
    };
  }
}
