import type { HorarioSede, Sede } from '@horno/domain/branches';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';

/**
 * The branch's reads that its edits start from (issue 30): each answers the version (`ETag`) its
 * saves send back, so that a save over another person's change is refused. The back office's own:
 * the customer's reads of the same addresses (the menu's) take no part.
 */

/** A branch's data and what it sells: one version, sent by its form and by 'Asociar productos'. */
export const branchAddress = (sedeId: number) => `/api/locations/sedes/${sedeId}/`;

/** A branch's week of hours: the version 'Guardar horarios' sends. */
export const branchHoursAddress = (sedeId: number) =>
  `/api/locations/horarios-sede/?sede_id=${sedeId}`;

/** Under `['branch', id]`: what refreshes a branch after a save refreshes this one too. */
export const branchRecordKey = (sedeId: number) => ['branch', sedeId, 'record'] as const;

/** The customer's reads of a branch's hours: `['branch-hours', id]` (features/branches). */
export const branchHoursKey = (sedeId: number) => ['branch-hours', sedeId] as const;

/** Under the hours' key: the live updates that refresh a branch's hours refresh this one too. */
export const branchHoursRecordKey = (sedeId: number) =>
  [...branchHoursKey(sedeId), 'record'] as const;

/**
 * An edit starts from what the server has as it opens, never from the cache of an earlier visit:
 * a form waits for the read made on its page (`isFetchedAfterMount`), whose answer and version
 * are the same moment's.
 */
const ON_OPEN = { refetchOnMount: 'always' } as const;

export function useBranchRecord(sedeId: number) {
  return useQuery({
    queryKey: branchRecordKey(sedeId),
    queryFn: ({ signal }) =>
      api.get<Sede>(branchAddress(sedeId), {
        signal,
        onHeaders: remembersVersion(branchAddress(sedeId)),
      }),
    ...ON_OPEN,
  });
}

export function useBranchHoursRecord(sedeId: number) {
  return useQuery({
    queryKey: branchHoursRecordKey(sedeId),
    queryFn: ({ signal }) =>
      api.get<HorarioSede[]>('/api/locations/horarios-sede/', {
        params: { sede_id: sedeId },
        signal,
        onHeaders: remembersVersion(branchHoursAddress(sedeId)),
      }),
    ...ON_OPEN,
  });
}
