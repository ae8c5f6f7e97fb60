import { formatOrderNumber } from '@horno/domain/dates';
import type { Estacion, TicketLine } from '@horno/domain/kitchen';
import { ArrowLeftRight, BellRing, ChefHat, Undo2, Volume2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/error-message';
import type { LiveConnection } from '../../../lib/live-orders/use-order-events';
import { useServerNow } from '../../../lib/server-clock';
import { useKitchenScreen } from '../api/get-kitchen-screen';
import { useRecoverTicket } from '../api/recover-ticket';
import { useKitchenLive } from '../hooks/use-kitchen-live';
import { useKitchenOutbox } from '../hooks/use-kitchen-outbox';
import { useNewTickets } from '../hooks/use-new-tickets';
import { usePrintFailures } from '../hooks/use-print-failures';
import { useSoundUnlocked } from '../hooks/use-sound-unlocked';
import { waitingBumps, withPending } from '../kitchen-outbox';
import { AllDayStrip } from './all-day-strip';
import { ButtonLabel, KITCHEN_BUTTON, KITCHEN_BUTTON_LOUD, KitchenBar } from './kitchen-bar';
import { KitchenNotices } from './kitchen-notices';
import { PrintFailedNotice } from './print-failed-notice';
import { RecoverDialog } from './recover-dialog';
import { TicketCard } from './ticket-card';

/** With the live socket up the screen is read again on every event, and this often regardless. */
const SAFETY_REFRESH_MS = 30_000;
/** While the socket is down it is read this often. */
const OFFLINE_REFRESH_MS = 10_000;

const ticketsCount = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/**
 * A station's screen: its tickets in arrival order (eight without scrolling on a landscape
 * tablet), the all-day totals, 'Recuperar', and the notices of what this device still has to
 * send. Taps go through the outbox, so they work without a connection.
 */
export function StationScreen({
  station,
  sede,
  branchName,
  token,
  exitTo,
  renderLive,
  playSound,
  onChangeStation,
}: {
  station: Estacion;
  sede: number;
  branchName: string | null;
  token: string | null;
  /** Where 'Salir' goes. */
  exitTo: string;
  renderLive: (state: LiveConnection) => ReactNode;
  /** The new-ticket sound. */
  playSound: () => void;
  onChangeStation: () => void;
}) {
  const outbox = useKitchenOutbox();
  const live = useKitchenLive(sede, token, () => void outbox.flush());
  const refetchInterval = live === 'open' ? SAFETY_REFRESH_MS : OFFLINE_REFRESH_MS;
  const screen = useKitchenScreen(station.id, { refetchInterval });
  const printFailure = usePrintFailures(station.id, { refetchInterval });
  const serverNow = useServerNow(1000);
  const soundUnlocked = useSoundUnlocked();
  const [announcement, setAnnouncement] = useState('');
  const [recoverOpen, setRecoverOpen] = useState(false);
  const [recoverError, setRecoverError] = useState<string | null>(null);
  const recover = useRecoverTicket(station.id);

  const view = useMemo(
    () => screen.data && withPending(screen.data, outbox.queue),
    [screen.data, outbox.queue],
  );
  const waitingLines = useMemo(
    () =>
      new Set(
        outbox.queue.flatMap((a) =>
          a.kind === 'linea' && a.estacion === station.id ? [a.linea] : [],
        ),
      ),
    [outbox.queue, station.id],
  );
  const waitingTickets = useMemo(
    () => waitingBumps(outbox.queue, station.id),
    [outbox.queue, station.id],
  );

  useNewTickets(
    station.id,
    screen.data?.tickets,
    (pedidos) => {
      setAnnouncement(
        pedidos.length === 1
          ? `Nuevo ticket: pedido #${formatOrderNumber(pedidos[0]!)}`
          : `${pedidos.length} tickets nuevos`,
      );
      if (soundUnlocked) playSound();
    },
    (pedidos) => {
      setAnnouncement(
        pedidos.length === 1
          ? `Pedido #${formatOrderNumber(pedidos[0]!)} modificado`
          : `${pedidos.length} pedidos modificados`,
      );
      if (soundUnlocked) playSound();
    },
  );

  const toggleLine = (pedido: number, line: TicketLine) =>
    outbox.add({ kind: 'linea', estacion: station.id, pedido, linea: line.id, hecha: !line.hecha });

  const bump = (pedido: number) => {
    outbox.add({ kind: 'listo', estacion: station.id, pedido });
    setAnnouncement(`Pedido #${formatOrderNumber(pedido)} listo`);
  };

  const bringBack = (pedido: number) => {
    const number = `#${formatOrderNumber(pedido)}`;
    setRecoverError(null);
    if (waitingTickets.has(pedido)) {
      outbox.takeBack(station.id, pedido);
      setRecoverOpen(false);
      setAnnouncement(`Pedido ${number} de vuelta en la pantalla`);
      return;
    }
    recover.mutate(pedido, {
      onSuccess: () => {
        setRecoverOpen(false);
        setAnnouncement(`Pedido ${number} de vuelta en la pantalla`);
      },
      onError: (error) =>
        setRecoverError(
          error instanceof ApiError && error.status === 0
            ? 'Sin conexión: recupera el ticket cuando vuelva la conexión.'
            : refusalMessage(
                `No se pudo recuperar el pedido ${number}. Inténtalo de nuevo.`,
                error,
              ),
        ),
    });
  };

  // The station was removed while shown (its screen answers 404).
  const gone = screen.error instanceof ApiError && screen.error.status === 404;
  const now = serverNow ?? (screen.data ? Date.parse(screen.data.ahora) : Date.now());
  const tickets = view?.tickets ?? [];

  return (
    <>
      <KitchenBar
        title={station.nombre}
        subtitle={`${branchName ? `${branchName} · ` : ''}${view ? ticketsCount(tickets.length) : 'Cargando...'}`}
        exitTo={exitTo}
      >
        {renderLive(live)}
        {soundUnlocked ? (
          <p className="inline-flex min-h-14 items-center gap-2 px-2 text-base font-bold text-ink-muted">
            <Volume2 aria-hidden="true" className="size-6" />
            <ButtonLabel>Sonido activo</ButtonLabel>
          </p>
        ) : (
          <button type="button" onClick={playSound} className={KITCHEN_BUTTON_LOUD}>
            <BellRing aria-hidden="true" className="size-6 motion-safe:animate-bounce" />
            Toca para activar el sonido
          </button>
        )}
        <button
          type="button"
          className={KITCHEN_BUTTON}
          onClick={() => {
            setRecoverError(null);
            setRecoverOpen(true);
          }}
        >
          <Undo2 aria-hidden="true" className="size-6" />
          <ButtonLabel>Recuperar</ButtonLabel>
        </button>
        <button type="button" className={KITCHEN_BUTTON} onClick={onChangeStation}>
          <ArrowLeftRight aria-hidden="true" className="size-6" />
          <ButtonLabel>Cambiar estación</ButtonLabel>
        </button>
      </KitchenBar>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <KitchenNotices
        waiting={outbox.queue.length}
        problem={outbox.problem}
        conflicts={outbox.conflicts}
        onDismiss={outbox.dismiss}
      />
      {view ? <AllDayStrip items={view.todo_el_dia} /> : null}
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {gone ? (
          <EmptyState
            icon={ChefHat}
            title={`La estación ${station.nombre} ya no existe`}
            description="La quitaron de la sede mientras esta pantalla la mostraba. Elige la estación de este dispositivo."
            action={
              <button type="button" className={KITCHEN_BUTTON} onClick={onChangeStation}>
                Elegir estación
              </button>
            }
            className="h-full justify-center"
          />
        ) : !view ? (
          screen.isPending ? (
            <TicketsSkeleton />
          ) : (
            <LoadError
              title="No se pudo cargar la pantalla de la estación"
              onRetry={() => void screen.refetch()}
              error={screen.error}
            />
          )
        ) : tickets.length === 0 ? (
          <EmptyState
            icon={ChefHat}
            title="No hay tickets por hacer"
            description={`Los pedidos aceptados${branchName ? ` de ${branchName}` : ''} que tengan algo para ${station.nombre} aparecen aquí solos, en orden de llegada${soundUnlocked ? ', con un sonido' : ''}.`}
            className="h-full justify-center"
          />
        ) : (
          <ol aria-label="Tickets en orden de llegada" className={TICKET_GRID}>
            {tickets.map((ticket) => {
              const failed = printFailure(ticket.pedido);
              const number = `#${formatOrderNumber(ticket.pedido)}`;
              return (
                <li key={ticket.pedido} className="sm:min-h-0">
                  <TicketCard
                    ticket={ticket}
                    station={view.estacion}
                    now={now}
                    waitingLines={waitingLines}
                    onToggleLine={(line) => toggleLine(ticket.pedido, line)}
                    onBump={() => bump(ticket.pedido)}
                    notice={
                      failed ? (
                        <PrintFailedNotice
                          number={number}
                          reason={failed.reason}
                          retrying={failed.retrying}
                          error={failed.error}
                          onRetry={() =>
                            failed.retry(() =>
                              setAnnouncement(`Imprimiendo de nuevo el pedido ${number}`),
                            )
                          }
                        />
                      ) : undefined
                    }
                  />
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <RecoverDialog
        open={recoverOpen}
        onOpenChange={setRecoverOpen}
        stationName={station.nombre}
        tickets={view?.recuperables ?? []}
        waiting={waitingTickets}
        recovering={recover.isPending ? (recover.variables ?? null) : null}
        error={recoverError}
        onRecover={bringBack}
      />
    </>
  );
}

/**
 * One column on a phone; from a small tablet on, rows the height of half the screen (a third
 * standing up), so a 10-inch tablet shows eight tickets (4 × 2 lying, 3 × 3 standing) without
 * scrolling; more scroll below.
 */
const TICKET_GRID =
  'grid grid-cols-1 gap-3 sm:h-full sm:grid-cols-2 sm:auto-rows-[calc((100%-0.75rem)/2)] md:grid-cols-3 xl:grid-cols-4 sm:portrait:auto-rows-[calc((100%-1.5rem)/3)]';

function TicketsSkeleton() {
  return (
    <div role="status" aria-label="Cargando tickets..." className={TICKET_GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-full min-h-48 rounded-2xl" />
      ))}
    </div>
  );
}
