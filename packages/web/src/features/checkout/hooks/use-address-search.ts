import { ORDER_MESSAGES } from '@horno/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { calculateDistance } from '../api/calculate-distance';
import { type AddressSuggestion, searchAddresses } from '../api/search-addresses';
import { useDebouncedValue } from './use-debounced-value';

// customer-app.md §9: address debounce 250 ms; the not-found hint waits 800 ms.
const DEBOUNCE_MS = 250;
const NOT_FOUND_DELAY_MS = 800;
const MIN_CHARS = 3;

/** A suggestion whose delivery fee was quoted for a branch and that lies in its area. */
export interface QuotedAddress {
  placeId: string;
  direccion: string;
  lat: number;
  lng: number;
  sedeId: number;
  costoDomicilio: number;
  duracionMin: number;
}

export type AddressSearchNotice = 'notFound' | 'outside' | 'searchError' | null;

/**
 * Type, see suggestions, pick one: the pick is quoted for the branch and handed to `onChosen`
 * when it is inside the delivery area.
 */
export function useAddressSearch(
  sedeId: number | null,
  onChosen: (address: QuotedAddress) => void,
) {
  const [text, setText] = useState('');
  const [quoting, setQuoting] = useState<string | null>(null);
  const [outside, setOutside] = useState(false);
  const [notFoundShown, setNotFoundShown] = useState(false);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = sedeId !== null && query.length >= MIN_CHARS;

  const suggestions = useQuery({
    queryKey: ['address-suggestions', sedeId, query],
    queryFn: ({ signal }) => searchAddresses(query, sedeId!, signal),
    enabled: searchable,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const notFound =
    searchable && suggestions.error instanceof ApiError && suggestions.error.status === 404;
  useEffect(() => {
    if (!notFound) {
      setNotFoundShown(false);
      return;
    }
    const timer = setTimeout(() => setNotFoundShown(true), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notFound]);

  const changeText = (value: string) => {
    setText(value);
    setOutside(false);
  };

  const choose = async (suggestion: AddressSuggestion) => {
    if (sedeId === null || quoting) return;
    setOutside(false);
    if (suggestion.out_of_coverage) {
      setOutside(true);
      return;
    }
    setQuoting(suggestion.place_id);
    try {
      const quote = await calculateDistance(suggestion, sedeId);
      if (!quote.dentro_de_cobertura) {
        setOutside(true);
        return;
      }
      onChosen({
        placeId: suggestion.place_id,
        direccion: suggestion.direccion,
        lat: suggestion.lat,
        lng: suggestion.lng,
        sedeId,
        costoDomicilio: quote.costo_domicilio,
        duracionMin: quote.duracion_min,
      });
      setText('');
    } catch {
      notify.error('No se pudo calcular el costo del domicilio.');
    } finally {
      setQuoting(null);
    }
  };

  const notice: AddressSearchNotice = outside
    ? 'outside'
    : notFoundShown
      ? 'notFound'
      : searchable && suggestions.isError && !notFound
        ? 'searchError'
        : null;

  return {
    text,
    setText: changeText,
    clear: () => changeText(''),
    searching: searchable && suggestions.isFetching,
    suggestions: searchable && !notFound ? (suggestions.data ?? []) : [],
    quoting,
    choose,
    notice,
    messages: {
      notFound: ORDER_MESSAGES.addressNotFound,
      outside: ORDER_MESSAGES.outsideArea,
      searchError: 'Error buscando direcciones.',
    },
  };
}
