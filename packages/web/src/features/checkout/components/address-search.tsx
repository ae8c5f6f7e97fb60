import { MapPin, MapPinOff, Search, X } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { type QuotedAddress, useAddressSearch } from '../hooks/use-address-search';

interface AddressSearchProps {
  sedeId: number | null;
  onChosen: (address: QuotedAddress) => void;
  /** Shown under the field after a blocked submit ('Elige una dirección de entrega'). */
  error?: string | undefined;
  autoFocus?: boolean;
}

/** A compact Bogotá address search: type, pick a suggestion, get the delivery fee. */
export function AddressSearch({ sedeId, onChosen, error, autoFocus }: AddressSearchProps) {
  const id = useId();
  const search = useAddressSearch(sedeId, onChosen);
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-bold text-ink">
        Dirección de entrega
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="text"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Escribe tu dirección..."
          autoComplete="street-address"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[statusId, error ? errorId : null].filter(Boolean).join(' ')}
          className={cn(inputClass, 'h-12 pr-12 pl-11')}
        />
        {search.text && (
          <button
            type="button"
            onClick={search.clear}
            className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-xl text-ink-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Limpiar</span>
          </button>
        )}
      </div>
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {search.quoting !== null ? (
          <span className="inline-flex items-center gap-2">
            <Spinner />
            Verificando área de cobertura y calculando domicilio...
          </span>
        ) : search.searching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner />
            Buscando...
          </span>
        ) : search.suggestions.length > 0 ? (
          'Elige tu dirección en la lista.'
        ) : (
          'Ejemplo: Calle 70 # 11-20'
        )}
      </p>
      {search.suggestions.length > 0 && (
        <ul
          aria-label="Sugerencias de dirección"
          className="max-h-60 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface shadow-sm"
        >
          {search.suggestions.map((suggestion) => (
            <li key={suggestion.place_id}>
              <button
                type="button"
                disabled={search.quoting !== null}
                onClick={() => void search.choose(suggestion)}
                className="flex min-h-11 w-full items-center gap-3 px-3 py-2.5 text-left text-ink transition-colors hover:bg-surface-muted disabled:opacity-60"
              >
                {suggestion.out_of_coverage ? (
                  <MapPinOff aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                ) : (
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-bold">{suggestion.direccion}</span>
                  {suggestion.out_of_coverage && (
                    <span className="block text-xs text-ink-muted">Fuera del área de entrega</span>
                  )}
                </span>
                {search.quoting === suggestion.place_id && <Spinner />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.notice && (
        <p
          role="alert"
          className="rounded-xl bg-warning-soft px-3 py-2 text-sm font-bold text-warning"
        >
          {search.messages[search.notice]}
        </p>
      )}
      {error && !search.notice && (
        <p id={errorId} className="text-sm font-bold text-primary-strong">
          {error}
        </p>
      )}
    </div>
  );
}
