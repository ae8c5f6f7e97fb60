import {
  MAX_MESAS_POR_REGISTRO,
  nextMesaNumber,
  RegisterTablesSchema,
  registerTablesPreview,
} from '@horno/domain/tables';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useTables } from '../api/get-tables';
import { PartialRegistrationError, useRegisterTables } from '../api/register-tables';
import { useZodForm } from '../../../lib/use-zod-form';

const FAILED = 'Hubo un error al registrar las mesas';

interface RegisterTablesFormProps {
  /** The branches of the staff member. */
  sedes: readonly { id: number; nombre: string }[];
  defaultSede: number | null;
}

/**
 * What the branch has and which names the new tables get ('Horno Galerías tiene 10 mesas. Se
 * crearán Mesa 11 y Mesa 12.'), computed from its tables as they are now.
 */
function registrationHint(
  branch: string,
  tables: readonly { nombre: string }[] | undefined,
  cantidad: number,
) {
  if (!tables) return 'Se numeran a partir de la última mesa de la sede.';
  const has =
    tables.length === 0
      ? `${branch} aún no tiene mesas.`
      : `${branch} tiene ${tables.length} ${tables.length === 1 ? 'mesa' : 'mesas'}.`;
  const count = Number.isInteger(cantidad) && cantidad >= 1 ? cantidad : 1;
  return `${has} ${registerTablesPreview(nextMesaNumber(tables.map((t) => t.nombre)), count)}`;
}

/** Chooses a branch and how many tables; each new one is that branch's next 'Mesa N'. */
export function RegisterTablesForm({ sedes, defaultSede }: RegisterTablesFormProps) {
  const navigate = useNavigate();
  const register = useRegisterTables();
  const form = useZodForm(RegisterTablesSchema, {
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
  const sedeId = form.watch('sede');
  const existing = useTables(Number.isInteger(sedeId) ? sedeId : 0);
  const branch = sedes.find((s) => s.id === sedeId)?.nombre ?? 'La sede';
  const hint = registrationHint(branch, existing.data, cantidad);

  const onSubmit = handleSubmit(async (values) => {
    const sede = sedes.find((s) => s.id === values.sede)?.nombre ?? 'la sede';
    try {
      const created = await register.mutateAsync(values);
      notify.success(
        created.length === 1
          ? `Se registró 1 mesa en ${sede}`
          : `Se registraron ${created.length} mesas en ${sede}`,
      );
      // The list of the branch that got them, whichever branch is selected.
      navigate(`/mesas/gestionar?sede=${values.sede}`);
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
          hint={hint}
          error={errors.cantidad?.message}
          {...form.register('cantidad', { valueAsNumber: true })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={defaultSede ? `/mesas/gestionar?sede=${defaultSede}` : '/mesas/gestionar'}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
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
