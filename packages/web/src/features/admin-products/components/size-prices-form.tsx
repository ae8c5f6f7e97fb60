import type { MedidaItem, Producto } from '@horno/domain/catalog';
import { PreciosPorTamanoFormSchema } from '@horno/domain/catalog-admin';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { productAddress } from '../api/products';
import { type SizePriceChange, useSaveSizePrices } from '../api/size-prices';
import { MoneyField } from '../../../components/ui/money-input';

/** One price per size of a product; saving sends only what changed, one call per size. */
export function SizePricesForm({
  producto,
  medidas,
}: {
  producto: Producto;
  medidas: readonly MedidaItem[];
}) {
  const navigate = useNavigate();
  const save = useSaveSizePrices(producto.id);
  const version = useRecordVersion(productAddress(producto.id));
  const current = new Map(producto.precios_por_medida.map((p) => [p.medida.id, p]));
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(PreciosPorTamanoFormSchema, {
    defaultValues: {
      precios: medidas.map((m) => ({ medida: m.id, precio: current.get(m.id)?.precio ?? null })),
    },
  });

  const onSubmit = handleSubmit(async ({ precios }) => {
    const changes: SizePriceChange[] = precios.flatMap(({ medida, precio }) => {
      const existing = current.get(medida);
      const wanted = precio !== null && precio > 0 ? precio : null;
      if ((existing?.precio ?? null) === wanted) return [];
      return [{ id: existing?.id, medida, precio: wanted }];
    });
    if (changes.length === 0) {
      navigate(`/productos/detalle/${producto.id}`);
      return;
    }
    const removedAll = changes.every((c) => c.precio === null);
    try {
      await save.mutateAsync({ changes, version });
      notify.success(
        removedAll
          ? 'Precios por tamaño eliminados'
          : 'Se asignaron correctamente los precios por tamaño',
      );
      navigate(`/productos/detalle/${producto.id}`);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'Error de conexión';
      notify.error(
        removedAll
          ? 'Error al eliminar precios por tamaño'
          : `Hubo un error al asignar los precios por tamaño: ${reason}`,
      );
    }
  });

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {medidas.map((m, index) => (
            <MoneyField
              key={m.id}
              control={control}
              name={`precios.${index}.precio`}
              label={m.label}
              error={errors.precios?.[index]?.precio?.message}
            />
          ))}
        </div>
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={`/productos/detalle/${producto.id}`} backLabel="Cancelar">
          <SubmitButton pending={isSubmitting}>Guardar precios</SubmitButton>
        </FormActions>
      </form>
    </Card>
  );
}
