import { formatOrderNumber, formatTime } from '@horno/domain/dates';
import type { Ticket } from '@horno/domain/kitchen';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { lineSummary, ticketTypeLabel } from './ticket-card';

/**
 * 'Recuperar': the station's last ten bumped tickets, newest first; one comes back to the screen
 * with a tap. A bump still waiting on this device (offline) is simply taken back.
 */
export function RecoverDialog({
  open,
  onOpenChange,
  stationName,
  tickets,
  waiting,
  recovering,
  error,
  onRecover,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stationName: string;
  tickets: readonly Ticket[];
  /** Orders whose bump has not left this device. */
  waiting: ReadonlySet<number>;
  /** The order being brought back, if one is. */
  recovering: number | null;
  error: string | null;
  onRecover: (pedido: number) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Recuperar un ticket"
      description={`Los últimos tickets que ${stationName} marcó listos. Recuperar uno lo devuelve a la pantalla.`}
      widthClass="sm:max-w-2xl"
    >
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-primary-soft px-4 py-3 font-bold text-primary-strong"
        >
          {error}
        </p>
      ) : null}
      {tickets.length === 0 ? (
        <EmptyState
          icon={Undo2}
          title="No hay tickets para recuperar"
          description="Aquí aparecen los últimos diez que la estación marque listos, por si alguno se marcó por error."
        />
      ) : (
        <ul className="divide-y divide-line">
          {tickets.map((ticket) => {
            const number = `#${formatOrderNumber(ticket.pedido)}`;
            const pending = waiting.has(ticket.pedido);
            return (
              <li key={ticket.pedido} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-extrabold text-ink">
                    {number} · {ticketTypeLabel(ticket)}
                    {ticket.cliente ? ` · ${ticket.cliente}` : ''}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {pending
                      ? 'Marcado listo sin conexión: aún no se ha enviado'
                      : ticket.listo_en
                        ? `Listo a las ${formatTime(ticket.listo_en)}`
                        : null}
                  </p>
                  <p className="text-sm text-ink">{ticket.lineas.map(lineSummary).join(', ')}</p>
                </div>
                <Button
                  variant="secondary"
                  className="min-h-14"
                  disabled={recovering !== null}
                  onClick={() => onRecover(ticket.pedido)}
                >
                  {recovering === ticket.pedido ? (
                    <Spinner />
                  ) : (
                    <Undo2 aria-hidden="true" className="size-5" />
                  )}
                  {recovering === ticket.pedido ? 'Recuperando...' : 'Recuperar'}
                  <span className="sr-only"> el pedido {number}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
