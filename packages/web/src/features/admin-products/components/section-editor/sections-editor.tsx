import { ListPlus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, buttonClass } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FieldError } from '../../../../components/ui/field-error';
import { TextAreaField } from '../../../../components/ui/textarea-field';
import { TextField } from '../../../../components/ui/text-field';
import { numberOrNull } from '../product-fields';
import { SortableItem, SortableList } from '../sortable-list';
import { newSection, type ProductChoices, type SectionsForm } from './new-rows';
import { OptionsEditor } from './options-editor';

type Message = { message?: string } | undefined;
type SectionErrors = Partial<Record<'nombre' | 'descripcion' | 'minimo' | 'maximo', Message>>;

/** A section's own fields (name, description, limits, the highest-extra rule) and its options. */
function SectionFields({ index, products }: { index: number; products?: ProductChoices }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SectionsForm>();
  const path = `secciones.${index}` as const;
  const error = (get(errors, path) ?? {}) as SectionErrors;
  const count = (field: 'minimo' | 'maximo', label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      min={0}
      max={100}
      inputMode="numeric"
      inputClassName="tabular-nums"
      error={error[field]?.message}
      {...register(`${path}.${field}`, { setValueAs: numberOrNull })}
    />
  );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Nombre de la sección"
          autoComplete="off"
          placeholder="Ej.: Bebida"
          error={error.nombre?.message}
          {...register(`${path}.nombre`)}
        />
        <TextAreaField
          label="Descripción"
          hint="Opcional: lo que el cliente lee bajo el nombre."
          rows={2}
          className="min-h-11 py-2.5"
          error={error.descripcion?.message}
          {...register(`${path}.descripcion`)}
        />
        <div className="grid grid-cols-2 gap-4">
          {count('minimo', 'Mínimo', '0 = opcional.')}
          {count('maximo', 'Máximo', '0 = sin límite: elige cuantas quiera.')}
        </div>
        <CheckboxField
          control={control}
          name={`${path}.seleccionar_mayor_valor`}
          className="self-start md:mt-7"
          label="Cobrar solo la opción de mayor valor"
          description="Si elige varias, se suma solo el precio extra más alto."
        />
      </div>
      <OptionsEditor sectionIndex={index} products={products} />
    </div>
  );
}

interface SectionItemProps {
  id: string;
  index: number;
  products: ProductChoices | undefined;
  onRemove: () => void;
}

/** A section as a card of the sortable list: its handle, title, remove button and fields. */
function SectionItem({ id, index, products, onRemove }: SectionItemProps) {
  const { control } = useFormContext<SectionsForm>();
  const nombre = useWatch({ control, name: `secciones.${index}.nombre` })?.trim();
  const headingId = useId();
  const label = `Sección ${index + 1}`;
  return (
    <SortableItem
      id={id}
      handleLabel={`Arrastrar para reordenar la sección ${nombre || index + 1}`}
      className="scroll-mt-20 rounded-2xl border border-line bg-surface-muted/40"
    >
      {(handle) => (
        <section aria-label={label} className="p-3 sm:p-4">
          <div className="mb-3 flex items-center gap-2">
            {handle}
            <h3
              id={headingId}
              className="min-w-0 flex-1 truncate text-base font-extrabold text-ink"
            >
              {label}
              {nombre ? <span className="font-bold text-ink-muted"> · {nombre}</span> : null}
            </h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={`Quitar la sección ${index + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Quitar</span>
            </Button>
          </div>
          <SectionFields index={index} products={products} />
        </section>
      )}
    </SortableItem>
  );
}

interface SectionsEditorProps {
  /** The regular products a PRODUCT option may name; without them every option is custom. */
  products?: ProductChoices;
  /** The limits a new section starts with (spec §9). */
  limits: { minimo: number; maximo: number };
  /** One section and nothing to add, remove or move (the add-section dialog). */
  single?: boolean;
}

/**
 * The section editor of the special product wizard and of the add-section dialog: sections with
 * their limits and options, reordered by dragging (mouse, touch or keyboard).
 */
export function SectionsEditor({ products, limits, single = false }: SectionsEditorProps) {
  const {
    control,
    getValues,
    formState: { errors, submitCount },
  } = useFormContext<SectionsForm>();
  const sections = useFieldArray({ control, name: 'secciones', keyName: 'key' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const listError = errors.secciones as { message?: string; root?: Message } | undefined;
  const message = listError?.root?.message ?? listError?.message;
  const ids = sections.fields.map((f) => f.key);
  const nameOf = useCallback(
    (key: string) => {
      const index = ids.indexOf(key);
      const nombre = getValues(`secciones.${index}.nombre`)?.trim();
      return nombre ? `la sección ${nombre}` : `la sección ${index + 1}`;
    },
    [ids, getValues],
  );

  // 'Debe agregar al menos una sección' has no field: the button that fixes it takes the focus.
  useEffect(() => {
    if (submitCount > 0 && message && sections.fields.length === 0) addRef.current?.focus();
  }, [submitCount, message, sections.fields.length]);

  if (single) return <SectionFields index={0} products={products} />;

  return (
    <div className="space-y-4">
      {sections.fields.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-sm text-ink-muted">
          Todavía no hay secciones. Agrega la primera: lo que el cliente elige al pedir, por ejemplo
          «Sabores», «Bebida» o «Adiciones».
        </p>
      ) : null}
      <SortableList ids={ids} nameOf={nameOf} itemWord="una sección" onMove={sections.move}>
        <ol className="space-y-4">
          {sections.fields.map((field, index) => (
            <SectionItem
              key={field.key}
              id={field.key}
              index={index}
              products={products}
              onRemove={() => sections.remove(index)}
            />
          ))}
        </ol>
      </SortableList>
      <FieldError id={errorId} message={message} />
      <button
        ref={addRef}
        type="button"
        aria-describedby={message ? errorId : undefined}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        onClick={() =>
          sections.append(newSection(limits), {
            focusName: `secciones.${sections.fields.length}.nombre`,
          })
        }
      >
        <ListPlus aria-hidden="true" className="size-4" />
        Agregar sección
      </button>
    </div>
  );
}
