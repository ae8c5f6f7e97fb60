import { formatOrderNumber, formatTime } from '@horno/domain/dates';
import type { Estacion, Ticket, TicketLine } from '@horno/domain/kitchen';
import { Check, CircleCheck, Circle, CloudOff } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { ORDER_TYPE_ICONS } from '../../../components/ui/order-type';
import { cn } from '../../../lib/cn';
import { useLinesBelow } from '../hooks/use-lines-below';
import { TONE_STYLE } from '../kitchen-theme';
import { elapsedLabel, elapsedMs, elapsedWords, toneAt } from '../ticket-time';

/** 'Domicilio', 'Recoger', 'Mesa 4': what the pass needs to know of the order. */
export function ticketTypeLabel(ticket: Pick<Ticket, 'tipo_pedido' | 'mesa'>): string {
  if (ticket.tipo_pedido === 'DOMICILIO') return 'Domicilio';
  if (ticket.tipo_pedido === 'RECOGER') return 'Recoger';
  return ticket.mesa ?? 'Mesa';
}

/** '2 × Hawaiana · Mediana': a line in one phrase (the all-day strip and 'Recuperar' say it so). */
export const lineSummary = (line: Pick<TicketLine, 'cantidad' | 'nombre' | 'medida'>) =>
  `${line.cantidad} × ${line.nombre}${line.medida ? ` · ${line.medida}` : ''}`;

/** 'Nuevo', 'Modificado': what a change to the order did, in the display's loud yellow. */
function ChangeTag({ children }: { children: string }) {
  return (
    <span className="mr-1.5 inline-block rounded-md bg-[#f5b301] px-1.5 align-[0.1em] text-sm leading-5 font-extrabold tracking-wide text-[#1a1206] uppercase">
      {children}
    </span>
  );
}

/** A line a change took out: struck through, not a tap. */
function RemovedLine({ line }: { line: TicketLine }) {
  return (
    <p className="flex min-h-11 items-start gap-2.5 rounded-xl border-2 border-dashed border-line px-2.5 py-1.5 text-ink-muted">
      <span className="min-w-9 text-xl leading-7 font-extrabold tabular-nums">
        <s>{line.cantidad}×</s>
      </span>
      <span className="min-w-0 flex-1 text-xl leading-7 font-bold">
        <span className="sr-only">Quitado: </span>
        <s>
          {line.nombre}
          {line.medida ? ` · ${line.medida}` : ''}
        </s>
        <span aria-hidden="true" className="ml-2 text-sm font-extrabold uppercase">
          Quitado
        </span>
      </span>
    </p>
  );
}

/** A line as the station makes it; one tap marks it made (or not). */
function LineButton({
  line,
  waiting,
  onToggle,
}: {
  line: TicketLine;
  /** Tapped while offline: the server does not have it yet. */
  waiting: boolean;
  onToggle: () => void;
}) {
  const Mark = line.hecha ? CircleCheck : Circle;
  return (
    <button
      type="button"
      aria-pressed={line.hecha}
      onClick={onToggle}
      className={cn(
        'flex min-h-14 w-full items-start gap-2.5 rounded-xl px-2.5 py-1.5 text-left transition-colors',
        line.hecha ? 'bg-page' : 'bg-surface-muted hover:bg-line',
      )}
    >
      <span className="min-w-9 text-xl leading-7 font-extrabold tabular-nums">
        {line.cantidad}×
        {line.antes !== null ? (
          <span className="block text-sm leading-4 font-bold text-ink-muted">
            <span className="sr-only">antes </span>
            <s>{line.antes}</s>
          </span>
        ) : null}
      </span>
      <span className={cn('min-w-0 flex-1', line.hecha && 'text-ink-muted')}>
        <span className={cn('block text-xl leading-7 font-bold', line.hecha && 'line-through')}>
          {line.nueva ? <ChangeTag>Nuevo</ChangeTag> : null}
          {line.nombre}
          {line.medida ? <span className="font-semibold"> · {line.medida}</span> : null}
        </span>
        {/* A half-and-half is named 'Mitad A / Mitad B' as ordered; say the half only if not. */}
        {line.mitad && !line.nombre.includes(line.mitad) ? (
          <span className="block text-base leading-snug">Otra mitad: {line.mitad}</span>
        ) : null}
        {line.selecciones.map((s) => (
          <span key={`${s.seccion}:${s.opcion}`} className="block text-base leading-snug">
            {s.seccion}: {s.opcion}
          </span>
        ))}
        {line.adiciones.map((adicion) => (
          <span key={adicion} className="block text-base leading-snug">
            + {adicion}
          </span>
        ))}
        {line.observaciones ? (
          <strong className="mt-0.5 block text-base leading-snug font-extrabold text-warning">
            {line.observaciones}
          </strong>
        ) : null}
      </span>
      <span className="flex shrink-0 flex-col items-center gap-0.5 pt-0.5">
        <Mark
          aria-hidden="true"
          className={cn('size-7', line.hecha ? 'text-success' : 'text-ink-muted')}
        />
        {waiting ? (
          <CloudOff aria-label="Sin enviar" role="img" className="size-5 text-warning" />
        ) : null}
      </span>
    </button>
  );
}

