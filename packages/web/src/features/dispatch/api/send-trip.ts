import type { Dispatch } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useDispatchMutation } from './dispatch-mutation';

/** 'Salió': the trip leaves and its orders go Enviado. */
export function sendTrip(viaje: number): Promise<Dispatch> {
  return api.post<Dispatch>(`/api/despacho/viajes/${viaje}/salio/`);
}

export function useSendTrip(sede: number) {
  return useDispatchMutation(
    sede,
    ({ viaje }: { viaje: number; nombre: string }) => sendTrip(viaje),
    {
      success: ({ nombre }) => `El viaje de ${nombre} salió`,
      failure: 'No se pudo marcar la salida del viaje',
    },
  );
}
