import { formatCOP } from '@horno/domain/money';
import { CircleCheck, MapPin, MapPinOff, Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { inputClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { AddressSearchState } from '../hooks/use-address-search';

interface AddressSearchProps {
  search: AddressSearchState;
  label?: string;
  autoFocus?: boolean;
  /** What is still missing, said under the field while no notice is (after a blocked submit). */
  error?: string | undefined;
}

function QuotedResult({ search }: { search: AddressSearchState }) {
  const quoted = search.quoted;
  if (!quoted) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-success/30 bg-success-soft p-4">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-ink">{quoted.direccion}</p>
        <p className="text-sm text-ink">
          {quoted.distancia ? `Distancia: ${quoted.distancia} · ` : ''}Tiempo estimado:{' '}
          {quoted.duracionMin} min
        </p>
        <p className="text-base font-extrabold text-success tabular-nums">
          Domicilio {formatCOP(quoted.costoDomicilio)}
        </p>
        {quoted.pedidoMinimo ? (
          <p className="text-sm text-ink">
            Pedido mínimo para domicilio{quoted.zona ? ` en ${quoted.zona}` : ''}:{' '}
            <span className="font-bold tabular-nums">{formatCOP(quoted.pedidoMinimo)}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The address field: suggestions as you type (out-of-coverage ones marked and not selectable),
 * the delivery fee of the chosen one, and what went wrong when nothing can be chosen.
 */
export function AddressSearch({
  search,
  label = 'Dirección de entrega',
  autoFocus,
  error,
}: AddressSearchProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = `${id}-estado`;
  const noticeId = `${id}-aviso`;
  const errorId = `${id}-error`;
  const shownError = search.notice ? null : error;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Escribe tu dirección..."
          autoComplete="street-address"
          autoFocus={autoFocus}
          aria-invalid={search.notice || shownError ? true : undefined}
          aria-describedby={[statusId, search.notice ? noticeId : null, shownError ? errorId : null]
            .filter(Boolean)
            .join(' ')}
          className={cn(inputClass, 'pr-24 pl-11')}
        />
        {search.text && (
          <button
            type="button"
            onClick={() => {
              search.clear();
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1 inline-flex min-h-11 -translate-y-1/2 items-center rounded-lg px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
          >
            Limpiar
          </button>
        )}
      </div>
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {search.quoting !== null ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="text-primary" />
            Verificando área de cobertura y calculando domicilio...
          </span>
        ) : search.searching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="text-primary" />
            Buscando...
          </span>
        ) : search.suggestions.some((suggestion) => !suggestion.out_of_coverage) ? (
          'Elige tu dirección en la lista.'
        ) : search.quoted || search.notice ? null : (
          'Ejemplo: Calle 70 # 11-20, apto 301'
        )}
      </p>
      {search.suggestions.length > 0 && (
        <ul
          aria-label="Sugerencias de dirección"
          className="max-h-60 divide-y divide-line overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface shadow-sm"
        >
          {search.suggestions.map((suggestion) => (
            <li key={suggestion.place_id}>
              <button
                type="button"
                disabled={suggestion.out_of_coverage}
                onClick={() => {
                  // The list goes away with the pick: keep the focus on the field.
                  inputRef.current?.focus();
                  void search.choose(suggestion);
                }}
                className="flex min-h-11 w-full items-center gap-3 px-3 py-2.5 text-left text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:bg-page disabled:hover:bg-page"
              >
                {suggestion.out_of_coverage ? (
                  <MapPinOff aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                ) : (
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
                )}
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block font-bold',
                      suggestion.out_of_coverage && 'text-ink-muted line-through',
                    )}
                  >
                    {suggestion.direccion}
                  </span>
                  {suggestion.out_of_coverage && (
                    <span className="block text-xs font-bold text-warning">
                      Fuera del área de entrega
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.notice && (
        <p
          id={noticeId}
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-warning-soft px-3 py-2.5 text-sm font-bold text-warning"
        >
          <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {search.noticeText}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="text-sm font-bold text-primary-strong">
          {shownError}
        </p>
      )}
      <div aria-live="polite">
        <QuotedResult search={search} />
      </div>
    </div>
  );
}
