import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_MESAS_POR_REGISTRO,
  type RegisterTablesInput,
  RegisterTablesSchema,
} from '@horno/domain/tables';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { PartialRegistrationError, useRegisterTables } from '../api/register-tables';

const FAILED = 'Hubo un error al registrar las mesas';

interface RegisterTablesFormProps {
  /** The branches of the staff member. */
  sedes: readonly { id: number; nombre: string }[];
  defaultSede: number | null;
}

/** Chooses a branch and how many tables; each new one is that branch's next 'Mesa N'. */
export function RegisterTablesForm({ sedes, defaultSede }: RegisterTablesFormProps) {
  const navigate = useNavigate();
  const register = useRegisterTables();
  const form = useForm<RegisterTablesInput>({
    resolver: zodResolver(RegisterTablesSchema),
    mode: 'onTouched',
    defaultValues: {
      sede: defaultSede ?? sedes[0]?.id ?? Number.NaN,
      cantidad: 1,
    },
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const cantidad = form.watch('cantidad');

  const onSubmit = handleSubmit(async (values) => {
    const sede = sedes.find((s) => s.id === values.sede)?.nombre ?? 'la sede';
    try {
      const created = await register.mutateAsync(values);
      notify.success(
        created.length === 1
          ? `Se registró 1 mesa en ${sede}`
          : `Se registraron ${created.length} mesas en ${sede}`,
      );
      navigate('/mesas/gestionar');
    } catch (error) {
      console.error(FAILED, error);
      const made = error instanceof PartialRegistrationError ? error.created.length : 0;
      const cause = error instanceof PartialRegistrationError ? error.cause : error;
      notify.error(
        made > 0
          ? `${FAILED}. Se registraron ${made} de ${values.cantidad}; intenta de nuevo con las que faltan.`
          : failureMessage(FAILED, cause),
      );
    }
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="Sede" error={errors.sede?.message}>
          {(control) => (
            <select
              {...control}
              className={cn(inputClass, 'h-11 appearance-auto')}
              {...form.register('sede', { valueAsNumber: true })}
            >
              {sedes.map((sede) => (
                <option key={sede.id} value={sede.id}>
                  {sede.nombre}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label="Cantidad de mesas"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MESAS_POR_REGISTRO}
          step={1}
          hint="Se crean con el siguiente número libre de la sede: Mesa 5, Mesa 6..."
          error={errors.cantidad?.message}
          {...form.register('cantidad', { valueAsNumber: true })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/mesas/gestionar" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Volver
          </Link>
          <Button type="submit" size="sm" disabled={isSubmitting || sedes.length === 0}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting
              ? 'Registrando mesas...'
              : Number.isInteger(cantidad) && cantidad > 1
                ? `Registrar ${cantidad} mesas`
                : 'Registrar mesa'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
