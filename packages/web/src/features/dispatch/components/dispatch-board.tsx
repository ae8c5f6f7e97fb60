import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { formatOrderNumber } from '@horno/domain/dates';
import type { Dispatch, DispatchRider } from '@horno/domain/deliveries';
import { Bike, PackageCheck } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAssignOrder } from '../api/assign-order';
import { useShifts } from '../api/get-shifts';
import { useReorderTrip } from '../api/reorder-trip';
import { useSendTrip } from '../api/send-trip';
import { useMoveOrder } from '../api/move-order';
import { useUnassignOrder } from '../api/unassign-order';
import { settlementPath } from '../settlement-paths';
import { RiderCard, riderDropId } from './rider-card';
import { WaitingOrderCard } from './waiting-order-card';

const riderOf = (riders: readonly DispatchRider[], dropId: unknown) =>
  riders.find((r) => riderDropId(r.id) === dropId) ?? null;

const pedidoOf = (data: unknown): number | null =>
  typeof data === 'object' && data !== null && 'pedido' in data && typeof data.pedido === 'number'
    ? data.pedido
    : null;

/** Said to screen readers while a card is dragged with the mouse (the menu is their way). */
function announcements(riders: readonly DispatchRider[]): Announcements {
  const order = (data: unknown) => `el pedido #${formatOrderNumber(pedidoOf(data) ?? 0)}`;
  return {
    onDragStart: ({ active }) => `Tomaste ${order(active.data.current)}.`,
    onDragOver: ({ active, over }) => {
      const rider = riderOf(riders, over?.id);
      return rider ? `${order(active.data.current)} sobre ${rider.nombre}.` : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const rider = riderOf(riders, over?.id);
      return rider
        ? `Dejaste ${order(active.data.current)} con ${rider.nombre}.`
        : `Dejaste ${order(active.data.current)} sin asignar.`;
    },
    onDragCancel: ({ active }) => `Cancelaste: ${order(active.data.current)} sigue sin asignar.`,
  };
}

/**
 * Dispatch at one branch: 'Por despachar' beside the riders on shift. An order goes to a rider
 * from its 'Asignar' menu (keyboard, touch) or, with a mouse, dragged onto the rider's card.
 */
export function DispatchBoard({ sede, dispatch }: { sede: number; dispatch: Dispatch }) {
  const waitingId = useId();
  const ridersId = useId();
  const assign = useAssignOrder(sede);
  const unassign = useUnassignOrder(sede);
  const pass = useMoveOrder(sede);
  const reorder = useReorderTrip(sede);
  const send = useSendTrip(sede);
  // A rider's open shift is settled once it has closed stops and nothing is left on the road.
  const shifts = useShifts(sede);
  const settleTo = (rider: DispatchRider) => {
    const shift = shifts.data?.find((s) => s.repartidor.id === rider.id && s.fin === null);
    const worked = shift ? shift.entregados + shift.devueltos > 0 : false;
    return shift && worked && !shift.liquidado && rider.viaje === null
      ? settlementPath(shift.id)
      : null;
  };
  // A short move starts a drag, so a click on the card's menu stays a click.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 8 } }));
  const { por_despachar: waiting, repartidores: riders } = dispatch;

  const assignTo = (pedido: number, rider: DispatchRider) =>
    assign.mutate({ pedido, repartidor: rider.id, nombre: rider.nombre });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const rider = riderOf(riders, over?.id);
    const pedido = pedidoOf(active.data.current);
    if (rider && pedido !== null) assignTo(pedido, rider);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(riders),
        screenReaderInstructions: {
          draggable: 'Para asignar el pedido a un domiciliario, usa su botón Asignar.',
        },
      }}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section aria-labelledby={waitingId} className="space-y-3">
          <h2 id={waitingId} className="text-lg font-extrabold text-ink">
            Por despachar <span className="text-ink-muted tabular-nums">({waiting.length})</span>
          </h2>
          {waiting.length === 0 ? (
            <EmptyState
              icon={PackageCheck}
              title="No hay domicilios por despachar"
              description="Los domicilios de la sede aparecen aquí para asignarlos a un domiciliario; los que no se pudieron entregar vuelven aquí."
            />
          ) : (
            <ul className="space-y-3">
              {waiting.map((order) => (
                <li key={order.pedido}>
                  <WaitingOrderCard
                    order={order}
                    riders={riders}
                    assigning={assign.isPending && assign.variables.pedido === order.pedido}
                    onAssign={(rider) => assignTo(order.pedido, rider)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={ridersId} className="space-y-3">
          <h2 id={ridersId} className="text-lg font-extrabold text-ink">
            Domiciliarios en turno{' '}
            <span className="text-ink-muted tabular-nums">({riders.length})</span>
          </h2>
          {riders.length === 0 ? (
            <EmptyState
              icon={Bike}
              title="Ningún domiciliario en turno"
              description="Cuando un domiciliario inicie su turno en Repartos, desde su teléfono, aparecerá aquí para asignarle pedidos."
            />
          ) : (
            <ul className="grid grid-cols-1 gap-3 2xl:grid-cols-2">
              {riders.map((rider) => (
                <li key={rider.id}>
                  <RiderCard
                    rider={rider}
                    others={riders.filter((other) => other.id !== rider.id)}
                    settleTo={settleTo(rider)}
                    actions={{
                      busy: {
                        quitar: unassign.isPending ? (unassign.variables ?? null) : null,
                        ordenar: reorder.isPending ? (reorder.variables?.viaje ?? null) : null,
                        salir: send.isPending ? (send.variables?.viaje ?? null) : null,
                      },
                      onRemove: (pedido) => unassign.mutate(pedido),
                      passing: pass.isPending ? (pass.variables?.pedido ?? null) : null,
                      onPass: (pedido, to) =>
                        pass.mutate({ pedido, repartidor: to.id, nombre: to.nombre }),
                      onReorder: (viaje, pedidos) => reorder.mutate({ viaje, pedidos }),
                      onSend: (viaje, nombre) => send.mutate({ viaje, nombre }),
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </DndContext>
  );
}
