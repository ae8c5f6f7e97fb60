import type { CategoriaProducto, MedidaItem, Producto } from '@horno/domain/catalog';
import {
  type ProductoFormValues,
  ProductoFormSchema,
  PRICE_STEP,
  registerHidesPrice,
} from '@horno/domain/catalog-admin';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormCard } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useRecordVersion } from '../../../lib/record-version';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { productAddress, useSaveProduct } from '../api/products';
import { ImagePicker, useImageChoice } from '../../../components/ui/image-picker';
import { MoneyField } from '../../../components/ui/money-input';
import { BranchesField, DiscountField, numberOrNull } from './product-fields';

interface ProductFormProps {
  categorias: readonly CategoriaProducto[];
  medidas: readonly MedidaItem[];
  ingredientes: readonly { id: number; nombre: string }[];
  sedes: readonly { id: number; nombre: string; direccion?: string }[];
  /** The product being edited; a new one otherwise. */
  producto?: Producto;
  /** 'Cancelar' (the page asks first when something changed). */
  onCancel: () => void;
  /** After 'Actualizar' saved an edit: the page shows the product again. */
  onUpdated?: () => void;
  /** Whether something was changed and not saved, for the page's leave confirmation. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * An edit's two saves (back-office.md §2, docs/decisions/019): 'Actualizar' saves and stays on
 * the product, 'Modificar Producto' saves and returns to the list; each with its §8 toasts.
 */
const EDIT_SAVES = {
  actualizar: {
    label: 'Actualizar',
    pending: 'Actualizando...',
    done: 'Producto actualizado',
    failed: 'Error al actualizar el producto',
  },
  modificar: {
    label: 'Modificar Producto',
    pending: 'Modificando...',
    done: 'Producto modificado exitosamente',
    failed: 'Error al modificar el producto',
  },
} as const;
type EditSave = keyof typeof EDIT_SAVES;

function initialValues(producto: Producto | undefined, sedes: readonly { id: number }[]) {
  return {
    nombre: producto?.nombre ?? '',
    descripcion: producto?.descripcion ?? '',
    categoria: producto?.categoria ?? (null as unknown as number),
    precio: producto?.precio ?? null,
    conDescuento: (producto?.descuento ?? 0) > 0,
    descuento: producto && producto.descuento > 0 ? producto.descuento : null,
    precios_por_medida:
      producto?.precios_por_medida.map((p) => ({
        id: p.id,
        medida: p.medida.id,
        precio: p.precio,
        admite_mitades: p.admite_mitades,
      })) ?? [],
    posibles_adiciones:
      producto?.posibles_adiciones.map((a) => ({
        id: a.ingrediente.id,
        precio_adicion: a.precio_adicion as number | null,
      })) ?? [],
    sedes: producto ? [] : sedes.map((s) => s.id),
    creando: !producto,
    precioOculto: false,
  } satisfies ProductoFormValues;
}

/** The multipart body of `POST /api/productos/` and `PUT /api/productos/{id}/`. */
function toFormData(
  values: ProductoFormValues,
  sized: boolean,
  imagen: File | null,
  creating: boolean,
): FormData {
  const form = new FormData();
  form.set('nombre', values.nombre);
  form.set('descripcion', values.descripcion ?? '');
  form.set('categoria', String(values.categoria));
  const sizes = sized ? values.precios_por_medida.filter((p) => (p.precio ?? 0) > 0) : [];
  // With size prices (or a pizza's hidden base price) the base price is sent empty (spec §5).
  form.set(
    'precio',
    sizes.length > 0 || values.precio === null || values.precioOculto === true
      ? ''
      : String(values.precio),
  );
  form.set('descuento', String(values.conDescuento ? (values.descuento ?? 0) : 0));
  if (sizes.length === 0) form.set('precios_por_medida', '');
  sizes.forEach((p, i) => {
    form.set(`precios_por_medida[${i}]medida`, String(p.medida));
    form.set(`precios_por_medida[${i}]precio`, String(p.precio));
    form.set(`precios_por_medida[${i}]admite_mitades`, String(p.admite_mitades));
  });
  if (values.posibles_adiciones.length === 0) form.set('posibles_adiciones', '');
  values.posibles_adiciones.forEach((a, i) => {
    form.set(`posibles_adiciones[${i}]id`, String(a.id));
    form.set(`posibles_adiciones[${i}]precio_adicion`, String(a.precio_adicion));
  });
  if (creating) values.sedes.forEach((id, i) => form.set(`sedes[${i}]`, String(id)));
  if (imagen) form.set('imagen', imagen);
  return form;
}

/** Register or edit a regular product: prices (base or by size), discount, additions, photo. */
export function ProductForm({
  categorias,
  medidas,
  ingredientes,
  sedes,
  producto,
  onCancel,
  onUpdated,
  onDirtyChange,
}: ProductFormProps) {
  const navigate = useNavigate();
  const intent = useRef<EditSave>('modificar');
  const save = useSaveProduct();
  const creating = producto === undefined;
  const version = useRecordVersion(producto && productAddress(producto.id));
  const form = useZodForm(ProductoFormSchema, {
    mode: 'onTouched',
    defaultValues: initialValues(producto, sedes),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const sizes = useFieldArray({ control, name: 'precios_por_medida' });
  const additions = useFieldArray({ control, name: 'posibles_adiciones' });
  const { file: imagen, error: imageError, pick: pickImage } = useImageChoice();

  const categoriaId = watch('categoria');
  const categoria = categorias.find((c) => c.id === categoriaId);
  const sized = categoria?.tiene_medidas ?? false;
  const conDescuento = watch('conDescuento');
  const usedSizes = new Set(watch('precios_por_medida').map((p) => p.medida));
  const anySizePrice = sized && watch('precios_por_medida').some((p) => (p.precio ?? 0) > 0);
  // A pizza is registered with its size prices only (spec §5).
  const hidePrice = creating && sized && registerHidesPrice(categoria?.nombre);
  useEffect(() => setValue('precioOculto', hidePrice), [hidePrice, setValue]);
  const sizesError = errors.precios_por_medida?.root?.message ?? errors.precios_por_medida?.message;

  const dirty = isDirty || imagen !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    const texts = creating
      ? { done: 'Producto registrado exitosamente', failed: 'Error al registrar el producto' }
      : EDIT_SAVES[intent.current];
    try {
      const saved = await save.mutateAsync({
        ...(producto ? { id: producto.id } : {}),
        form: toFormData(values, sized, imagen, creating),
        version,
      });
      notify.success(texts.done);
      onDirtyChange?.(false);
      if (!creating && intent.current === 'actualizar') {
        onUpdated?.();
      } else {
        navigate('/productos/listado', { state: { saved: saved.id } });
      }
    } catch (error) {
      serverErrors(error, texts.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4">
      <FormCard title="Datos básicos">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="off"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <FormField label="Categoría" error={errors.categoria?.message}>
            {(field) => (
              <select
                {...field}
                className={cn(inputClass, 'h-11')}
                {...register('categoria', {
                  setValueAs: numberOrNull,
                })}
              >
                <option value="">Selecciona una categoría</option>
                {categorias.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Descripción"
            error={errors.descripcion?.message}
            hint="Opcional: ingredientes, tamaño de la porción."
          >
            {(field) => (
              <textarea
                {...field}
                rows={3}
                className={cn(inputClass, 'h-auto min-h-24 py-3')}
                {...register('descripcion')}
              />
            )}
          </FormField>
          <div className="space-y-5">
            {!anySizePrice && !hidePrice ? (
              <MoneyField
                control={control}
                name="precio"
                label="Precio"
                error={errors.precio?.message}
                hint={sized ? 'O define precios por tamaño abajo.' : undefined}
              />
            ) : null}
            <DiscountField
              open={conDescuento}
              onOpen={() => setValue('conDescuento', true)}
              error={errors.descuento?.message}
              {...register('descuento', {
                setValueAs: numberOrNull,
              })}
            />
          </div>
        </div>
      </FormCard>

      {sized ? (
        <FormCard title="Precios por tamaño">
          {sizes.fields.length === 0 && !sizesError ? (
            <p className="text-sm text-ink-muted">Debes definir los precios por tamaño.</p>
          ) : null}
          <FieldError id="precios-por-medida-error" message={sizesError} />
          {sizes.fields.map((item, index) => (
            <div
              key={item.id}
              className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start"
            >
              <FormField label="Tamaño" error={errors.precios_por_medida?.[index]?.medida?.message}>
                {(field) => (
                  <select
                    {...field}
                    className={cn(inputClass, 'h-11')}
                    {...register(`precios_por_medida.${index}.medida`, {
                      setValueAs: numberOrNull,
                    })}
                  >
                    <option value="">Elige un tamaño</option>
                    {medidas.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <MoneyField
                control={control}
                name={`precios_por_medida.${index}.precio`}
                label="Precio"
                error={errors.precios_por_medida?.[index]?.precio?.message}
                hint={`En pasos de $${PRICE_STEP}.`}
              />
              <CheckboxField
                control={control}
                name={`precios_por_medida.${index}.admite_mitades`}
                className="sm:mt-7"
                label="Admite mitades"
              />
              <Button
                variant="ghost"
                size="icon"
                className="sm:mt-7"
                aria-label={`Quitar el tamaño ${index + 1}`}
                onClick={() => sizes.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          {sizes.fields.length < medidas.length ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                sizes.append({
                  medida:
                    medidas.find((m) => !usedSizes.has(m.id))?.id ?? (null as unknown as number),
                  precio: null,
                  admite_mitades: false,
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Agregar tamaño
            </Button>
          ) : null}
        </FormCard>
      ) : null}

      <FormCard title="Adiciones">
        {additions.fields.length === 0 ? (
          <p className="text-sm text-ink-muted">
            Sin adiciones: el cliente no podrá agregar ingredientes.
          </p>
        ) : null}
        {additions.fields.map((item, index) => (
          <div
            key={item.id}
            className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
          >
            <FormField label="Ingrediente" error={errors.posibles_adiciones?.[index]?.id?.message}>
              {(field) => (
                <select
                  {...field}
                  className={cn(inputClass, 'h-11')}
                  {...register(`posibles_adiciones.${index}.id`, {
                    setValueAs: numberOrNull,
                  })}
                >
                  <option value="">Selecciona un ingrediente</option>
                  {ingredientes.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.nombre}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <MoneyField
              control={control}
              name={`posibles_adiciones.${index}.precio_adicion`}
              label="Precio de la adición"
              error={errors.posibles_adiciones?.[index]?.precio_adicion?.message}
            />
            <Button
              variant="ghost"
              size="icon"
              className="sm:mt-7"
              aria-label={`Quitar la adición ${index + 1}`}
              onClick={() => additions.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => additions.append({ id: null as unknown as number, precio_adicion: null })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Agregar adición
        </Button>
      </FormCard>

      <div className="grid gap-4 lg:grid-cols-2">
        <FormCard title="Imagen">
          <ImagePicker
            current={producto?.imagen ?? null}
            file={imagen}
            error={imageError}
            onPick={pickImage}
          />
        </FormCard>
        {creating ? (
          <FormCard title="Sedes">
            <BranchesField control={control} name="sedes" sedes={sedes} />
          </FormCard>
        ) : null}
      </div>

      <StaleRecordAlert error={save.error} />

      {/* On a phone the edit's three buttons take two rows, the main save on top: stacked one
          per row, the sticky footer hid a fifth of the screen. */}
      <div
        className={cn(
          'sticky bottom-0 -mx-1 gap-2 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur sm:flex sm:flex-row sm:justify-end',
          creating ? 'flex flex-col-reverse' : 'grid grid-cols-2',
        )}
      >
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        {creating ? (
          <SubmitButton
            pending={isSubmitting}
            disabled={imageError !== undefined}
            pendingLabel="Guardando..."
          >
            Registrar producto
          </SubmitButton>
        ) : (
          (['actualizar', 'modificar'] as const).map((key) => (
            <SubmitButton
              key={key}
              variant={key === 'actualizar' ? 'secondary' : 'primary'}
              className={key === 'modificar' ? 'col-span-2 row-start-1' : undefined}
              pending={isSubmitting && intent.current === key}
              disabled={imageError !== undefined || isSubmitting}
              pendingLabel={EDIT_SAVES[key].pending}
              onClick={() => {
                intent.current = key;
              }}
            >
              {EDIT_SAVES[key].label}
            </SubmitButton>
          ))
        )}
      </div>
    </form>
  );
}
