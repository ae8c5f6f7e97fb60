import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LocatedPlace {
  place_id: string;
  direccion: string;
  lat: number;
  lng: number;
}

/**
 * Where an address may be, for placing a branch. A 404 says why none was found (unreadable, or
 * nowhere to be found); its message is the one to show.
 */
export function useLocateAddress(
  locate: (direccion: string) => Promise<LocatedPlace[]> = (direccion) =>
    api.get<LocatedPlace[]>('/api/locations/ubicar-direccion/', { params: { direccion } }),
) {
  return useMutation({ mutationFn: locate });
}
