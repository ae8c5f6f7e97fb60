import type { SlotSettings } from '@horno/domain/time-slots';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';

/** A branch's scheduling settings: the read answers the version (`ETag`) its save sends back. */
export const slotSettingsAddress = (sedeId: number) =>
  `/api/locations/sedes/${sedeId}/programacion/`;

export const slotSettingsKey = (sedeId: number) => ['admin-scheduling', sedeId] as const;

/**
 * Read again on opening, whatever is cached: the form waits for this read
 * (`isFetchedAfterMount`), whose answer and version are the same moment's.
 */
export function useSlotSettings(sedeId: number) {
  return useQuery({
    queryKey: slotSettingsKey(sedeId),
    queryFn: ({ signal }) =>
      api.get<SlotSettings>(slotSettingsAddress(sedeId), {
        signal,
        onHeaders: remembersVersion(slotSettingsAddress(sedeId)),
      }),
    refetchOnMount: 'always',
  });
}