/**
 * A ticket: the order's number, type and time in the kitchen in large figures, in the colour of
 * the station's targets; its lines, each a tap; and 'Listo'.
 */
export function TicketCard({
  ticket,
  station,
  now,
  waitingLines,
  onToggleLine,
  onBump,
  notice,
}: {
  ticket: Ticket;
  station: Pick<Estacion, 'minutos_ambar' | 'minutos_rojo'>;
  /** The server's time, ms. */
  now: number;
  waitingLines: ReadonlySet<number>;
  onToggleLine: (line: TicketLine) => void;
  onBump: () => void;
  /** Said above 'Listo': the ticket's 'No se imprimió'. */
  notice?: ReactNode;
}) {
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const below = useLinesBelow(list, ticket.lineas.length + ticket.quitadas.length);
  const ms = elapsedMs(ticket.entro_en, now);
  const tone = toneAt(ticket.entro_en, now, station);
  const style = TONE_STYLE[tone];
  const TypeIcon = ORDER_TYPE_ICONS[ticket.tipo_pedido];
  const number = `#${formatOrderNumber(ticket.pedido)}`;
  return (
    <article
      aria-labelledby={titleId}
      data-tone={tone}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border-2 bg-surface sm:h-full sm:min-h-0',
        style.frame,
      )}
    >
      <header className={cn('px-3 py-2', style.header)}>
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-2xl leading-tight font-extrabold tabular-nums">
            <span className="sr-only">Pedido </span>
            {number}
          </h2>
          <p className="text-4xl leading-none font-extrabold tabular-nums">
            <span className="sr-only">
              En cocina hace {elapsedWords(ms)}
              {style.word ? ` (${style.word.toLowerCase()})` : ''}
            </span>
            <span aria-hidden="true">{elapsedLabel(ms)}</span>
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1.5 text-base leading-snug font-bold">
            <TypeIcon aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate">
              {ticketTypeLabel(ticket)}
              {ticket.cliente ? ` · ${ticket.cliente}` : ''}
              {ticket.entrega_estimada
                ? ` · ${ticket.programado ? 'Para' : 'Entrega'} ${formatTime(ticket.entrega_estimada)}`
                : ''}
            </span>
          </p>
          <span className="flex shrink-0 items-center gap-2">
            {ticket.modificado_en ? <ChangeTag>Modificado</ChangeTag> : null}
            {style.word ? (
              <span aria-hidden="true" className="text-sm font-extrabold tracking-wide uppercase">
                {style.word}
              </span>
            ) : null}
          </span>
        </div>
      </header>
      <div className="relative sm:min-h-0 sm:flex-1">
        <ul
          ref={list}
          aria-label={`Líneas del pedido ${number}`}
          className="space-y-1 p-2 sm:h-full sm:overflow-y-auto"
        >
          {ticket.lineas.map((line) => (
            <li key={line.id}>
              <LineButton
                line={line}
                waiting={waitingLines.has(line.id)}
                onToggle={() => onToggleLine(line)}
              />
            </li>
          ))}
          {ticket.quitadas.map((line) => (
            <li key={`quitada-${line.id}`}>
              <RemovedLine line={line} />
            </li>
          ))}
        </ul>
        {below > 0 ? (
          // Said to the eye only: a screen reader reads every line anyway.
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center bg-linear-to-t from-surface from-40% pt-6 pb-1.5"
          >
            <span className="rounded-full bg-[#f5b301] px-3 py-0.5 text-base font-extrabold text-[#1a1206]">
              ↓ Más abajo
            </span>
          </p>
        ) : null}
      </div>
      <div className="p-2 pt-0">
        {notice}
        <button
          type="button"
          onClick={onBump}
          className="flex min-h-14 w-full items-center justify-center gap-2 rounded-xl bg-ink text-xl font-extrabold text-page transition-colors hover:bg-ink-muted"
        >
          <Check aria-hidden="true" className="size-6" />
          Listo<span className="sr-only"> el pedido {number}</span>
        </button>
      </div>
    </article>
  );
}
