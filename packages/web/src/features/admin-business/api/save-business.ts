import { BUSINESS_PATH, type Negocio } from '@horno/domain/business-identity';
import type { NegocioInput } from '@horno/domain/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BUSINESS_QUERY_KEY } from '../../../lib/business';

/** Stores a logo picture (not yet in the settings): its URL, for the next save. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('imagen', file);
  return (await api.post<{ logo: string }>(`${BUSINESS_PATH}logo/`, form)).logo;
}

export interface SaveBusinessInput {
  values: NegocioInput;
  /** A new logo to upload first; without it `values.logo` stays as it is. */
  logo: File | null;
}

export async function saveBusiness({ values, logo }: SaveBusinessInput): Promise<Negocio> {
  const url = logo ? await uploadLogo(logo) : values.logo;
  return api.put<Negocio>(BUSINESS_PATH, { ...values, logo: url ?? null });
}

/** Saves the identity; this tab's logo and name follow at once, the other pages on their next load. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (negocio) => queryClient.setQueryData(BUSINESS_QUERY_KEY, negocio),
  });
}
