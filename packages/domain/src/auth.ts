import { z } from 'zod';
import { idListSchema, INPUT_MESSAGES, textSchema } from './api-params';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth-messages';
import { MobilePhoneSchema } from './phone-schemas';

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** An e-mail; the login form also accepts the literal 'admin'. */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254, { error: INPUT_MESSAGES.tooLong(254) })
  .refine(looksLikeEmail, { error: AUTH_MESSAGES.emailInvalid });

export const LoginEmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254, { error: INPUT_MESSAGES.tooLong(254) })
  .refine((v) => v === 'admin' || looksLikeEmail(v), { error: AUTH_MESSAGES.emailInvalid });

export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordMin })
  .max(200, { error: INPUT_MESSAGES.tooLong(200) });

/** A customer's own phone: a Colombian mobile, however written → its 10 digits (phone.ts). */
export const PhoneSchema = MobilePhoneSchema;

export const LoginSchema = z.object({
  email: LoginEmailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(200, { error: INPUT_MESSAGES.tooLong(200) }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  first_name: textSchema({ max: 80, required: AUTH_MESSAGES.firstNameRequired }),
  last_name: textSchema({ max: 80, required: AUTH_MESSAGES.lastNameRequired }),
  email: EmailSchema,
  numero: PhoneSchema,
  password: NewPasswordSchema,
  /** Staff registration only (needs gestionar_usuarios). */
  roles: idListSchema('roles', 100).optional(),
  sedes: idListSchema('sedes', 100).optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const RoleRefSchema = z.object({ id: z.number().int(), rol: z.string() });

export const SedeRefSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  imagen: z.string().nullable(),
});

export const ProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  numero: z.string().nullable(),
  telefono_verificado: z.boolean(),
  roles: z.array(RoleRefSchema),
  sedes: z.array(SedeRefSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: ProfileSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const SendCodeSchema = z.object({ email: EmailSchema });
export const VerifyCodeSchema = z.object({
  email: EmailSchema,
  codigo: z
    .string({ error: AUTH_MESSAGES.codeInvalid })
    .regex(/^\d{6}$/, { error: 'El código debe tener 6 dígitos' }),
});

export const PasswordChangeSchema = z
  .object({
    password: NewPasswordSchema,
    confirm_password: z
      .string({ error: 'Confirma la contraseña' })
      .max(200, { error: INPUT_MESSAGES.tooLong(200) }),
  })
  .refine((v) => v.password === v.confirm_password, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });

export const PermisoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  clave: z.string(),
});
export type PermisoItem = z.infer<typeof PermisoSchema>;

export const PermisoInputSchema = z.object({
  nombre: textSchema({ max: 120, required: 'El nombre es requerido' }),
  clave: textSchema({ max: 80, required: 'La clave es requerida' }).regex(/^[a-z0-9_]+$/, {
    error: 'La clave solo admite minúsculas, números y guion bajo',
  }),
});

export const RolSchema = z.object({
  id: z.number().int(),
  rol: z.string(),
  activo: z.boolean(),
  permisos: z.array(PermisoSchema),
});
export type Rol = z.infer<typeof RolSchema>;

export const RolInputSchema = z.object({
  rol: textSchema({ max: 80, required: 'El nombre del rol es requerido' }),
});
export const RolPatchSchema = z.object({
  rol: textSchema({ max: 80, required: 'El nombre del rol es requerido' }).optional(),
  permisos: idListSchema('permisos', 100).optional(),
});

export const UsuarioSchema = ProfileSchema.extend({ activo: z.boolean() });
export type Usuario = z.infer<typeof UsuarioSchema>;

/** A staff member's roles: at least one, or the back office has nothing to show them. */
export const StaffRolesSchema = idListSchema('roles', 100).min(1, {
  error: 'Selecciona al menos un rol',
});

/** A staff member's branches: at least one, or they could not pick where they work. */
export const StaffSedesSchema = idListSchema('sedes', 100).min(1, {
  error: 'Selecciona al menos una sede',
});

export const UsuarioPatchSchema = z.object({
  roles: StaffRolesSchema.optional(),
  sedes: idListSchema('sedes', 100).optional(),
});

/** Staff registration in the back office: every field, at least one role and one branch. */
export const StaffRegisterSchema = RegisterSchema.extend({
  roles: StaffRolesSchema,
  sedes: StaffSedesSchema,
});
export type StaffRegisterInput = z.infer<typeof StaffRegisterSchema>;

const BONUS_PERCENT = 'El descuento debe ser un número entero entre 1 y 100';
const BONUS_DATE = 'La fecha debe tener el formato AAAA-MM-DD';
const BONUS_DATE_RANGE = 'La fecha debe estar entre los años 2000 y 2099';
/** The welcome bonus's longest title and message, in characters. */
export const BONUS_TITLE_MAX = 120;
export const BONUS_MESSAGE_MAX = 500;

export const BonoBienvenidaSchema = z.object({
  enabled: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
  title: textSchema({ max: BONUS_TITLE_MAX, required: 'El título es requerido' }),
  message: textSchema({ max: BONUS_MESSAGE_MAX, min: 0, multiline: true }),
  // A real day of the calendar (no 30 February), within this century.
  validUntil: z.iso
    .date({ error: BONUS_DATE })
    // Only a date already well written is checked against the range (one message at a time).
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || (v >= '2000-01-01' && v <= '2099-12-31'), {
      error: BONUS_DATE_RANGE,
    }),
  discountPercentage: z
    .number({ error: BONUS_PERCENT })
    .int({ error: BONUS_PERCENT })
    .min(1, { error: BONUS_PERCENT })
    .max(100, { error: BONUS_PERCENT }),
});
export type BonoBienvenida = z.infer<typeof BonoBienvenidaSchema>;

export const CuponSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  porcentaje_descuento: z.number().int(),
  /** The code's end, or its promotion's; null: no end. */
  fecha_fin: z.string().nullable(),
  esta_vigente: z.boolean(),
  usado: z.boolean(),
});
export type Cupon = z.infer<typeof CuponSchema>;

/** `PUT /api/users/profile/`: what a person changes of their own account (the phone is verified apart). */
export const ProfileUpdateSchema = RegisterSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** `POST /api/users/profile/contrasena/`: the current password, then the new one. */
export const OwnPasswordChangeSchema = z.object({
  actual: LoginSchema.shape.password,
  nueva: NewPasswordSchema,
});
export type OwnPasswordChange = z.infer<typeof OwnPasswordChangeSchema>;
