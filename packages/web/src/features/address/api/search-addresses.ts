import { api } from '../../../lib/api-client';

export interface AddressSuggestion {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
  out_of_coverage: boolean;
}

/**
 * Bogotá addresses matching the text, for a branch; every call of one search carries the same
 * `sessionToken` (a geocoder that bills by search needs it). A 404 means none was found, and its message
 * says why: the text could not be read as an address, or the address could not be found.
 */
export function searchAddresses(
  text: string,
  sedeId: number,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return api.get<AddressSuggestion[]>('/api/directions/', {
    params: { input_text: text, sede_id: sedeId, session_token: sessionToken },
    signal,
  });
}
