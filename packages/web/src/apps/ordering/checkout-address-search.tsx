import { AddressSearch } from '../../features/address/components/address-search';
import { useAddressSearch } from '../../features/address/hooks/use-address-search';
import type { AddressFieldProps } from '../../features/checkout/components/delivery-card';
import { type ChosenAddress, useDeliveryStore } from '../../features/delivery/store';
import { toChosen } from './chosen-address';

interface CheckoutAddressSearchProps extends AddressFieldProps {
  sedeId: number | null;
  /** Where a chosen address goes: the order being taken's (the default), or another's. */
  onAddress?: (address: ChosenAddress) => void;
}

const storeAddress = (address: ChosenAddress) => useDeliveryStore.getState().setAddress(address);

/** The checkout's address field: a pick quoted inside the area becomes the order's address. */
export function CheckoutAddressSearch({
  sedeId,
  autoFocus,
  error,
  onChosen,
  onAddress = storeAddress,
}: CheckoutAddressSearchProps) {
  const search = useAddressSearch(sedeId, null, {
    onChosen: (quoted) => {
      onAddress(toChosen(quoted));
      onChosen();
    },
  });
  return <AddressSearch search={search} autoFocus={autoFocus} error={error} />;
}
