import { zodResolver } from '@hookform/resolvers/zod';
import { GuestContactSchema } from '@horno/domain/checkout';
import { useForm } from 'react-hook-form';

/** The guest's name and phone, checked with the order payload's rules once touched. */
export function useGuestContactForm() {
  return useForm({
    resolver: zodResolver(GuestContactSchema),
    mode: 'onTouched',
    defaultValues: { nombre: '', numero: '' },
  });
}

export type GuestContactForm = ReturnType<typeof useGuestContactForm>;
