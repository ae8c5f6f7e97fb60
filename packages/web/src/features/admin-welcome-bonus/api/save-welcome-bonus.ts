import type { BonoBienvenida } from '@horno/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function saveWelcomeBonus(bono: BonoBienvenida): Promise<BonoBienvenida> {
  return api.put<BonoBienvenida>('/api/configuracion/bono-bienvenida/', bono);
}

/** Saves the welcome bonus; `onSaved` gets what the server stored (texts trimmed). */
export function useSaveWelcomeBonus(onSaved: (bono: BonoBienvenida) => void) {
  return useMutation({ mutationFn: saveWelcomeBonus, onSuccess: onSaved });
}
