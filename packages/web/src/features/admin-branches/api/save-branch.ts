import type { SedeInput } from '@horno/domain/branch-admin';
import type { Sede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { branchAddress, branchRecordKey } from './branch-records';

export interface SaveBranchInput {
  /** The branch to change; without it a new one is created. */
  id?: number | undefined;
  values: SedeInput;
  /** A new picture; without it the current one stays. */
  imagen: File | null;
  /** The version of the branch the form opened with (refused if another person changed it). */
  version?: RecordVersion | undefined;
}

/** Creates or changes a branch: a multipart form with its picture beside the fields. */
export function saveBranch({ id, values, imagen, version }: SaveBranchInput): Promise<Sede> {
  const form = new FormData();
  form.append('nombre', values.nombre);
  form.append('direccion', values.direccion);
  form.append('lat', String(values.lat));
  form.append('lng', String(values.lng));
  form.append('telefono', values.telefono);
  form.append('whatsapp', values.whatsapp ?? '');
  if (imagen) form.append('imagen', imagen);
  return id === undefined
    ? api.post<Sede>('/api/locations/sedes/', form)
    : api.put<Sede>(branchAddress(id), form, version?.save());
}

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    onSuccess: (sede) => {
      // The branch as saved, with the version its answer carried (`version.save()`).
      queryClient.setQueryData(branchRecordKey(sede.id), sede);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['branches'] }),
        queryClient.invalidateQueries({ queryKey: ['branch', sede.id] }),
        queryClient.invalidateQueries({ queryKey: ['branch-status'] }),
      ]);
    },
  });
}
