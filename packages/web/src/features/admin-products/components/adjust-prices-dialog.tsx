import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import { type AjusteModo, AjustePreciosSchema, adjustPrice } from '@horno/domain/catalog-admin';
import { formatCOP } from '@horno/domain/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdjustPrices } from '../api/products';

interface AdjustPricesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productos: readonly Producto[];
  categorias: readonly CategoriaProducto[];
  /** The regular products selected in the list; the dialog offers them first. */
  selected: readonly number[];
  /** After the prices changed (the list clears its selection). */
  onDone?: () => void;
}

interface Change {
  id: string;
  nombre: string;
  before: number;
  after: number;
}

/** Every price of the products the adjustment touches, before and after. */
function previewOf(
  productos: readonly Producto[],
  ids: ReadonlySet<number> | null,
  categoria: number | undefined,
  modo: AjusteModo,
  valor: number,
): Change[] {
  const touched = productos.filter((p) =>
    ids ? ids.has(p.id) : categoria !== undefined && p.categoria === categoria,
  );
  return touched.flatMap((p) => [
    ...(p.precio !== null
      ? [
          {
            id: `${p.id}`,
            nombre: p.nombre,
            before: p.precio,
            after: adjustPrice(p.precio, modo, valor),
          },
        ]
      : []),
    ...p.precios_por_medida.map((m) => ({
      id: `${p.id}-${m.id}`,
      nombre: `${p.nombre} (${m.medida.label})`,
      before: m.precio,
      after: adjustPrice(m.precio, modo, valor),
    })),
  ]);
}

/**
 * 'Ajustar precios': ± percent or ± pesos for the selected products or a whole category,
 * rounded to $100, with every price before and after shown before the one confirmation.
 */
export function AdjustPricesDialog({
  open,
  onOpenChange,
  productos,
  categorias,
  selected,
  onDone,
}: AdjustPricesDialogProps) {
  const adjust = useAdjustPrices();
  const [scope, setScope] = useState<'seleccion' | 'categoria'>(
    selected.length > 0 ? 'seleccion' : 'categoria',
  );
  const form = useZodForm(AjustePreciosSchema, {
    mode: 'onTouched',
    defaultValues: {
      productos: selected.length > 0 ? [...selected] : [],
      categoria: selected.length > 0 ? undefined : categorias[0]?.id,
      modo: 'PORCENTAJE',
      valor: 10,
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const modo = watch('modo');
  const valor = watch('valor');
  const categoria = watch('categoria');
  const changes = Number.isInteger(valor)
    ? previewOf(productos, scope === 'seleccion' ? new Set(selected) : null, categoria, modo, valor)
    : [];

  const chooseScope = (next: 'seleccion' | 'categoria') => {
    setScope(next);
    setValue('productos', next === 'seleccion' ? [...selected] : []);
    setValue('categoria', next === 'categoria' ? (categoria ?? categorias[0]?.id) : undefined);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { actualizados } = await adjust.mutateAsync(values);
      notify.success(
        actualizados === 1
          ? 'Se ajustó el precio de 1 producto'
          : `Se ajustaron los precios de ${actualizados} productos`,
      );
      onOpenChange(false);
      onDone?.();
    } catch (error) {
      serverErrors(error, 'No se pudieron ajustar los precios');
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Ajustar precios"
      description="Sube o baja los precios, redondeados a $100. Revisa el antes y el después antes de aplicar."
      widthClass="sm:max-w-2xl"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <SubmitButton
            pending={isSubmitting}
            disabled={changes.length === 0}
            form="ajustar-precios"
          >
            {`Aplicar a ${changes.length} ${changes.length === 1 ? 'precio' : 'precios'}`}
          </SubmitButton>
        </div>
      }
    >
      <form id="ajustar-precios" onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-bold text-ink">¿Qué productos?</legend>
          <div className="flex flex-wrap gap-2">
            {selected.length > 0 ? (
              <label className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-3">
                <input
                  type="radio"
                  name="alcance"
                  checked={scope === 'seleccion'}
                  onChange={() => chooseScope('seleccion')}
                />
                Los seleccionados ({selected.length})
              </label>
            ) : null}
            <label className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-3">
              <input
                type="radio"
                name="alcance"
                checked={scope === 'categoria'}
                onChange={() => chooseScope('categoria')}
              />
              Una categoría
            </label>
          </div>
        </fieldset>
        {scope === 'categoria' ? (
          <FormField label="Categoría" error={errors.categoria?.message}>
            {(field) => (
              <select
                {...field}
                className={cn(inputClass, 'h-11')}
                {...register('categoria', {
                  setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
                })}
              >
                {categorias.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Tipo de ajuste" error={errors.modo?.message}>
            {(field) => (
              <select {...field} className={cn(inputClass, 'h-11')} {...register('modo')}>
                <option value="PORCENTAJE">Porcentaje (%)</option>
                <option value="MONTO">Valor en pesos</option>
              </select>
            )}
          </FormField>
          <FormField
            label={modo === 'PORCENTAJE' ? 'Porcentaje' : 'Valor'}
            hint="Negativo para bajar: -10."
            error={errors.valor?.message ?? errors.productos?.message}
          >
            {(field) => (
              <input
                {...field}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className={cn(inputClass, 'h-11 tabular-nums')}
                {...register('valor', {
                  setValueAs: (v: string) => {
                    const text = String(v).replace(/[^\d-]/g, '');
                    return text === '' || text === '-' ? Number.NaN : Number(text);
                  },
                })}
              />
            )}
          </FormField>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold text-ink">
            Vista previa {changes.length > 0 ? `(${changes.length})` : ''}
          </h3>
          {changes.length === 0 ? (
            <p className="text-sm text-ink-muted">No hay precios que ajustar con esta elección.</p>
          ) : (
            <div
              className="max-h-64 overflow-y-auto rounded-xl border border-line"
              tabIndex={0}
              role="region"
              aria-label="Vista previa de precios"
            >
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-surface-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      Producto
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Antes
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Después
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.id} className="border-t border-line">
                      <td className="px-3 py-2">{c.nombre}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatCOP(c.before)}</td>
                      <td className="px-3 py-2 text-right font-bold tabular-nums">
                        {formatCOP(c.after)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </form>
    </Modal>
  );
}
