import { SedeInputSchema } from '@horno/domain/branch-admin';
import { NEGOCIO_VACIO, NegocioInputSchema } from '@horno/domain/business';
import {
  DEFAULT_SETUP_HOURS,
  SETUP_MESSAGES,
  SetupAdminSchema,
  type SetupInput,
} from '@horno/domain/setup';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Logo } from '../../../components/ui/logo';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { BranchLocation } from '../../../features/admin-branches/components/branch-location';
import { WeekEditor } from '../../../features/admin-branches/components/hours-editor';
import {
  type HoursRowState,
  type RowErrors,
  weekToSave,
} from '../../../features/admin-branches/hours-editor';
import {
  locateWithLink,
  useFinishSetup,
  useSetupLink,
} from '../../../features/admin-business/api/setup';
import { businessDefaults } from '../../../features/admin-business/components/business-form';
import { BusinessIdentityFields } from '../../../features/admin-business/components/business-identity-fields';
import { WizardSteps } from '../../../features/admin-products/components/wizard-steps';
import { startSession } from '../../../features/auth/session';
import { useAuthStore } from '../../../features/auth/store';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminTitle } from '../hooks/use-admin-title';
import { HOME_PATH } from '../routing/guards';

const STEPS = ['Tu negocio', 'Administrador', 'Primera sede'] as const;
const FAILED = 'No se pudo terminar la configuración';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-dvh bg-page px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Configura tu pizzería
          </h1>
        </div>
        {children}
      </div>
    </main>
  );
}

/** A link that does not work (wrong, expired) or is spent (the install is configured). */
function LinkProblem({ error }: { error: unknown }) {
  const done = error instanceof ApiError && error.status === 409;
  return (
    <Card className="space-y-4 text-center" role="alert">
      <p className="text-ink">
        {error instanceof ApiError && error.message ? error.message : SETUP_MESSAGES.badToken}
      </p>
      {done && (
        <Link to="/login" className={buttonClass({ size: 'sm' })}>
          Iniciar sesión
        </Link>
      )}
    </Card>
  );
}

const weekRows = (): HoursRowState[] => DEFAULT_SETUP_HOURS.map((row) => ({ ...row }));

/** The server's refusal, sent to the step whose fields it names, without their prefix. */
function fieldsOf(error: unknown, prefix: string): ApiError | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const fields = Object.fromEntries(
    Object.entries(error.fields)
      .filter(([field]) => field.startsWith(`${prefix}.`))
      .map(([field, messages]) => [field.slice(prefix.length + 1), messages]),
  );
  if (Object.keys(fields).length === 0) return null;
  return new ApiError(error.status, error.message, error.detail, fields);
}

/**
 * /configuracion-inicial?token=…: the first start of an install nobody can enter (issue 28).
 * Three short steps (the business, its first administrator, its first branch and hours), then
 * the administrator is signed in on the board. The link comes from the server's log.
 */
export function SetupPage() {
  useAdminTitle('Configuración inicial');
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useSetupLink(token);
  if (!token) return <Frame>{<LinkProblem error={null} />}</Frame>;
  if (link.isPending)
    return (
      <Frame>
        <p className="flex items-center justify-center gap-2 text-ink-muted" role="status">
          <Spinner /> Revisando el enlace...
        </p>
      </Frame>
    );
  if (link.isError)
    return (
      <Frame>
        <LinkProblem error={link.error} />
      </Frame>
    );
  return (
    <Frame>
      <SetupWizard token={token} />
    </Frame>
  );
}

