import type { Publicidad, PublicidadInput } from '@horno/domain/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { adAddress } from './get-ad';
import { ADS_KEY } from './get-ads';

export interface SaveAdInput {
  /** The ad to change; without it a new one is registered. */
  id?: number | undefined;
  values: PublicidadInput;
  /** The new picture (required to register; an edit without one keeps the current). */
  imagen: File | null;
  /** The version the form loaded, for an edit. */
  version?: RecordVersion;
}

/** The multipart form the API takes: the fields as text and the picture. */
function toFormData({ values, imagen }: SaveAdInput): FormData {
  const form = new FormData();
  form.append('titulo', values.titulo);
  form.append('fecha_inicio', values.fecha_inicio);
  form.append('fecha_fin', values.fecha_fin);
  form.append('activa', String(values.activa));
  if (imagen) form.append('imagen', imagen);
  return form;
}

/** Registers (no id) or changes an ad. */
export function saveAd(input: SaveAdInput): Promise<Publicidad> {
  const form = toFormData(input);
  return input.id === undefined
    ? api.post<Publicidad>('/api/publicidades/', form)
    : api.put<Publicidad>(adAddress(input.id), form, input.version?.save());
}

/** Saves an ad; the lists read again. */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS_KEY }),
  });
}
