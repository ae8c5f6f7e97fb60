import { brandColorProblem, brandTheme } from '@horno/domain/brand-theme';
import type { CSSProperties } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import type { BusinessForm } from './business-identity-fields';

/**
 * The one brand colour, picked or typed, with what customers will see built from it: a button,
 * a soft badge and a link, each readable (WCAG AA); a colour that cannot be is said at once.
 */
export function BrandColorField({ form }: { form: BusinessForm }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const color = (watch('color_primario') ?? '').trim().toLowerCase();
  const problem = brandColorProblem(color);
  const theme = brandTheme(problem ? '' : color);
  const preview = Object.fromEntries(
    Object.entries(theme).map(([name, value]) => [`--color-${name}`, value]),
  ) as CSSProperties;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField
        label="Color de la marca"
        hint="Botones, enlaces y acentos de las dos aplicaciones."
        error={errors.color_primario?.message ?? (color ? (problem ?? undefined) : undefined)}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            <input
              type="color"
              aria-label="Elegir el color"
              value={/^#[0-9a-f]{6}$/.test(color) ? color : '#000000'}
              onChange={(event) =>
                setValue('color_primario', event.target.value, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
              className="size-11 shrink-0 cursor-pointer rounded-xl border border-line bg-surface p-1"
            />
            <input
              {...control}
              {...register('color_primario')}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          </div>
        )}
      </FormField>
      <div
        style={preview}
        aria-label="Vista previa del color"
        role="group"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-page p-4 ring-1 ring-line"
      >
        <span className="inline-flex min-h-11 items-center rounded-full bg-primary px-4 text-sm font-bold text-on-primary">
          Agregar al carrito
        </span>
        <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-primary-strong">
          Nuevo
        </span>
        <span className="text-sm font-bold text-primary underline">Ver el menú</span>
      </div>
    </div>
  );
}
