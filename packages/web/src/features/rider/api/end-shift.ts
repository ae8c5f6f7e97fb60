import type { RiderScreen } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useRiderMutation } from './rider-mutation';

/** 'Terminar turno': refused while the rider still carries orders. */
export function endShift(): Promise<RiderScreen> {
  return api.post<RiderScreen>('/api/repartos/turno/terminar/');
}

export function useEndShift() {
  return useRiderMutation(() => endShift(), {
    success: () => 'Turno terminado. ¡Gracias!',
    failure: 'No se pudo terminar el turno',
  });
}