function SetupWizard({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useFinishSetup();
  const [step, setStep] = useState(1);
  const [spent, setSpent] = useState<unknown>(null);
  const business = useZodForm(NegocioInputSchema, {
    mode: 'onTouched',
    defaultValues: businessDefaults({ ...NEGOCIO_VACIO, nombre: '' }),
  });
  const admin = useZodForm(SetupAdminSchema, {
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      numero: '',
      password: '',
      password_confirm: '',
    },
  });
  const branch = useZodForm(SedeInputSchema, {
    mode: 'onTouched',
    defaultValues: { nombre: '', direccion: '', telefono: '', whatsapp: '' },
  });
  const [rows, setRows] = useState(weekRows);
  const [rowErrors, setRowErrors] = useState<RowErrors[]>([]);
  const businessErrors = useServerErrors(business);
  const adminErrors = useServerErrors(admin);
  const branchErrors = useServerErrors(branch);

  const next = (to: number) => () => {
    setStep(to);
    window.scrollTo({ top: 0 });
  };

  const submit = branch.handleSubmit(async (sede) => {
    const week = weekToSave(1, rows);
    if (!week.ok) {
      setRowErrors(week.errors);
      notify.error('Revisa los horarios de la sede');
      return;
    }
    const negocio = business.getValues();
    const input: SetupInput = {
      token,
      negocio: {
        nombre: negocio.nombre,
        razon_social: negocio.razon_social,
        nit: negocio.nit,
        direccion: negocio.direccion,
        correo: negocio.correo,
        telefono: negocio.telefono,
      },
      administrador: admin.getValues(),
      sede: {
        nombre: sede.nombre,
        direccion: sede.direccion,
        lat: sede.lat,
        lng: sede.lng,
        telefono: sede.telefono,
        horarios: week.week.map(({ sede: _sede, ...row }) => row),
      },
    };
    try {
      const answer = await finish.mutateAsync(input);
      queryClient.clear();
      await startSession(answer);
      useAuthStore.getState().setSelectedLocation(answer.user.sedes[0] ?? null);
      notify.success(SETUP_MESSAGES.finished);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      const steps: [string, number, (e: unknown, fallback: string) => void][] = [
        ['negocio', 1, businessErrors],
        ['administrador', 2, adminErrors],
        ['sede', 3, branchErrors],
      ];
      for (const [prefix, at, report] of steps) {
        const refused = fieldsOf(error, prefix);
        if (!refused) continue;
        setStep(at);
        report(refused, FAILED);
        return;
      }
      if (error instanceof ApiError && (error.status === 403 || error.status === 409))
        setSpent(error);
      else notify.error(error instanceof ApiError && error.message ? error.message : FAILED);
    }
  });

  if (spent) return <LinkProblem error={spent} />;

  // The indicators go back; forward is 'Siguiente', through the step's checks.
  const go = (to: number) => {
    if (to < step) next(to)();
  };

  return (
    <div className="space-y-4">
      <WizardSteps steps={STEPS} current={step} onSelect={go} />
      {step === 1 && (
        <form onSubmit={business.handleSubmit(next(2))} noValidate className="space-y-4">
          <Card className="space-y-5">
            <div>
              <h2 className="text-lg font-extrabold text-ink">Tu negocio</h2>
              <p className="text-sm text-ink-muted">
                Aparece en el menú, los recibos y la política de privacidad. Luego podrás subir el
                logo y elegir el color en Configuración.
              </p>
            </div>
            <BusinessIdentityFields form={business} />
          </Card>
          <StepActions>
            <SubmitButton pending={false}>Siguiente</SubmitButton>
          </StepActions>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={admin.handleSubmit(next(3))} noValidate className="space-y-4">
          <Card className="space-y-5">
            <div>
              <h2 className="text-lg font-extrabold text-ink">Administrador</h2>
              <p className="text-sm text-ink-muted">
                Tu cuenta: tendrá todos los permisos y podrá invitar al resto del equipo.
              </p>
            </div>
            <div className="grid gap-5 md:grid-cols-2">
              <TextField
                label="Nombre"
                autoComplete="given-name"
                error={admin.formState.errors.first_name?.message}
                {...admin.register('first_name')}
              />
              <TextField
                label="Apellido"
                autoComplete="family-name"
                error={admin.formState.errors.last_name?.message}
                {...admin.register('last_name')}
              />
              <TextField
                label="Correo electrónico"
                type="email"
                autoComplete="username"
                error={admin.formState.errors.email?.message}
                {...admin.register('email')}
              />
              <FormField label="Celular" error={admin.formState.errors.numero?.message}>
                {(control) => <PhoneInput {...control} {...admin.register('numero')} />}
              </FormField>
              <PasswordField
                label="Contraseña"
                hint="8 caracteres o más."
                autoComplete="new-password"
                error={admin.formState.errors.password?.message}
                {...admin.register('password')}
              />
              <PasswordField
                label="Repite la contraseña"
                autoComplete="new-password"
                error={admin.formState.errors.password_confirm?.message}
                {...admin.register('password_confirm')}
              />
            </div>
          </Card>
          <StepActions onBack={next(1)}>
            <SubmitButton pending={false}>Siguiente</SubmitButton>
          </StepActions>
        </form>
      )}
      {step === 3 && (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Card className="space-y-5">
            <div>
              <h2 className="text-lg font-extrabold text-ink">Primera sede</h2>
              <p className="text-sm text-ink-muted">
                Podrás agregar más sedes, sus zonas de entrega y sus productos desde el panel.
              </p>
            </div>
            <div className="grid gap-5 md:grid-cols-2">
              <TextField
                label="Nombre de la sede"
                autoComplete="off"
                placeholder="Sede Chapinero"
                error={branch.formState.errors.nombre?.message}
                {...branch.register('nombre')}
              />
              <FormField label="Teléfono" error={branch.formState.errors.telefono?.message}>
                {(control) => <PhoneInput {...control} {...branch.register('telefono')} />}
              </FormField>
              <TextField
                label="Dirección"
                autoComplete="off"
                placeholder="Calle 63 # 9-45, Bogotá"
                className="md:col-span-2"
                error={branch.formState.errors.direccion?.message}
                {...branch.register('direccion')}
              />
            </div>
          </Card>
          <BranchLocation form={branch} locator={locateWithLink(token)} />
          <Card className="space-y-4">
            <h2 className="text-lg font-extrabold text-ink">Horarios</h2>
            <WeekEditor
              rows={rows}
              errors={rowErrors}
              onChange={(nextRows, nextErrors) => {
                setRows(nextRows);
                setRowErrors(nextErrors);
              }}
            />
          </Card>
          <StepActions onBack={next(2)}>
            <SubmitButton pending={branch.formState.isSubmitting} pendingLabel="Configurando...">
              Terminar y entrar al panel
            </SubmitButton>
          </StepActions>
        </form>
      )}
    </div>
  );
}

function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Anterior
        </button>
      )}
      {children}
    </div>
  );
}
