import type { AuthResponse } from '@horno/domain/auth';
import { SETUP_PATH, type SetupInput } from '@horno/domain/setup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether a setup link works: resolves, or fails with the server's 403 or 409. */
export function checkSetupLink(token: string, signal?: AbortSignal): Promise<{ valido: true }> {
  return api.get<{ valido: true }>(SETUP_PATH, { params: { token }, signal, anonymous: true });
}

export function useSetupLink(token: string) {
  return useQuery({
    queryKey: ['setup-link', token],
    queryFn: ({ signal }) => checkSetupLink(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export function finishSetup(input: SetupInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(SETUP_PATH, input, { anonymous: true });
}

export function useFinishSetup() {
  return useMutation({ mutationFn: finishSetup });
}

/** Where the first branch's address may be (the link's code instead of a session). */
export function locateWithLink(token: string) {
  return (direccion: string) =>
    api.get<{ place_id: string; direccion: string; lat: number; lng: number }[]>(
      `${SETUP_PATH}ubicar-direccion/`,
      { params: { token, direccion }, anonymous: true },
    );
}
