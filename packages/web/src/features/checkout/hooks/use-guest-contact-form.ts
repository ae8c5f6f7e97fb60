import { useZodForm } from '../../../lib/use-zod-form';
import { rememberedGuest } from '../remembered-guest';

// The order's schemas (and zod) come after the checkout's first screen (decision 020).
const guestContactSchema = () => import('@horno/domain/orders').then((m) => m.GuestContactSchema);

/**
 * The guest's name and phone, checked with the order payload's rules once touched; this device's
 * last guest order fills them in.
 */
export function useGuestContactForm() {
  return useZodForm(guestContactSchema, {
    mode: 'onTouched',
    defaultValues: rememberedGuest(),
  });
}

export type GuestContactForm = ReturnType<typeof useGuestContactForm>;
