import { GuestContactSchema } from '@horno/domain/checkout';
import { useZodForm } from '../../../lib/use-zod-form';

/** The guest's name and phone, checked with the order payload's rules once touched. */
export function useGuestContactForm() {
  return useZodForm(GuestContactSchema, {
    mode: 'onTouched',
    defaultValues: { nombre: '', numero: '' },
  });
}

export type GuestContactForm = ReturnType<typeof useGuestContactForm>;
