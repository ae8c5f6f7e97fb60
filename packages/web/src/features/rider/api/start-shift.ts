import type { RiderScreen } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useRiderMutation } from './rider-mutation';

/** 'Iniciar turno' at a branch: dispatch there sees the rider from now on. */
export function startShift(sede: number): Promise<RiderScreen> {
  return api.post<RiderScreen>('/api/repartos/turno/', { sede });
}

export function useStartShift() {
  return useRiderMutation(({ sede }: { sede: number; nombre: string }) => startShift(sede), {
    success: ({ nombre }) => `Turno iniciado en ${nombre}`,
    failure: 'No se pudo iniciar el turno',
  });
}
