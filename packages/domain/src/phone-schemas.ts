// The phone schemas the forms and the API share, on phone.ts's rules.
import { z } from 'zod';
import {
  normalizePhone,
  PHONE_INPUT_MAX,
  PHONE_MESSAGES,
  type PhoneKind,
  phoneProblem,
} from './phone';

/** A phone as typed, cleaned but not judged: for a form whose other fields decide the kind. */
export const PhoneTextSchema = z
  .string({ error: PHONE_MESSAGES.required })
  .max(PHONE_INPUT_MAX, { error: PHONE_MESSAGES.invalid })
  .transform(normalizePhone);

/** A schema that cleans a phone and keeps it only if it is of `kind`; '' passes when optional. */
function phoneSchema(kind: PhoneKind, { optional = false } = {}) {
  return PhoneTextSchema.pipe(
    z.string().superRefine((digits, ctx) => {
      if (optional && digits === '') return;
      const message = phoneProblem(digits, kind);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** A Colombian mobile (signup, a guest's own order, WhatsApp verification) → its 10 digits. */
export const MobilePhoneSchema = phoneSchema('mobile');

/** A number staff type for a customer: a mobile or a landline → its 10 digits. */
export const ContactPhoneSchema = phoneSchema('contact');

/** The same as ContactPhoneSchema, or nothing at all (''). */
export const ContactPhoneOrEmptySchema = phoneSchema('contact', { optional: true });
