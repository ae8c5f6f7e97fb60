import type { StaffCustomer } from '@horno/domain/checkout';
import type { TipoPedido } from '@horno/domain/order-states';
import { UserRound } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import { CheckoutCard } from './checkout-card';

interface StaffCustomerCardProps {
  tipoPedido: TipoPedido;
  customer: StaffCustomer;
  onChange: (customer: Partial<StaffCustomer>) => void;
  /** What is wrong with each field, said once a submit was blocked. */
  errors: { nombre?: string | undefined; numero?: string | undefined };
}

/**
 * Who a staff-mode order is for: a table may go unnamed, a pick-up needs the name, a delivery
 * also the phone the rider calls (domain `staffCheckoutProblems`).
 */
export function StaffCustomerCard({
  tipoPedido,
  customer,
  onChange,
  errors,
}: StaffCustomerCardProps) {
  const nameOptional = tipoPedido === 'MESA';
  const phoneOptional = tipoPedido !== 'DOMICILIO';
  return (
    <CheckoutCard title="Cliente" icon={UserRound}>
      <TextField
        label={nameOptional ? 'Nombre del cliente (opcional)' : 'Nombre del cliente'}
        autoComplete="off"
        maxLength={120}
        value={customer.nombre}
        onChange={(event) => onChange({ nombre: event.target.value })}
        error={errors.nombre}
      />
      <FormField
        label={phoneOptional ? 'Celular (opcional)' : 'Celular'}
        hint={
          phoneOptional
            ? 'Celular o fijo (60…) de 10 dígitos, si el cliente quiere que lo llamen.'
            : 'Celular o fijo (60…) de 10 dígitos.'
        }
        error={errors.numero}
      >
        {(control) => (
          <PhoneInput
            {...control}
            autoComplete="off"
            value={customer.numero}
            onChange={(event) => onChange({ numero: event.target.value })}
          />
        )}
      </FormField>
    </CheckoutCard>
  );
}
