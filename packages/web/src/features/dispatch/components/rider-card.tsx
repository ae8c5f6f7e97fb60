import { useDroppable } from '@dnd-kit/core';
import { formatOrderNumber, formatTime } from '@horno/domain/dates';
import { type DispatchRider, type Stop, suggestedStopOrder } from '@horno/domain/deliveries';
import {
  ArrowDownWideNarrow,
  Bike,
  Calculator,
  ChevronDown,
  ChevronUp,
  Send,
  X,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/link';
import { formatDistance, movedStops, stopStateLabel, tripStateLabel } from '../dispatch-format';
import { AssignMenu, PASS } from './assign-menu';

/** The id a rider's card takes drops by. */
export const riderDropId = (rider: number) => `repartidor-${rider}`;

export interface RiderCardActions {
  /** The order being taken back, the trip being reordered or sent, if any. */
  busy: { quitar: number | null; ordenar: number | null; salir: number | null };
  onRemove: (pedido: number) => void;
  /** 'Pasar a…': the order goes to another rider on shift. */
  onPass: (pedido: number, to: DispatchRider) => void;
  /** The order being passed to another rider, if any. */
  passing: number | null;
  onReorder: (viaje: number, pedidos: number[]) => void;
  onSend: (viaje: number, nombre: string) => void;
}

interface RiderCardProps {
  rider: DispatchRider;
  /** The other riders on shift, to pass an order to. */
  others: readonly DispatchRider[];
  actions: RiderCardActions;
  /** Where to settle the rider's shift, when it is time to (else null). */
  settleTo?: string | null;
}

/** A rider on shift: since when, and their trip being loaded or under way, stop by stop. */
export function RiderCard({ rider, others, actions, settleTo = null }: RiderCardProps) {
  const trip = rider.viaje;
  const loading = trip?.estado === 'ASIGNADO';
  const { setNodeRef, isOver, active } = useDroppable({ id: riderDropId(rider.id) });
  const stops = trip ? [...trip.paradas].sort((a, b) => a.orden - b.orden) : [];
  const ids = stops.map((s) => s.pedido);
  const suggested = suggestedStopOrder(stops).map((s) => s.pedido);
  const canSuggest = loading && stops.length > 1 && suggested.some((id, i) => id !== ids[i]);
  const reordering = trip !== null && actions.busy.ordenar === trip.id;

  return (
    <article
      ref={setNodeRef}
      aria-label={rider.nombre}
      className={cn(
        'flex flex-col rounded-2xl border-2 border-transparent bg-surface p-4 shadow-card ring-1 ring-line transition-colors',
        active && 'border-dashed border-line',
        isOver && 'border-primary bg-primary-soft/40',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-base font-extrabold text-ink">
            <Bike aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            {rider.nombre}
          </h3>
          <p className="text-sm text-ink-muted">
            En turno desde {formatTime(rider.en_turno_desde)}
          </p>
        </div>
        {trip ? (
          <Badge tone={loading ? 'warning' : 'success'}>{tripStateLabel(trip)}</Badge>
        ) : (
          <Badge>Libre</Badge>
        )}
      </header>

      {stops.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-line px-3 py-4 text-center text-sm text-ink-muted">
          Sin pedidos. Asígnale desde &lsquo;Por despachar&rsquo;
          <span className="hidden lg:inline"> o arrástralos aquí</span>.
        </p>
      ) : (
        <ol aria-label={`Paradas de ${rider.nombre}`} className="mt-3 divide-y divide-line">
          {stops.map((stop, index) => (
            <StopRow
              key={stop.pedido}
              stop={stop}
              loading={loading}
              first={index === 0}
              last={index === stops.length - 1}
              reordering={reordering}
              removing={actions.busy.quitar === stop.pedido}
              onMove={(step) => trip && actions.onReorder(trip.id, movedStops(ids, index, step))}
              onRemove={() => actions.onRemove(stop.pedido)}
              others={others}
              passing={actions.passing === stop.pedido}
              onPass={(to) => actions.onPass(stop.pedido, to)}
            />
          ))}
        </ol>
      )}

      {trip && loading ? (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
          {canSuggest ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={reordering}
              onClick={() => actions.onReorder(trip.id, suggested)}
            >
              <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
              Ordenar por cercanía
            </Button>
          ) : null}
          <Button
            size="sm"
            disabled={stops.length === 0 || actions.busy.salir === trip.id}
            onClick={() => actions.onSend(trip.id, rider.nombre)}
          >
            {actions.busy.salir === trip.id ? (
              <Spinner />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {actions.busy.salir === trip.id ? 'Marcando salida...' : 'Salió'}
            <span className="sr-only"> el viaje de {rider.nombre}</span>
          </Button>
        </div>
      ) : null}

      {settleTo ? (
        <div className="mt-3 flex justify-end border-t border-line pt-3">
          <Link to={settleTo} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <Calculator aria-hidden="true" className="size-4" />
            Liquidar turno
            <span className="sr-only"> de {rider.nombre}</span>
          </Link>
        </div>
      ) : null}
    </article>
  );
}

interface StopRowProps {
  stop: Stop;
  /** The trip is still being loaded: its stops move and come off. */
  loading: boolean;
  first: boolean;
  last: boolean;
  reordering: boolean;
  removing: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  others: readonly DispatchRider[];
  passing: boolean;
  onPass: (to: DispatchRider) => void;
}

function StopRow({
  stop,
  loading,
  first,
  last,
  reordering,
  removing,
  onMove,
  onRemove,
  others,
  passing,
  onPass,
}: StopRowProps) {
  const number = `#${formatOrderNumber(stop.pedido)}`;
  const distance = formatDistance(stop.distancia_km);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-extrabold text-ink tabular-nums"
      >
        {stop.orden}
      </span>
      <div className="min-w-40 flex-1 text-sm">
        <p className="font-bold text-ink">
          <span className="sr-only">Parada {stop.orden}: </span>
          <span className="tabular-nums">{number}</span> · {stop.cliente}
        </p>
        <p className="truncate text-ink-muted">
          {stop.direccion}
          {distance ? ` · ${distance}` : ''}
        </p>
        {!loading ? (
          <p
            className={cn(
              'font-bold',
              stop.estado === 'ENTREGADO' && 'text-success',
              stop.estado === 'NO_ENTREGADO' && 'text-warning',
              stop.estado === 'PENDIENTE' && 'text-ink-muted',
            )}
          >
            {stopStateLabel(stop)}
          </p>
        ) : null}
      </div>
      {loading ? (
        <div className="ml-auto flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Subir el pedido ${number}`}
            disabled={first || reordering}
            onClick={() => onMove(-1)}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Bajar el pedido ${number}`}
            disabled={last || reordering}
            onClick={() => onMove(1)}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </Button>
          {others.length > 0 && (
            <AssignMenu
              pedido={stop.pedido}
              riders={others}
              pending={passing}
              onAssign={onPass}
              verb={PASS}
              className="mr-1"
            />
          )}
          <Button variant="ghost" size="sm" disabled={removing} onClick={onRemove} className="px-3">
            {removing ? <Spinner /> : <X aria-hidden="true" className="size-4" />}
            Quitar
            <span className="sr-only"> el pedido {number}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
