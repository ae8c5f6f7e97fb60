import type { ModoOcupado, PausaSede } from '@horno/domain/branch-admin';
import type { EstadoSede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 'Pausar pedidos en línea' or 'Reanudar pedidos'. */
export function setBranchPause(sedeId: number, body: PausaSede): Promise<EstadoSede> {
  return api.post<EstadoSede>(`/api/locations/sedes/${sedeId}/pausa/`, body);
}

/** 'Modo ocupado': minutes added to the time customers are told (0 turns it off). */
export function setBranchBusy(sedeId: number, body: ModoOcupado): Promise<EstadoSede> {
  return api.post<EstadoSede>(`/api/locations/sedes/${sedeId}/ocupado/`, body);
}

/** Both rush controls; the branch's status is replaced by the answer at once. */
export function useRushControls() {
  const queryClient = useQueryClient();
  const apply = (estado: EstadoSede) =>
    queryClient.setQueryData<EstadoSede[]>(['branch-status'], (list) =>
      list?.map((item) => (item.id === estado.id ? estado : item)),
    );
  const pause = useMutation({
    mutationFn: ({ sedeId, body }: { sedeId: number; body: PausaSede }) =>
      setBranchPause(sedeId, body),
    onSuccess: apply,
  });
  const busy = useMutation({
    mutationFn: ({ sedeId, body }: { sedeId: number; body: ModoOcupado }) =>
      setBranchBusy(sedeId, body),
    onSuccess: apply,
  });
  return { pause, busy };
}
