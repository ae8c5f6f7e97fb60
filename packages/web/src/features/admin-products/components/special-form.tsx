import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import {
  SPECIAL_INFO_FIELDS,
  SpecialFormSchema,
  type SpecialFormValues,
  toSpecialFields,
} from '@horno/domain/special-form';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { type FieldErrors, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useRecordVersion } from '../../../lib/record-version';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { specialAddress, useSaveSpecial } from '../api/specials';
import { useImageChoice } from '../../../components/ui/image-picker';
import { withFormPaths } from './section-editor/form-paths';
import type { ProductChoices } from './section-editor/new-rows';
import { SectionsEditor } from './section-editor/sections-editor';
import { SpecialInfoStep } from './special-info-step';
import { WizardSteps } from './wizard-steps';

const STEPS = ['Información', 'Secciones'] as const;
const LIST = '/productos/listado';
const INFO_FIELDS: readonly string[] = SPECIAL_INFO_FIELDS;

/** The step holding a field ('secciones.1.minimo' is on step 2). */
const stepOf = (field: string) => (INFO_FIELDS.includes(field.split('.')[0]!) ? 1 : 2);

function initialValues(
  especial: ProductoEspecial | undefined,
  sedes: readonly { id: number }[],
  productos: readonly Producto[],
): SpecialFormValues {
  const categoryOf = (id: number | null) =>
    id === null ? null : (productos.find((p) => p.id === id)?.categoria ?? null);
  return {
    nombre: especial?.nombre ?? '',
    descripcion: especial?.descripcion ?? '',
    precio_base: especial?.precio_base ?? null,
    categoria: especial?.categoria ?? (null as unknown as number),
    conDescuento: (especial?.descuento ?? 0) > 0,
    descuento: especial && especial.descuento > 0 ? especial.descuento : null,
    sedes: especial ? [] : sedes.map((s) => s.id),
    creando: !especial,
    secciones: [...(especial?.secciones ?? [])]
      .sort((a, b) => a.orden - b.orden)
      .map((s) => ({
        id: s.id,
        nombre: s.nombre,
        descripcion: s.descripcion,
        minimo: s.minimo,
        maximo: s.maximo,
        seleccionar_mayor_valor: s.seleccionar_mayor_valor,
        opciones: [...s.opciones]
          .sort((a, b) => a.orden - b.orden)
          .map((o) => ({
            id: o.id,
            tipo: o.producto_relacionado_id === null ? 'PERSONALIZADA' : 'PRODUCTO',
            nombre: o.nombre,
            precio_extra: o.precio_extra,
            activo: o.activo,
            categoria: categoryOf(o.producto_relacionado_id),
            producto_relacionado_id: o.producto_relacionado_id,
          })),
      })),
  };
}

interface SpecialFormProps {
  categorias: readonly CategoriaProducto[];
  /** The regular products a PRODUCT option may name. */
  productos: readonly Producto[];
  sedes: readonly { id: number; nombre: string; direccion?: string }[];
  /** The special product being edited; a new one otherwise. */
  especial?: ProductoEspecial;
}

/**
 * The special product wizard: step 1 the product's information, step 2 its sections. 'Siguiente'
 * checks step 1 first; both indicators can be clicked; a refused save opens the step of the
 * first field to fix.
 */
export function SpecialForm({ categorias, productos, sedes, especial }: SpecialFormProps) {
  const navigate = useNavigate();
  const save = useSaveSpecial();
  const creating = especial === undefined;
  const version = useRecordVersion(especial && specialAddress(especial.id));
  const [step, setStep] = useState(1);
  const image = useImageChoice();
  const form = useZodForm(SpecialFormSchema, {
    mode: 'onTouched',
    defaultValues: initialValues(especial, sedes, productos),
  });
  const serverErrors = useServerErrors(form);
  const {
    handleSubmit,
    trigger,
    setFocus,
    formState: { isSubmitting, isDirty },
  } = form;
  const { dialog: leaveDialog, release } = useLeaveConfirm(
    isDirty || image.file !== null,
    creating
      ? 'El producto especial que empezaste no se registrará.'
      : 'Los cambios a este producto se perderán.',
  );

  const products: ProductChoices = useMemo(() => {
    const used = new Set(productos.map((p) => p.categoria));
    return { categorias: categorias.filter((c) => used.has(c.id)), productos };
  }, [categorias, productos]);
  const productName = (id: number) => productos.find((p) => p.id === id)?.nombre;

  const goTo = async (next: number) => {
    if (next > step && !(await trigger([...SPECIAL_INFO_FIELDS], { shouldFocus: true }))) return;
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const onInvalid = (errors: FieldErrors<SpecialFormValues>) => {
    const first = Object.keys(errors)[0];
    if (!first || stepOf(first) === step) return;
    flushSync(() => setStep(stepOf(first)));
    if (stepOf(first) === 1) setFocus(first as (typeof SPECIAL_INFO_FIELDS)[number]);
  };

  const onSubmit = handleSubmit(async (values) => {
    const { fields, formPath } = toSpecialFields(values, productName);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (image.file) body.set('imagen', image.file);
    try {
      await save.mutateAsync({ ...(especial ? { id: especial.id } : {}), form: body, version });
      notify.success(
        creating
          ? 'Producto especial creado exitosamente'
          : 'Producto especial actualizado exitosamente',
      );
      release();
      navigate(LIST);
    } catch (error) {
      const mapped = withFormPaths(error, formPath);
      const first = mapped instanceof ApiError ? Object.keys(mapped.fields ?? {})[0] : undefined;
      if (first) flushSync(() => setStep(stepOf(first)));
      serverErrors(
        mapped,
        creating
          ? 'Error al crear el producto especial'
          : 'Error al actualizar el producto especial',
      );
    }
  }, onInvalid);

  return (
    <FormProvider {...form}>
      <WizardSteps steps={STEPS} current={step} onSelect={(next) => void goTo(next)} />
      <form onSubmit={onSubmit} noValidate className="max-w-5xl">
        {step === 1 ? (
          <SpecialInfoStep
            categorias={categorias}
            sedes={creating ? sedes : null}
            image={{
              current: especial?.imagen ?? null,
              file: image.file,
              error: image.error,
              onPick: image.pick,
            }}
          />
        ) : (
          <Card className="space-y-4">
            <div>
              <h2 className="text-lg font-extrabold text-ink">Secciones</h2>
              <p className="mt-1 text-sm text-ink-muted">
                Lo que el cliente elige al pedirlo, en este orden. Arrastra el asa para reordenar
                secciones y opciones.
              </p>
            </div>
            <SectionsEditor
              products={products}
              limits={creating ? { minimo: 0, maximo: 1 } : { minimo: 0, maximo: 0 }}
            />
          </Card>
        )}

        <StaleRecordAlert error={save.error} />

        {/* Stays in view under a long form. */}
        <div className="sticky bottom-0 z-10 mt-5 flex justify-end gap-2 border-t border-line bg-page/95 py-3 backdrop-blur">
          {step === 1 ? (
            <>
              <Link to={LIST} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                Cancelar
              </Link>
              <Button size="sm" onClick={() => void goTo(2)}>
                Siguiente
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" size="sm" onClick={() => void goTo(1)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Anterior
              </Button>
              <SubmitButton
                pending={isSubmitting}
                disabled={image.error !== undefined}
                pendingLabel={creating ? 'Guardando...' : 'Modificando...'}
              >
                {creating ? 'Crear producto especial' : 'Guardar cambios'}
              </SubmitButton>
            </>
          )}
        </div>
      </form>
      {leaveDialog}
    </FormProvider>
  );
}
