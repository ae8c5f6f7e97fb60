import type { PublicidadPublica } from '@horno/domain/ads';
import { api } from '../../../lib/api-client';

/** The ads current now (active, within their dates), as any customer sees them. */
export function getCurrentAds(signal?: AbortSignal): Promise<PublicidadPublica[]> {
  return api.get<PublicidadPublica[]>('/api/publicidades/', { params: { vigentes: true }, signal });
}
