import {
  type OwnPasswordChange,
  OwnPasswordChangeSchema,
  type Profile,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from '@horno/domain/auth';
import { FormActions } from '../../../components/ui/form-actions';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useAuthStore } from '../../../features/auth/store';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { AccountPage } from '../components/account-page';

const section = 'space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6';

function DetailsForm({ profile }: { profile: Profile }) {
  const form = useZodForm(ProfileUpdateSchema, {
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const onSubmit = handleSubmit(async (input: ProfileUpdate) => {
    try {
      const saved = await api.put<Profile>('/api/users/profile/', input);
      useAuthStore.getState().setProfile(saved);
      reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
      notify.success('Datos actualizados');
    } catch (error) {
      serverErrors(error, 'No se pudieron guardar tus datos');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className={section} aria-labelledby="datos">
      <h2 id="datos" className="text-lg font-extrabold">
        Tus datos
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <p className="text-sm text-ink-muted">
        Tu WhatsApp ({profile.numero ?? 'sin número'}) es el que verificaste al registrarte.
      </p>
      <FormActions backTo="/menu" backLabel="Volver al menú">
        <SubmitButton pending={isSubmitting}>Guardar datos</SubmitButton>
      </FormActions>
    </form>
  );
}

function PasswordForm() {
  const form = useZodForm(OwnPasswordChangeSchema, {
    mode: 'onTouched',
    defaultValues: { actual: '', nueva: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const onSubmit = handleSubmit(async (input: OwnPasswordChange) => {
    try {
      await api.post('/api/users/profile/contrasena/', input);
      reset();
      notify.success('Contraseña actualizada. Las demás sesiones se cerraron.');
    } catch (error) {
      serverErrors(error, 'No se pudo cambiar la contraseña');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className={section} aria-labelledby="contrasena">
      <h2 id="contrasena" className="text-lg font-extrabold">
        Contraseña
      </h2>
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        error={errors.actual?.message}
        {...register('actual')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        error={errors.nueva?.message}
        {...register('nueva')}
      />
      <FormActions backTo="/menu" backLabel="Volver al menú">
        <SubmitButton pending={isSubmitting}>Cambiar contraseña</SubmitButton>
      </FormActions>
    </form>
  );
}

/** /mi-cuenta: a signed-in customer's name, e-mail and password (issue 37). */
export default function ProfilePage() {
  const profile = useAuthStore((state) => state.profile);
  return (
    <AccountPage
      title="Mi cuenta"
      signIn={{
        title: 'Inicia sesión para ver tu cuenta',
        description: 'Aquí cambias tu nombre, tu correo y tu contraseña.',
      }}
    >
      {profile && <DetailsForm profile={profile} />}
      <PasswordForm />
    </AccountPage>
  );
}
