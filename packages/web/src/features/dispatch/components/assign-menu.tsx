import { formatOrderNumber } from '@horno/domain/dates';
import type { DispatchRider } from '@horno/domain/deliveries';
import { ChevronDown, UserRoundPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** What a rider carries, for the menu ('Libre', 'Cargando · 2 pedidos', 'En camino'). */
function load(rider: DispatchRider): string {
  const trip = rider.viaje;
  if (!trip) return 'Libre';
  const count = trip.paradas.length === 1 ? '1 pedido' : `${trip.paradas.length} pedidos`;
  return trip.estado === 'ASIGNADO' ? `Cargando · ${count}` : `En camino · ${count}`;
}

const ASSIGN = { label: 'Asignar', pending: 'Asignando...', heading: 'Asignar a' };
/** 'Pasar a…': from one rider's trip being loaded to another's. */
export const PASS = { label: 'Pasar a', pending: 'Pasando...', heading: 'Pasar a' };

/**
 * 'Asignar': the riders on shift, one tap puts the order into the chosen rider's trip; with
 * `verb` PASS, 'Pasar a' moves it from the trip it is in.
 */
export function AssignMenu({
  pedido,
  riders,
  pending,
  onAssign,
  className,
  verb = ASSIGN,
}: {
  pedido: number;
  riders: readonly DispatchRider[];
  pending: boolean;
  onAssign: (rider: DispatchRider) => void;
  className?: string;
  verb?: typeof ASSIGN;
}) {
  const number = `#${formatOrderNumber(pedido)}`;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          className={cn('shrink-0', className)}
        >
          {pending ? <Spinner /> : <UserRoundPlus aria-hidden="true" className="size-4" />}
          {pending ? verb.pending : verb.label}
          <span className="sr-only">
            {verb === ASSIGN ? ` el pedido ${number}` : ` otro domiciliario el pedido ${number}`}
          </span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-60">
        <DropdownMenuLabel>{verb.heading}</DropdownMenuLabel>
        {riders.length === 0 ? (
          <DropdownMenuItem disabled>Ningún domiciliario en turno</DropdownMenuItem>
        ) : (
          riders.map((rider) => (
            <DropdownMenuItem key={rider.id} onSelect={() => onAssign(rider)}>
              <span className="flex min-w-0 flex-col py-1.5">
                <span>{rider.nombre}</span>
                <span className="text-xs font-normal text-ink-muted">{load(rider)}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
