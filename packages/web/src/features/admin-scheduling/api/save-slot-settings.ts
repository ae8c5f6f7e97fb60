import type { SlotSettings } from '@horno/domain/time-slots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { slotSettingsAddress, slotSettingsKey } from './get-slot-settings';

export interface SaveSlotSettingsInput {
  sedeId: number;
  values: SlotSettings;
  /** The version the form opened with (refused if another person changed the settings). */
  version: RecordVersion;
}

/** Replaces a branch's scheduling settings as a whole. */
export function saveSlotSettings({
  sedeId,
  values,
  version,
}: SaveSlotSettingsInput): Promise<SlotSettings> {
  return api.put<SlotSettings>(slotSettingsAddress(sedeId), values, version.save());
}

export function useSaveSlotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlotSettings,
    // The saved settings and the version their answer carried (`version.save()`) go together.
    onSuccess: (saved, { sedeId }) => queryClient.setQueryData(slotSettingsKey(sedeId), saved),
  });
}
