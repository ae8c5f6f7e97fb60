// The first start (issue 28): the one-time setup that gives an empty install its business, its
// first administrator and its first branch.
import { z } from 'zod';
import { textSchema } from './api-params';
import { AUTH_MESSAGES } from './auth-messages';
import { AuthResponseSchema, EmailSchema, NewPasswordSchema } from './auth';
import { HorariosSemanaSchema, SedeInputSchema } from './branch-admin';
import { NegocioBaseSchema } from './business';
import { MobilePhoneSchema } from './phone-schemas';

export const SETUP_PATH = '/api/configuracion-inicial/';
/** The back office's page the start-up log line links to. */
export const SETUP_PAGE = '/configuracion-inicial';
/** How long a setup link works. */
export const SETUP_TOKEN_HOURS = 24;

export const SETUP_MESSAGES = {
  done: 'Esta instalación ya está configurada: inicia sesión con tu cuenta de administrador.',
  badToken:
    'El enlace de configuración no es válido o venció. Reinicia el servidor y abre el enlace ' +
    'nuevo que aparece en su registro.',
  tokenRequired: 'Falta el código del enlace de configuración.',
  passwordsDiffer: 'Las contraseñas no coinciden',
  finished: '¡Listo! Tu pizzería quedó configurada.',
} as const;

/** The first administrator: a person with a password typed twice. */
export const SetupAdminSchema = z
  .object({
    first_name: textSchema({ max: 80, required: AUTH_MESSAGES.firstNameRequired }),
    last_name: textSchema({ max: 80, required: AUTH_MESSAGES.lastNameRequired }),
    email: EmailSchema,
    numero: MobilePhoneSchema,
    password: NewPasswordSchema,
    password_confirm: z.string({ error: SETUP_MESSAGES.passwordsDiffer }).max(200),
  })
  .refine((admin) => admin.password === admin.password_confirm, {
    path: ['password_confirm'],
    error: SETUP_MESSAGES.passwordsDiffer,
  });
export type SetupAdmin = z.input<typeof SetupAdminSchema>;

/**
 * The first branch: its data as on the branch form (no WhatsApp yet) and its week of hours; the
 * hours' rows name no branch (it does not exist yet), so each is read as the branch-to-be's.
 */
export const SetupBranchSchema = SedeInputSchema.omit({ whatsapp: true }).extend({
  horarios: z.preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.map((row: unknown) =>
            typeof row === 'object' && row !== null ? { ...row, sede: 1 } : row,
          )
        : rows,
    HorariosSemanaSchema,
  ),
});
export type SetupBranch = z.input<typeof SetupBranchSchema>;

export const SetupSchema = z.object({
  token: z
    .string({ error: SETUP_MESSAGES.tokenRequired })
    .min(1, { error: SETUP_MESSAGES.tokenRequired })
    .max(200, { error: SETUP_MESSAGES.badToken }),
  negocio: NegocioBaseSchema,
  administrador: SetupAdminSchema,
  sede: SetupBranchSchema,
});
export type SetupInput = z.input<typeof SetupSchema>;

/** What finishing answers: the administrator's session, as a login does. */
export const SetupResultSchema = AuthResponseSchema;

/** A sensible first week to edit: every day 11:00 to 22:00, holidays 12:00 to 21:00. */
export const DEFAULT_SETUP_HOURS = [
  ...[1, 2, 3, 4, 5, 6, 7].map((dia_semana) => ({
    dia_semana,
    hora_inicio: '11:00',
    hora_fin: '22:00',
    cerrado: false,
    es_festivo: false,
  })),
  { dia_semana: 1, hora_inicio: '12:00', hora_fin: '21:00', cerrado: false, es_festivo: true },
];
