import type { Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import { regularUnitPrice } from '@horno/domain/pricing';
import { useId } from 'react';
import { ChoiceRow } from './choice-row';
import { FieldsetHeading } from './fieldset-heading';

interface RegularOptionsProps {
  producto: Producto;
  medidaId: number | null;
  onMedidaChange: (medidaId: number) => void;
  /** Ingredient ids of the chosen additions. */
  adiciones: readonly number[];
  onAdicionesChange: (adiciones: number[]) => void;
}

/** Size (one choice) and additions ('Extra Queso', '+ $ 4.000') of a regular product. */
export function RegularOptions({
  producto,
  medidaId,
  onMedidaChange,
  adiciones,
  onAdicionesChange,
}: RegularOptionsProps) {
  const name = useId();
  const sizes = producto.precios_por_medida;
  return (
    <>
      {sizes.length > 0 ? (
        <fieldset>
          <FieldsetHeading rule="Elige 1">Tamaño</FieldsetHeading>
          <div className="grid gap-2 sm:grid-cols-2">
            {sizes.map((size) => (
              <ChoiceRow
                key={size.medida.id}
                type="radio"
                name={`${name}-medida`}
                checked={medidaId === size.medida.id}
                onChange={() => onMedidaChange(size.medida.id)}
                label={size.medida.label}
                price={formatCOP(regularUnitPrice({ producto, medidaId: size.medida.id }))}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {producto.posibles_adiciones.length > 0 ? (
        <fieldset>
          <FieldsetHeading rule="Opcional">Adiciones</FieldsetHeading>
          <div className="grid gap-2">
            {producto.posibles_adiciones.map((adicion) => {
              const id = adicion.ingrediente.id;
              return (
                <ChoiceRow
                  key={id}
                  type="checkbox"
                  checked={adiciones.includes(id)}
                  onChange={(checked) =>
                    onAdicionesChange(
                      checked ? [...adiciones, id] : adiciones.filter((a) => a !== id),
                    )
                  }
                  label={`Extra ${adicion.ingrediente.nombre}`}
                  price={`+ ${formatCOP(adicion.precio_adicion)}`}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
