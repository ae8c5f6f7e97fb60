import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PairingCode {
  /** 'ABCD-EFGH'. */
  codigo: string;
  /** Until when it can be used, once (ISO, by the server's clock). */
  vence_en: string;
}

/** A one-time code for the branch's print agent to pair with (valid 10 minutes). */
export function createPairingCode(sedeId: number): Promise<PairingCode> {
  return api.post<PairingCode>(`/api/locations/sedes/${sedeId}/impresion/codigo/`);
}

export function useCreatePairingCode(sedeId: number) {
  return useMutation({ mutationFn: () => createPairingCode(sedeId) });
}
