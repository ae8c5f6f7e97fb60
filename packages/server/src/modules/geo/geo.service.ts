import { deliveryFee } from '@horno/domain/pricing';
import type { Geocoder, Router } from '../../integrations/geo/geocoder';
import { haversineKm } from '../../integrations/geo/geocoder';
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

  async suggest(text: string, sedeId: number): Promise<Suggestion[]> {
    const sede = await this.branches.findRow(sedeId);
    const places = await this.geocoder.suggest(text);
    return places.map((p) => ({
      place_id: p.placeId,
      direccion: p.direccion,
      lat: p.lat,
      lng: p.lng,
      out_of_coverage: haversineKm(sede, p) > sede.radioCoberturaKm,
    }));
  }

  /** The place of a chosen suggestion, or of the typed text when no suggestion id is given. */
  async resolve(placeId: string | undefined, text: string) {
    if (placeId) return this.geocoder.place(placeId);
    return (await this.geocoder.suggest(text))[0];
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
