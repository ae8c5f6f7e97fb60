import type { ProductoEspecial, Seccion } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import {
  type ChosenOptions,
  isSingleChoice,
  MAYOR_VALOR_TEXT,
  sectionHasRoom,
  sectionOptions,
  sectionRule,
  toggleSectionOption,
} from '@horno/domain/product-config';
import { sectionChoiceValid } from '@horno/domain/pricing';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { ChoiceRow } from './choice-row';
import { FieldsetHeading } from './fieldset-heading';

interface SectionProps {
  seccion: Seccion;
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

const extraPrice = (precio: number) => (precio > 0 ? `+ ${formatCOP(precio)}` : undefined);

function SpecialSection({ seccion, chosen, onChange }: SectionProps) {
  const id = useId();
  const single = isSingleChoice(seccion);
  const complete = sectionChoiceValid(seccion, chosen.length);
  const room = sectionHasRoom(seccion, chosen.length);
  const notes = [seccion.descripcion, seccion.seleccionar_mayor_valor ? MAYOR_VALOR_TEXT : '']
    .map((text) => text.trim())
    .filter(Boolean);

  return (
    <fieldset aria-describedby={notes.length > 0 ? `${id}-notes` : undefined}>
      <FieldsetHeading
        rule={
          <span className="inline-flex items-center gap-1">
            {complete && chosen.length > 0 ? (
              <Check aria-hidden="true" className="size-3.5 text-success" strokeWidth={3} />
            ) : null}
            {sectionRule(seccion)}
          </span>
        }
      >
        {seccion.nombre}
      </FieldsetHeading>
      {notes.length > 0 ? (
        <div id={`${id}-notes`} className="-mt-1 mb-2.5 space-y-0.5 text-sm text-ink-muted">
          {notes.map((note) => (
            <p key={note} className={note === MAYOR_VALOR_TEXT ? 'font-bold text-ink' : undefined}>
              {note}
            </p>
          ))}
        </div>
      ) : null}
      <div className="grid gap-2">
        {sectionOptions(seccion).map((opcion) => {
          const checked = chosen.includes(opcion.id);
          return (
            <ChoiceRow
              key={opcion.id}
              type={single ? 'radio' : 'checkbox'}
              name={single ? `${id}-opcion` : undefined}
              checked={checked}
              disabled={!single && !checked && !room}
              onChange={(selected) =>
                onChange(toggleSectionOption(seccion, chosen, opcion.id, selected))
              }
              label={opcion.nombre}
              price={extraPrice(opcion.precio_extra)}
            />
          );
        })}
        {single && seccion.minimo === 0 ? (
          <ChoiceRow
            type="radio"
            name={`${id}-opcion`}
            checked={chosen.length === 0}
            onChange={() => onChange([])}
            label="Ninguno"
          />
        ) : null}
      </div>
    </fieldset>
  );
}

interface SpecialSectionsProps {
  especial: ProductoEspecial;
  chosen: ChosenOptions;
  onChange: (chosen: ChosenOptions) => void;
}

/** The sections of a special product, each with its rules and options. */
export function SpecialSections({ especial, chosen, onChange }: SpecialSectionsProps) {
  return (
    <>
      {[...especial.secciones]
        .sort((a, b) => a.orden - b.orden)
        .map((seccion) => (
          <SpecialSection
            key={seccion.id}
            seccion={seccion}
            chosen={chosen[String(seccion.id)] ?? []}
            onChange={(ids) => onChange({ ...chosen, [String(seccion.id)]: ids })}
          />
        ))}
    </>
  );
}
