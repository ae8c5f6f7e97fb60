import { AddressSearch } from '../../features/address/components/address-search';
import { useAddressSearch } from '../../features/address/hooks/use-address-search';
import type { AddressFieldProps } from '../../features/checkout/components/delivery-card';
import { useDeliveryStore } from '../../features/delivery/store';
import { toChosen } from './chosen-address';

interface CheckoutAddressSearchProps extends AddressFieldProps {
  sedeId: number | null;
}

/** The checkout's address field: a pick quoted inside the area becomes the order's address. */
export function CheckoutAddressSearch({
  sedeId,
  autoFocus,
  error,
  onChosen,
}: CheckoutAddressSearchProps) {
  const search = useAddressSearch(sedeId, null, {
    onChosen: (quoted) => {
      useDeliveryStore.getState().setAddress(toChosen(quoted));
      onChosen();
    },
  });
  return <AddressSearch search={search} autoFocus={autoFocus} error={error} />;
}
