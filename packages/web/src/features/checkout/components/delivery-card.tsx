import { ORDER_TYPE_LABELS } from '@horno/domain/order-states';
import { formatCOP } from '@horno/domain/money';
import type { TipoPedido } from '@horno/domain/order-states';
import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import { Clock, MapPin, Store, Truck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceTile } from '../../../components/ui/choice-tile';
import { inputClass } from '../../../components/ui/input';
import { ORDER_TYPE_ICONS } from '../../../components/ui/order-type';
import { cn } from '../../../lib/cn';
import { CheckoutCard } from './checkout-card';

/** What the card shows of the chosen address. */
interface DeliveryAddress {
  direccion: string;
  /** Unknown for an order's own address, as it was stored. */
  duracionMin: number | null;
  costoDomicilio: number;
}

/** What the card hands the address field it is given. */
export interface AddressFieldProps {
  autoFocus: boolean;
  /** Said under the field after a blocked submit. */
  error: string | undefined;
  /** Call once the picked address is stored: the card shows it again. */
  onChosen: () => void;
}

interface DeliveryCardProps<T extends TipoPedido> {
  /** The types offered, in order: the customer's two, or staff mode's three. */
  types: readonly T[];
  tipoPedido: T;
  onTipoPedidoChange: (tipo: T) => void;
  sede: { id: number; nombre: string; direccion: string } | null;
  branchOpen: boolean;
  /** The chosen address, already checked to be quoted for `sede`. */
  address: DeliveryAddress | null;
  /** The address search, composed by the page: choosing stores the address. */
  renderAddressField: (field: AddressFieldProps) => ReactNode;
  instrucciones: string;
  onInstruccionesChange: (text: string) => void;
  /** The table field of a MESA order, composed by the page (staff mode only). */
  renderTableField?: (field: { error: string | undefined }) => ReactNode;
  /** After a blocked submit, say what is missing. */
  showErrors: boolean;
  /** Staff mode: the texts speak of the customer, and the branch's open state does not matter. */
  staff?: boolean;
}

function ChosenAddress({ address, onChange }: { address: DeliveryAddress; onChange: () => void }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted/50 p-3">
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1 wrap-anywhere">
        <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">Entregar en</p>
        <p className="font-bold text-ink">{address.direccion}</p>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          {address.duracionMin === null ? '' : `Unos ${address.duracionMin} min · `}Domicilio{' '}
          {formatCOP(address.costoDomicilio)}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange}>
        Cambiar<span className="sr-only"> dirección</span>
      </Button>
    </div>
  );
}

/**
 * How the order reaches the customer: delivered to an address, picked up at the branch, or (staff
 * mode) served at a table.
 */
export function DeliveryCard<T extends TipoPedido>(props: DeliveryCardProps<T>) {
  const { types, tipoPedido, sede, address, showErrors, staff = false } = props;
  const branchOpen = staff || props.branchOpen;
  const compact = types.length > 2;
  const name = useId();
  const instruccionesId = useId();
  const [changing, setChanging] = useState(false);

  return (
    <CheckoutCard title="Método de entrega" icon={Truck}>
      <fieldset>
        <legend className="sr-only">
          {staff ? '¿Cómo recibe el cliente su pedido?' : '¿Cómo quieres recibir tu pedido?'}
        </legend>
        <div className={cn('grid gap-3', compact ? 'grid-cols-3' : 'grid-cols-2')}>
          {types.map((tipo) => (
            <ChoiceTile
              key={tipo}
              name={name}
              value={tipo}
              icon={ORDER_TYPE_ICONS[tipo]}
              compact={compact}
              checked={tipoPedido === tipo}
              onSelect={() => props.onTipoPedidoChange(tipo)}
            >
              {ORDER_TYPE_LABELS[tipo]}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>

      {!branchOpen && sede && (
        <p
          role="alert"
          className="rounded-xl bg-warning-soft px-3 py-2 text-sm font-bold text-warning"
        >
          {ORDER_MESSAGES.branchClosed}. Podrás pedir cuando {sede.nombre} abra.
        </p>
      )}

      {tipoPedido === 'MESA' ? (
        props.renderTableField?.({
          error: showErrors ? 'Elige la mesa del pedido.' : undefined,
        })
      ) : tipoPedido === 'DOMICILIO' ? (
        <div className="space-y-4">
          {address && !changing ? (
            <ChosenAddress address={address} onChange={() => setChanging(true)} />
          ) : branchOpen ? (
            <div className="space-y-2">
              {props.renderAddressField({
                autoFocus: changing,
                error: showErrors && !address ? 'Elige una dirección de entrega.' : undefined,
                onChosen: () => setChanging(false),
              })}
              {changing && address && (
                <Button variant="ghost" size="sm" onClick={() => setChanging(false)}>
                  Conservar {address.direccion}
                </Button>
              )}
            </div>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor={instruccionesId} className="block text-sm font-bold text-ink">
              Instrucciones de entrega{' '}
              <span className="font-normal text-ink-muted">(opcional)</span>
            </label>
            <textarea
              id={instruccionesId}
              value={props.instrucciones}
              onChange={(event) => props.onInstruccionesChange(event.target.value)}
              maxLength={300}
              rows={2}
              placeholder="Apartamento, torre, portería, punto de referencia..."
              className={cn(inputClass, 'h-auto min-h-20 py-3')}
            />
          </div>
        </div>
      ) : sede ? (
        <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted/50 p-3">
          <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0 wrap-anywhere">
            <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">
              {staff ? 'Recoge en' : 'Recoges en'}
            </p>
            <p className="font-bold text-ink">{sede.nombre}</p>
            <p className="text-sm text-ink-muted">{sede.direccion}</p>
          </div>
        </div>
      ) : (
        <p role="alert" className="text-sm font-bold text-primary-strong">
          Elige una sede en el menú para recoger tu pedido.
        </p>
      )}
    </CheckoutCard>
  );
}
