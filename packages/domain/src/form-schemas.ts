// Every schema a person fills in: the forms' own and the bodies the screens send. Their messages
// are what people read, so form-schemas.test.ts walks each one: add a new form's schema here.
import {
  LoginSchema,
  PasswordChangeSchema,
  PermisoInputSchema,
  RegisterSchema,
  RolInputSchema,
  RolPatchSchema,
  SendCodeSchema,
  StaffRegisterSchema,
  UsuarioPatchSchema,
  VerifyCodeSchema,
  BonoBienvenidaSchema,
} from './auth';
import {
  CategoriaIngredienteInputSchema,
  CategoriaOrdenSchema,
  CategoriaProductoInputSchema,
  IngredienteInputSchema,
} from './catalog-admin';
import { AgregarSeccionFormSchema, SpecialFormSchema } from './special-form';
import { PublicidadInputSchema, PublicidadPatchSchema } from './ads';
import {
  AsociarProductosSchema,
  HorarioSedeInputSchema,
  ModoOcupadoSchema,
  PausaSedeSchema,
  SedeInputSchema,
} from './branch-admin';
import { ChangeStateSchema, GuestContactSchema, OrderInputSchema } from './orders';
import { MesaCreateSchema, MesaPatchSchema, RegisterTablesSchema } from './tables';

/** The form and body schemas by name, for the test that checks their messages are Spanish. */
export const FORM_SCHEMAS = {
  LoginSchema,
  RegisterSchema,
  StaffRegisterSchema,
  SendCodeSchema,
  VerifyCodeSchema,
  PasswordChangeSchema,
  PermisoInputSchema,
  RolInputSchema,
  RolPatchSchema,
  UsuarioPatchSchema,
  BonoBienvenidaSchema,
  GuestContactSchema,
  OrderInputSchema,
  ChangeStateSchema,
  RegisterTablesSchema,
  MesaCreateSchema,
  MesaPatchSchema,
  CategoriaIngredienteInputSchema,
  IngredienteInputSchema,
  CategoriaProductoInputSchema,
  CategoriaOrdenSchema,
  PublicidadInputSchema,
  PublicidadPatchSchema,
  SpecialFormSchema,
  AgregarSeccionFormSchema,
  // One row of the week (the week itself is a list of them, checked in branch-admin.test.ts).
  HorarioSedeInputSchema,
  AsociarProductosSchema,
  SedeInputSchema,
  PausaSedeSchema,
  ModoOcupadoSchema,
} as const;
