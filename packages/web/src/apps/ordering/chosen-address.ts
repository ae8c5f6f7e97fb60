import type { QuotedAddress } from '../../features/address/address-state';
import type { ChosenAddress } from '../../features/delivery/store';

/** A stored address as the search's quote; its distance was not kept. */
export const toQuoted = (address: ChosenAddress): QuotedAddress => ({
  ...address,
  distancia: null,
});

/** A quote as the delivery store keeps it. */
export const toChosen = (quoted: QuotedAddress): ChosenAddress => ({
  placeId: quoted.placeId,
  direccion: quoted.direccion,
  lat: quoted.lat,
  lng: quoted.lng,
  sedeId: quoted.sedeId,
  costoDomicilio: quoted.costoDomicilio,
  duracionMin: quoted.duracionMin,
});
