// The business's identity: its names, legal identity, contact, social links, logo and brand
// colour. Settings, never text in the code (ARCHITECTURE decision 15).
import { z } from 'zod';
import { INPUT_MESSAGES, textSchema } from './api-params';
import { EmailSchema } from './auth';
import { BRAND_COLOR_MESSAGES, brandColorProblem, DEFAULT_BRAND_COLOR } from './brand-theme';
import type { Negocio } from './business-identity';
import { isStoredImageUrl } from './images';
import { phoneProblem } from './phone';
import { ContactPhoneSchema, PhoneTextSchema } from './phone-schemas';

export const BUSINESS_MESSAGES = {
  nameRequired: 'Ingresa el nombre comercial',
  legalNameRequired: 'Ingresa la razón social',
  nitRequired: 'Ingresa el NIT',
  nitFormat: 'El NIT son de 6 a 10 dígitos seguidos del dígito de verificación (900123456-8).',
  nitCheckDigit: (expected: number) =>
    `El dígito de verificación no corresponde a ese NIT: según la DIAN debería ser ${expected}.`,
  addressRequired: 'Ingresa la dirección',
  socialUrl: 'Ingresa la dirección completa del perfil, empezando por https://',
  logoUrl: 'El logo debe ser una imagen subida desde la configuración del negocio.',
} as const;

/** DIAN's weights for the NIT's check digit, from the rightmost digit leftwards. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit DIAN gives a NIT's digits (without the check digit). */
export function nitCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, i) => (sum += Number(digit) * NIT_WEIGHTS[i]!));
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/**
 * A NIT as people write it ('900.123.456-8', '900123456 - 8', '9001234568') → '900123456-8',
 * its check digit verified by DIAN's rule.
 */
export const NitSchema = z
  .string({ error: BUSINESS_MESSAGES.nitRequired })
  .trim()
  .min(1, { error: BUSINESS_MESSAGES.nitRequired })
  .max(20, { error: INPUT_MESSAGES.tooLong(20) })
  .transform((text, ctx) => {
    const match = /^(\d[\d.\s]*?)\s*-?\s*(\d)$/.exec(text);
    const digits = match?.[1]?.replace(/[.\s]/g, '') ?? '';
    if (!match || !/^\d{6,10}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: BUSINESS_MESSAGES.nitFormat });
      return z.NEVER;
    }
    const expected = nitCheckDigit(digits);
    if (Number(match[2]) !== expected) {
      ctx.addIssue({ code: 'custom', message: BUSINESS_MESSAGES.nitCheckDigit(expected) });
      return z.NEVER;
    }
    return `${digits}-${expected}`;
  });

/** A brand colour: '#rrggbb' that meets AA as text on the page (brand-theme.ts). */
export const BrandColorSchema = z
  .string({ error: BRAND_COLOR_MESSAGES.format })
  .trim()
  .toLowerCase()
  .superRefine((color, ctx) => {
    const problem = brandColorProblem(color);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A WhatsApp number (a Colombian mobile) or nothing ('' or null). */
const OptionalMobileSchema = PhoneTextSchema.pipe(
  z.string().superRefine((digits, ctx) => {
    if (digits === '') return;
    const message = phoneProblem(digits, 'mobile');
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
)
  .nullable()
  .transform((digits) => digits || null);

/** A social profile's address (https) or nothing. */
const SocialUrlSchema = z
  .string()
  .trim()
  .max(300, { error: INPUT_MESSAGES.tooLong(300) })
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    error: BUSINESS_MESSAGES.socialUrl,
  })
  .nullable()
  .transform((v) => v || null);

/** The business's data a manager types (the setup's first step edits a part of it). */
export const NegocioBaseSchema = z.object({
  nombre: textSchema({ max: 80, required: BUSINESS_MESSAGES.nameRequired }),
  razon_social: textSchema({ max: 160, required: BUSINESS_MESSAGES.legalNameRequired }),
  nit: NitSchema,
  direccion: textSchema({ max: 200, required: BUSINESS_MESSAGES.addressRequired }),
  correo: EmailSchema,
  telefono: ContactPhoneSchema,
});

/** Everything `PUT /api/configuracion/negocio/` saves. */
export const NegocioInputSchema = NegocioBaseSchema.extend({
  whatsapp: OptionalMobileSchema.optional().transform((v) => v ?? null),
  redes: z
    .object({
      instagram: SocialUrlSchema.optional().transform((v) => v ?? null),
      facebook: SocialUrlSchema.optional().transform((v) => v ?? null),
      tiktok: SocialUrlSchema.optional().transform((v) => v ?? null),
    })
    .optional()
    .transform((v) => v ?? { instagram: null, facebook: null, tiktok: null }),
  /** A picture stored by `POST /api/configuracion/negocio/logo/`, or null: the name set in type. */
  logo: z
    .string()
    .trim()
    .max(300, { error: INPUT_MESSAGES.tooLong(300) })
    .refine((v) => v === '' || isStoredImageUrl(v), { error: BUSINESS_MESSAGES.logoUrl })
    .nullable()
    .optional()
    .transform((v) => v || null),
  color_primario: BrandColorSchema,
});
export type NegocioInput = z.input<typeof NegocioInputSchema>;

/** What `GET /api/configuracion/negocio/` answers (public). */
export const NegocioSchema: z.ZodType<Negocio> = z.object({
  nombre: z.string(),
  razon_social: z.string(),
  nit: z.string(),
  direccion: z.string(),
  correo: z.string(),
  telefono: z.string(),
  whatsapp: z.string().nullable(),
  redes: z.object({
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    tiktok: z.string().nullable(),
  }),
  logo: z.string().nullable(),
  color_primario: z.string(),
});
// The answer's type is business-identity.ts's `Negocio` (free of zod, for the apps' first load).
export type { Negocio };

/** A new install's identity until its setup is done: a name to show and the default colour. */
export const NEGOCIO_VACIO: Negocio = {
  nombre: 'Pizzería',
  razon_social: '',
  nit: '',
  direccion: '',
  correo: '',
  telefono: '',
  whatsapp: null,
  redes: { instagram: null, facebook: null, tiktok: null },
  logo: null,
  color_primario: DEFAULT_BRAND_COLOR,
};
