import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  ADDRESS_MESSAGES,
  type AddressNotice,
  addressStatus,
  type QuotedAddress,
} from '../address-state';
import { calculateDistance } from '../api/calculate-distance';
import { type AddressSuggestion, searchAddresses } from '../api/search-addresses';
import { useDebouncedValue } from './use-debounced-value';

// customer-app.md §9: address debounce 250 ms; the not-found hint waits 800 ms.
const DEBOUNCE_MS = 250;
const NOT_FOUND_DELAY_MS = 800;
const MIN_CHARS = 3;

/** A search's token: 8 to 64 letters, digits, '-' or '_' (the server's rule). */
function newSearchToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface AddressSearchOptions {
  /** Told of each pick once it is quoted inside the delivery area. */
  onChosen?: (quoted: QuotedAddress) => void;
}

/**
 * Type, see suggestions, pick one: the pick is quoted for the branch (distance, time, fee) and
 * kept as `quoted` when it lies inside the delivery area. `initial` is an address already chosen.
 */
export function useAddressSearch(
  sedeId: number | null,
  initial: QuotedAddress | null = null,
  { onChosen }: AddressSearchOptions = {},
) {
  const [text, setText] = useState(initial?.direccion ?? '');
  // The list follows the typing; picking a suggestion closes it until the text changes again.
  const [listOpen, setListOpen] = useState(initial === null);
  const [quoted, setQuoted] = useState<QuotedAddress | null>(initial);
  const [quoting, setQuoting] = useState<string | null>(null);
  const [pickNotice, setPickNotice] = useState<'outside' | 'quoteError' | null>(null);
  const [notFoundShown, setNotFoundShown] = useState(false);
  const pickRun = useRef(0);
  // One token from the first keystroke of a search to its pick (docs/decisions/013).
  const session = useRef<string | null>(null);

  // Another branch means another delivery area: start over.
  const [forSede, setForSede] = useState(sedeId);
  if (forSede !== sedeId) {
    setForSede(sedeId);
    setText('');
    setListOpen(true);
    setQuoted(null);
    setQuoting(null);
    setPickNotice(null);
  }
  useEffect(() => {
    pickRun.current++;
  }, [sedeId]);

  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = sedeId !== null && listOpen && query.length >= MIN_CHARS;

  const suggestions = useQuery({
    queryKey: ['address-suggestions', sedeId, query],
    queryFn: ({ signal }) =>
      searchAddresses(query, sedeId!, (session.current ??= newSearchToken()), signal),
    enabled: searchable,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const notFound =
    searchable &&
    !suggestions.isFetching &&
    suggestions.error instanceof ApiError &&
    suggestions.error.status === 404;
  useEffect(() => {
    if (!notFound) {
      setNotFoundShown(false);
      return;
    }
    const timer = setTimeout(() => setNotFoundShown(true), NOT_FOUND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notFound]);

  const list: AddressSuggestion[] =
    searchable && !suggestions.isError ? (suggestions.data ?? []) : [];
  const allOutside = list.length > 0 && list.every((s) => s.out_of_coverage);

  const changeText = (value: string) => {
    pickRun.current++;
    setText(value);
    setListOpen(true);
    setQuoted(null);
    setQuoting(null);
    setPickNotice(null);
  };

  const choose = async (suggestion: AddressSuggestion) => {
    if (sedeId === null || suggestion.out_of_coverage) return;
    const run = ++pickRun.current;
    setText(suggestion.direccion);
    setListOpen(false);
    setQuoted(null);
    setPickNotice(null);
    setQuoting(suggestion.place_id);
    // The pick ends the search: the next one gets a token of its own.
    const sessionToken = session.current ?? undefined;
    session.current = null;
    try {
      const quote = await calculateDistance(suggestion, sedeId, sessionToken);
      if (run !== pickRun.current) return;
      if (!quote.dentro_de_cobertura) {
        setPickNotice('outside');
        return;
      }
      const chosen: QuotedAddress = {
        placeId: suggestion.place_id,
        direccion: suggestion.direccion,
        lat: suggestion.lat,
        lng: suggestion.lng,
        sedeId,
        costoDomicilio: quote.costo_domicilio,
        duracionMin: quote.duracion_min,
        distancia: quote.distance,
        zona: quote.zona?.nombre ?? null,
        pedidoMinimo: quote.pedido_minimo,
      };
      setQuoted(chosen);
      onChosen?.(chosen);
    } catch {
      // The pending address is dropped: without a fee it cannot be confirmed.
      if (run === pickRun.current) setPickNotice('quoteError');
    } finally {
      if (run === pickRun.current) setQuoting(null);
    }
  };

  const notice: AddressNotice | null =
    pickNotice ??
    (allOutside
      ? 'outside'
      : notFoundShown
        ? 'notFound'
        : searchable && suggestions.isError && !notFound
          ? 'searchError'
          : null);

  // A 404 says why: an address it could not read (with an example) or one it could not find.
  const noticeText =
    notice === 'notFound' && suggestions.error instanceof ApiError
      ? suggestions.error.message
      : notice && ADDRESS_MESSAGES[notice];

  const searching = searchable && suggestions.isFetching;
  const busy = searching || quoting !== null || (listOpen && text.trim() !== query);

  return {
    text,
    setText: changeText,
    clear: () => changeText(''),
    suggestions: list,
    searching,
    quoting,
    quoted,
    notice,
    /** What the notice says to the customer. */
    noticeText,
    busy,
    status: addressStatus({ quoted, busy, notice }),
    choose,
  };
}

export type AddressSearchState = ReturnType<typeof useAddressSearch>;
