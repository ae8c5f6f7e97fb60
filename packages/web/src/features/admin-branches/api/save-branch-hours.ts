import type { HorariosSemana } from '@horno/domain/branch-admin';
import type { HorarioSede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { branchHoursKey, branchHoursRecordKey } from './branch-records';

export interface SaveBranchHoursInput {
  week: HorariosSemana;
  /** The version of the hours the editor opened with (refused if another person changed them). */
  version?: RecordVersion | undefined;
}

/** Replaces a branch's week of hours (the server does it in one transaction). */
export function saveBranchHours({ week, version }: SaveBranchHoursInput): Promise<HorarioSede[]> {
  return api.post<HorarioSede[]>('/api/locations/horarios-sede/', week, version?.save());
}

/** Saves the week; the branch's schedule and every open/closed state read again. */
export function useSaveBranchHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranchHours,
    onSuccess: (saved, { week }) => {
      const sede = week[0]?.sede;
      if (sede !== undefined) {
        queryClient.setQueryData(branchHoursKey(sede), saved);
        // The saved week and the version its answer carried (`version.save()`) go together.
        queryClient.setQueryData(branchHoursRecordKey(sede), saved);
      }
      return queryClient.invalidateQueries({ queryKey: ['branch-status'] });
    },
  });
}
