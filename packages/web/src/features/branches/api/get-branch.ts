import type { Sede } from '@horno/domain/branches';
import { api } from '../../../lib/api-client';

/** One branch, fresh from the server (what it sells now). */
export function getBranch(sedeId: number, signal?: AbortSignal): Promise<Sede> {
  return api.get<Sede>(`/api/locations/sedes/${sedeId}/`, { signal });
}
