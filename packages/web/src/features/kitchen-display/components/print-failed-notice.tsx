import { PRINTING_MESSAGES } from '@horno/domain/printing';
import { PrinterX, RotateCcw } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A ticket's 'No se imprimió' (its print job failed after its tries), why, and 'Reintentar':
 * 56 px, as every tap of the display.
 */
export function PrintFailedNotice({
  number,
  reason,
  retrying,
  error,
  onRetry,
}: {
  /** '#00012'. */
  number: string;
  /** The printer's or the agent's last word ('La impresora rechazó la conexión'). */
  reason: string | null;
  retrying: boolean;
  /** Why the last 'Reintentar' was refused. */
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={`${PRINTING_MESSAGES.notPrinted}: pedido ${number}`}
      className="@container mb-2 rounded-xl bg-warning-soft p-1.5 pl-2.5 text-warning"
    >
      {/* One strip, so the ticket's lines keep their room on a tablet's card; on a narrow card
          (a tablet standing up) the button goes under the words. */}
      <div className="flex flex-col gap-1.5 @3xs:flex-row @3xs:items-center @3xs:gap-2">
        <p className="flex min-w-0 flex-1 items-center gap-2 text-lg leading-tight font-extrabold">
          <PrinterX aria-hidden="true" className="size-6 shrink-0" />
          {PRINTING_MESSAGES.notPrinted}
        </p>
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
          className="flex min-h-14 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-[#f5b301] px-3 text-lg font-extrabold text-[#1a1206] transition-colors hover:bg-[#ffc83d] disabled:opacity-80"
        >
          {retrying ? <Spinner /> : <RotateCcw aria-hidden="true" className="size-5" />}
          {retrying ? 'Reintentando...' : 'Reintentar'}
          <span className="sr-only"> la impresión del pedido {number}</span>
        </button>
      </div>
      {/* Its first words say which printer; the whole of it is for whoever fixes it. */}
      {reason ? <p className="mt-1 truncate text-base leading-snug">{reason}</p> : null}
      {error ? (
        <p role="alert" className="mt-1 text-base leading-snug font-bold">
          {error}
        </p>
      ) : null}
    </div>
  );
}
