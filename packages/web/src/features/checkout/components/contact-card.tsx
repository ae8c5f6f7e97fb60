import { formatPhone } from '@horno/domain/phone';
import { LogIn, type LucideIcon, Mail, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import type { GuestContactForm } from '../hooks/use-guest-contact-form';
import { CheckoutCard } from './checkout-card';

interface ContactFactProps {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}

interface Customer {
  first_name: string;
  last_name: string;
  email: string;
  numero: string | null;
}

function ContactFact({ icon: Icon, label, children }: ContactFactProps) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="min-w-0 wrap-anywhere">{children}</span>
      </dd>
    </div>
  );
}

function SignedInContact({ customer }: { customer: Customer }) {
  return (
    <dl className="space-y-2 text-ink">
      <ContactFact icon={UserRound} label="Nombre">
        <span className="font-bold">
          {customer.first_name} {customer.last_name}
        </span>
      </ContactFact>
      {customer.numero && (
        <ContactFact icon={Phone} label="Celular">
          <span className="tabular-nums">{formatPhone(customer.numero)}</span>
        </ContactFact>
      )}
      <ContactFact icon={Mail} label="Correo electrónico">
        {customer.email}
      </ContactFact>
    </dl>
  );
}

function GuestContactFields({ form, onSignIn }: { form: GuestContactForm; onSignIn: () => void }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-muted/70 px-3 py-2">
        <p className="text-sm text-ink-muted">¿Tienes cuenta? Usa tus cupones de descuento.</p>
        <Button variant="ghost" size="sm" onClick={onSignIn} className="text-primary-strong">
          <LogIn aria-hidden="true" className="size-4" />
          Iniciar sesión
        </Button>
      </div>
      <TextField
        label="Nombre"
        autoComplete="name"
        error={errors.nombre?.message}
        {...register('nombre')}
      />
      <FormField
        label="Celular"
        hint="10 dígitos. Te contactaremos si hay novedades con tu pedido."
        error={errors.numero?.message}
      >
        {(control) => <PhoneInput {...control} {...register('numero')} />}
      </FormField>
    </div>
  );
}

/** Who the order is for: the signed-in customer, or a guest's name and phone. */
export function ContactCard({
  customer,
  guestForm,
  onSignIn,
}: {
  customer: Customer | null;
  guestForm: GuestContactForm;
  onSignIn: () => void;
}) {
  return (
    <CheckoutCard title="Tus datos" icon={UserRound}>
      {customer ? (
        <SignedInContact customer={customer} />
      ) : (
        <GuestContactFields form={guestForm} onSignIn={onSignIn} />
      )}
    </CheckoutCard>
  );
}
