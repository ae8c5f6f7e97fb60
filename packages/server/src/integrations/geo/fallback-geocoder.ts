import type { ColombianAddress } from '@horno/domain/colombian-address';
import { type GeoPlace, type Geocoder, GeocoderUnavailable, type SearchSession } from './geocoder';

/**
 * An outside geocoder with the offline one behind it (docs/decisions/013): when the outside one
 * fails, the search goes on with the offline one's places, so that customers keep ordering
 * during an outage. Ids of the offline geocoder's places are always answered by it.
 */
export class FallbackGeocoder implements Geocoder {
  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: Geocoder,
    private readonly onFailure: (err: GeocoderUnavailable) => void,
  ) {}

  async suggest(address: ColombianAddress, session?: SearchSession): Promise<GeoPlace[]> {
    try {
      return await this.primary.suggest(address, session);
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      this.onFailure(err);
      return this.fallback.suggest(address);
    }
  }

  async place(placeId: string, session?: SearchSession): Promise<GeoPlace | undefined> {
    const offline = await this.fallback.place(placeId);
    if (offline) return offline;
    try {
      return await this.primary.place(placeId, session);
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      this.onFailure(err);
      // The caller reads the address from its text instead (GeoService.resolve).
      return undefined;
    }
  }
}
