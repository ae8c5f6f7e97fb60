import type { CheckoutPayment } from '@horno/domain/checkout';
import { formatCOP } from '@horno/domain/money';
import type { TipoPedido } from '@horno/domain/order-states';
import {
  cashSuggestions,
  changeFor,
  METODO_PAGO_LABELS,
  METODOS_CONTRA_ENTREGA,
  type MetodoPago,
  PAYMENT_MESSAGES,
} from '@horno/domain/payments';
import { Banknote, CreditCard, Globe, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceTile } from '../../../components/ui/choice-tile';
import { FormField } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { cn } from '../../../lib/cn';
import { CheckoutCard } from './checkout-card';

const ICONS: Record<MetodoPago, typeof Wallet> = {
  EN_LINEA: Globe,
  EFECTIVO: Banknote,
  DATAFONO: CreditCard,
};

/** What is wrong with the payment as chosen, for a total (null: it can be sent). */
export function paymentProblem(payment: CheckoutPayment, total: number | null): string | null {
  if (payment.metodo !== 'EFECTIVO' || payment.pagaCon === null || total === null) return null;
  return payment.pagaCon < total ? PAYMENT_MESSAGES.belowTotal(total) : null;
}

interface PaymentCardProps {
  payment: CheckoutPayment;
  onChange: (payment: CheckoutPayment) => void;
  /** The order's total as the checkout shows it (null while the catalog loads). */
  total: number | null;
  tipoPedido: TipoPedido;
  /** After a blocked submit, say what is wrong. */
  showErrors: boolean;
  /** Staff mode: the texts speak of the customer. */
  staff?: boolean;
  /** The methods on offer ('Pago en línea' where the pizzeria configured it). */
  metodos?: readonly MetodoPago[];
}

/**
 * 'Forma de pago': online through Wompi (card, PSE, Nequi) where configured; cash, saying what
 * it is paid with so the change comes along; or a card reader brought to the door (or at the
 * counter).
 */
export function PaymentCard({
  payment,
  onChange,
  total,
  tipoPedido,
  showErrors,
  staff = false,
  metodos = METODOS_CONTRA_ENTREGA,
}: PaymentCardProps) {
  const name = useId();
  const problem = paymentProblem(payment, total);
  const change = total === null ? null : changeFor(total, payment.pagaCon);
  const cash = payment.metodo === 'EFECTIVO';
  // An amount is judged once the field is left (or the order submitted), not at each digit.
  const [left, setLeft] = useState(false);
  return (
    <CheckoutCard title="Forma de pago" icon={Wallet}>
      <fieldset>
        <legend className="sr-only">
          {staff ? '¿Cómo paga el cliente?' : '¿Cómo quieres pagar?'}
        </legend>
        <div className={cn('grid gap-3 sm:grid-cols-2', metodos.length > 2 && 'xl:grid-cols-3')}>
          {metodos.map((metodo) => (
            <ChoiceTile
              key={metodo}
              name={name}
              value={metodo}
              icon={ICONS[metodo]}
              checked={payment.metodo === metodo}
              onSelect={() => onChange({ ...payment, metodo })}
            >
              {METODO_PAGO_LABELS[metodo]}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      {cash ? (
        <div className="space-y-3">
          <FormField
            label={staff ? '¿Con cuánto paga?' : '¿Con cuánto pagas?'}
            hint={`Opcional: déjalo vacío si ${staff ? 'paga' : 'pagas'} el valor exacto.`}
            error={(showErrors || left) && problem ? problem : undefined}
          >
            {(field) => (
              <MoneyInput
                {...field}
                value={payment.pagaCon}
                onBlur={() => setLeft(true)}
                onValueChange={(pagaCon) => onChange({ ...payment, pagaCon })}
              />
            )}
          </FormField>
          {total !== null && (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Billetes frecuentes">
              {cashSuggestions(total).map((amount) => (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={payment.pagaCon === amount}
                  onClick={() => onChange({ ...payment, pagaCon: amount })}
                  className={cn(
                    'min-h-11 rounded-full border-2 px-4 text-sm font-bold tabular-nums transition-colors',
                    payment.pagaCon === amount
                      ? 'border-primary bg-primary-soft text-primary-strong'
                      : 'border-line bg-surface text-ink hover:border-ink-muted/60',
                  )}
                >
                  {formatCOP(amount)}
                </button>
              ))}
            </div>
          )}
          <p className="text-sm font-bold text-ink" aria-live="polite">
            {change !== null && !problem
              ? tipoPedido === 'DOMICILIO'
                ? `El domiciliario lleva ${formatCOP(change)} de cambio.`
                : `Cambio: ${formatCOP(change)}.`
              : ''}
          </p>
        </div>
      ) : payment.metodo === 'EN_LINEA' ? (
        <p className="text-sm text-ink-muted">
          Pagas con tarjeta, PSE o Nequi en Wompi al confirmar. Tu pedido llega a la sede cuando el
          pago se apruebe; tienes 15 minutos para pagar.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          {tipoPedido === 'DOMICILIO'
            ? 'El domiciliario lleva el datáfono: tarjeta débito o crédito.'
            : 'Paga con tarjeta débito o crédito en la sede.'}
        </p>
      )}
    </CheckoutCard>
  );
}
