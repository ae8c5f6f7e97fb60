import { ADDRESS_UNREADABLE, parseColombianAddress } from '@horno/domain/colombian-address';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import { deliveryFee } from '@horno/domain/pricing';
import type { Geocoder, Router } from '../../integrations/geo/geocoder';
import { haversineKm } from '../../integrations/geo/geocoder';
import { AppError } from '../../lib/errors';
import type { BranchService } from '../branches/branches.service';

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
}

const km = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** Addresses, delivery areas and delivery fees, over the geocoder and router interfaces. */
export class GeoService {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly router: Router,
    private readonly branches: BranchService,
  ) {}

  /** Whether a point lies in a branch's delivery area (a radius around the branch). */
  async insideArea(sedeId: number, point: { lat: number; lng: number }): Promise<boolean> {
    const sede = await this.branches.findRow(sedeId);
    return haversineKm(sede, point) <= sede.radioCoberturaKm;
  }

  /**
   * The places a typed address may be, marked when outside the branch's area. A 404 tells an
   * address that cannot be read (with an example of the form) from one that cannot be found.
   */
  async suggest(text: string, sedeId: number): Promise<Suggestion[]> {
    const sede = await this.branches.findRow(sedeId);
    const address = parseColombianAddress(text);
    if (!address) throw new AppError(404, ADDRESS_UNREADABLE);
    const places = await this.geocoder.suggest(address);
    if (places.length === 0) throw new AppError(404, ORDER_MESSAGES.addressNotFound);
    return places.map((p) => ({
      place_id: p.placeId,
      direccion: p.direccion,
      lat: p.lat,
      lng: p.lng,
      out_of_coverage: haversineKm(sede, p) > sede.radioCoberturaKm,
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

  async quote(sedeId: number, point: { lat: number; lng: number }): Promise<DeliveryQuote> {
    const sede = await this.branches.findRow(sedeId);
    const route = await this.router.route(sede, point);
    return {
      distance: `${km.format(route.distanceKm)} km`,
      duration: `${route.minutes} mins`,
      distancia_km: Math.round(route.distanceKm * 100) / 100,
      duracion_min: route.minutes,
      dentro_de_cobertura: haversineKm(sede, point) <= sede.radioCoberturaKm,
      costo_domicilio: deliveryFee(route.minutes),
    };
  }
}
