import type { PositionInput } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';

/** Where the rider's phone is, during a trip under way; `guardada` false when one was kept < 5 s ago. */
export function sharePosition(position: PositionInput): Promise<{ guardada: boolean }> {
  return api.post<{ guardada: boolean }>('/api/repartos/posicion/', position);
}
