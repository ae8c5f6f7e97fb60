import { OPCION_TIPO_LABELS, OPCION_TIPOS } from '@horno/domain/special-form';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FieldError } from '../../../../components/ui/field-error';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { cn } from '../../../../lib/cn';
import { MoneyField } from '../../../../components/ui/money-input';
import { numberOrNull } from '../product-fields';
import { SortableItem, SortableList } from '../sortable-list';
import { newOption, type ProductChoices, type SectionsForm } from './new-rows';

type Message = { message?: string } | undefined;
type OptionErrors = Partial<
  Record<'tipo' | 'nombre' | 'precio_extra' | 'categoria' | 'producto_relacionado_id', Message>
>;

interface OptionRowProps {
  sectionIndex: number;
  index: number;
  handle: ReactNode;
  products: ProductChoices | undefined;
  canRemove: boolean;
  onRemove: () => void;
}

/** One option: custom (name, extra, active) or tied to a regular product picked by category. */
function OptionRow({ sectionIndex, index, handle, products, canRemove, onRemove }: OptionRowProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<SectionsForm>();
  const path = `secciones.${sectionIndex}.opciones.${index}` as const;
  const [tipo, categoria, productoId] = useWatch({
    control,
    name: [`${path}.tipo`, `${path}.categoria`, `${path}.producto_relacionado_id`],
  });
  const error = (get(errors, path) ?? {}) as OptionErrors;
  const isProduct = products !== undefined && tipo === 'PRODUCTO';
  const producto = products?.productos.find((p) => p.id === productoId);
  const offered = useMemo(
    () =>
      (products?.productos ?? [])
        .filter((p) => p.categoria === categoria)
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    [products, categoria],
  );
  const label = `Opción ${index + 1}`;

  return (
    <div role="group" aria-label={label} className="rounded-xl border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
        {handle}
        <span className="text-sm font-bold text-ink">{label}</span>
        {products ? (
          <div
            role="radiogroup"
            aria-label={`Tipo de la opción ${index + 1}`}
            className="order-last flex w-full rounded-full border border-line bg-surface-muted/60 p-0.5 sm:order-none sm:inline-flex sm:w-auto"
          >
            {OPCION_TIPOS.map((value) => (
              <label
                key={value}
                className="relative inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-bold text-ink-muted transition-colors has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
              >
                {/* Invisible, over its whole label: the label's area is the control's. */}
                <input
                  type="radio"
                  value={value}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                  {...register(`${path}.tipo`, {
                    onChange: (event: { target: { value: string } }) => {
                      if (event.target.value !== 'PERSONALIZADA') return;
                      setValue(`${path}.categoria`, null);
                      setValue(`${path}.producto_relacionado_id`, null);
                    },
                  })}
                />
                {OPCION_TIPO_LABELS[value]}
              </label>
            ))}
          </div>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto"
          aria-label={`Quitar la opción ${index + 1}`}
          title={canRemove ? undefined : 'Cada sección conserva al menos una opción'}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>

      <div
        className={cn(
          // On a phone the price and 'Activa' share a line; the rest takes it whole.
          'mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:grid-cols-2',
          isProduct ? 'xl:grid-cols-[1fr_1fr_1fr_9rem_auto]' : 'lg:grid-cols-[2fr_1fr_auto]',
        )}
      >
        {isProduct ? (
          <div className="col-span-2 grid gap-3 sm:contents">
            <SelectField
              label="Categoría del producto"
              placeholder="Elige una categoría"
              options={products.categorias.map((c) => ({ value: c.id, label: c.nombre }))}
              error={error.categoria?.message}
              {...register(`${path}.categoria`, {
                setValueAs: numberOrNull,
                onChange: () => setValue(`${path}.producto_relacionado_id`, null),
              })}
            />
            <SelectField
              label="Producto"
              placeholder="Elige un producto"
              options={offered.map((p) => ({
                value: p.id,
                label: p.activo ? p.nombre : `${p.nombre} (inactivo)`,
              }))}
              disabled={categoria === null}
              className="disabled:opacity-60"
              hint={categoria === null ? 'Elige primero la categoría.' : undefined}
              error={error.producto_relacionado_id?.message}
              {...register(`${path}.producto_relacionado_id`, { setValueAs: numberOrNull })}
            />
          </div>
        ) : null}
        <TextField
          className="col-span-2 sm:col-span-1"
          label={isProduct ? 'Nombre (opcional)' : 'Nombre'}
          autoComplete="off"
          placeholder={isProduct ? producto?.nombre : 'Ej.: Gaseosa 1,5 L'}
          hint={isProduct ? 'Vacío: toma el nombre del producto.' : undefined}
          error={error.nombre?.message}
          {...register(`${path}.nombre`)}
        />
        <MoneyField
          control={control}
          name={`${path}.precio_extra`}
          label="Precio extra"
          error={error.precio_extra?.message}
        />
        <CheckboxField
          control={control}
          name={`${path}.activo`}
          className="mt-7 self-start"
          label="Activa"
        />
      </div>
    </div>
  );
}

/** An option in its sortable list, its handle named after it. */
function OptionItem({
  id,
  ...row
}: Omit<OptionRowProps, 'handle'> & {
  id: string;
}) {
  const { control } = useFormContext<SectionsForm>();
  const nombre = useWatch({
    control,
    name: `secciones.${row.sectionIndex}.opciones.${row.index}.nombre`,
  });
  return (
    <SortableItem
      id={id}
      handleLabel={`Arrastrar para reordenar la opción ${nombre?.trim() || row.index + 1}`}
    >
      {(handle) => <OptionRow {...row} handle={handle} />}
    </SortableItem>
  );
}

/**
 * A section's options, in the order customers see them. At least one row always stays (an empty
 * one is left out on save).
 */
export function OptionsEditor({
  sectionIndex,
  products,
}: {
  sectionIndex: number;
  products: ProductChoices | undefined;
}) {
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<SectionsForm>();
  const name = `secciones.${sectionIndex}.opciones` as const;
  const options = useFieldArray({ control, name, keyName: 'key' });
  const errorId = useId();
  const listError = get(errors, name) as { message?: string; root?: Message } | undefined;
  const message = listError?.root?.message ?? listError?.message;
  const ids = options.fields.map((f) => f.key);
  const nameOf = useCallback(
    (key: string) => {
      const index = ids.indexOf(key);
      const nombre = getValues(`${name}.${index}.nombre`)?.trim();
      return nombre ? `la opción ${nombre}` : `la opción ${index + 1}`;
    },
    [ids, getValues, name],
  );

  return (
    <fieldset className="space-y-3" aria-describedby={message ? errorId : undefined}>
      <legend className="mb-2 text-sm font-bold text-ink">Opciones</legend>
      <SortableList ids={ids} nameOf={nameOf} itemWord="una opción" onMove={options.move}>
        <ol className="space-y-3">
          {options.fields.map((field, index) => (
            <OptionItem
              key={field.key}
              id={field.key}
              sectionIndex={sectionIndex}
              index={index}
              products={products}
              canRemove={options.fields.length > 1}
              onRemove={() => options.remove(index)}
            />
          ))}
        </ol>
      </SortableList>
      <FieldError id={errorId} message={message} />
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          options.append(newOption(), { focusName: `${name}.${options.fields.length}.nombre` })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Agregar opción
      </Button>
    </fieldset>
  );
}
