import type { Agenda } from '@horno/domain/scheduling-schemas';
import { estimateLabel } from '@horno/domain/slot-labels';
import { CalendarClock, Clock, Zap } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceTile } from '../../../components/ui/choice-tile';
import { Skeleton } from '../../../components/ui/skeleton';
import type { WhenChoice, WhenPreference } from '../when-choice';
import { CheckoutCard } from './checkout-card';
import { SlotPicker } from './slot-picker';

interface WhenCardProps {
  tipoPedido: 'DOMICILIO' | 'RECOGER';
  choice: WhenChoice;
  /** The branch's agenda (`useAgenda`). */
  agenda: { data: Agenda | undefined; isPending: boolean; isError: boolean; refetch: () => void };
  onChange: (preference: WhenPreference) => void;
  /** Today in Bogotá ('yyyy-MM-dd'), by the server's clock. */
  today: string;
  /** Why the server refused the slot (taken meanwhile), said on the card. */
  refusal: string | null;
  /** After a blocked submit, say what is missing. */
  showErrors: boolean;
  sede: { nombre: string } | null;
  /** Staff mode: the texts speak of the customer, and 'Lo antes posible' is always offered. */
  staff?: boolean;
  /** Below the choices (changing a placed order: 'Mantener la hora'). */
  action?: ReactNode;
}

/**
 * '¿Cuándo?': 'Lo antes posible', with the honest estimate, or 'Programar', a day and one of its
 * free slots (issue 32). At a closed branch 'Programar' is the only choice.
 */
export function WhenCard({
  tipoPedido,
  choice,
  agenda,
  onChange,
  today,
  refusal,
  showErrors,
  sede,
  staff = false,
  action,
}: WhenCardProps) {
  const name = useId();
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const data = agenda.data;
  // Staff take orders while the branch is closed: 'Lo antes posible' then has no honest estimate.
  const estimate = data?.entrega_estimada
    ? estimateLabel(tipoPedido, data.entrega_estimada)
    : data && staff
      ? 'Sin hora estimada: la sede está cerrada'
      : null;

  // A refused slot is said here, further up than the button that was tapped: bring it into view.
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'center' });
  }, [refusal]);

  if (!data && !agenda.isPending && !agenda.isError) return null;
  if (data && !choice.ahora && !choice.programar) return null;

  return (
    <CheckoutCard title="¿Cuándo?" icon={CalendarClock}>
      {data && !choice.ahora && sede && (
        <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm font-bold text-warning">
          {sede.nombre} está cerrada en este momento: programa {staff ? 'el' : 'tu'} pedido para
          cuando abra.
        </p>
      )}
      {agenda.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only" role="status">
            Cargando horarios...
          </p>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">
            {staff ? '¿Cuándo quiere el cliente su pedido?' : '¿Cuándo quieres tu pedido?'}
          </legend>
          <div className="grid gap-3">
            {choice.ahora && (
              <ChoiceTile
                name={name}
                value="ahora"
                icon={Zap}
                checked={choice.mode === 'ahora'}
                onSelect={() => onChange({ programar: false, inicio: null })}
              >
                <span className="min-w-0">
                  <span className="block">Lo antes posible</span>
                  {estimate && <span className="block text-sm font-semibold">{estimate}</span>}
                </span>
              </ChoiceTile>
            )}
            {choice.programar && (
              <ChoiceTile
                name={name}
                value="programar"
                icon={Clock}
                checked={choice.mode === 'programar'}
                onSelect={() => onChange({ programar: true, inicio: choice.inicio })}
              >
                <span className="min-w-0">
                  <span className="block">Programar</span>
                  <span className="block text-sm font-semibold">Elige el día y la hora</span>
                </span>
              </ChoiceTile>
            )}
          </div>
        </fieldset>
      )}
      {agenda.isError && !data && (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-bold text-primary-strong">
            No pudimos cargar los horarios para programar.
          </p>
          <Button variant="secondary" size="sm" onClick={agenda.refetch}>
            Reintentar
          </Button>
        </div>
      )}
      {refusal && (
        <p
          ref={refusalRef}
          role="alert"
          className="rounded-xl bg-primary-soft px-3 py-2 text-sm font-bold text-primary-strong"
        >
          {refusal}
        </p>
      )}
      {data && choice.mode === 'programar' && (
        <SlotPicker
          agenda={data}
          choice={choice}
          today={today}
          hourLegend={tipoPedido === 'DOMICILIO' ? 'Hora de entrega' : 'Hora para recoger'}
          onSlot={(inicio) => onChange({ programar: true, inicio })}
          missing={showErrors && !choice.inicio ? 'Elige la hora del pedido.' : undefined}
        />
      )}
      {action}
    </CheckoutCard>
  );
}
