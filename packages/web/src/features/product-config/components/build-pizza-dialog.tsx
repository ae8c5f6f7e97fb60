import type { CartLine } from '@horno/domain/cart';
import type { BuildYourPizzaOptions, GrupoSabor, Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import { regularUnitPrice } from '@horno/domain/pricing';
import { defaultHalfSizeId, flavorsForSize, regularCartLine } from '@horno/domain/product-config';
import { RotateCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBuildYourPizzaOptions } from '../api/get-build-your-pizza-options';
import { AddToCartFooter } from './add-to-cart-footer';
import { ChoiceRow } from './choice-row';
import { ConfigDialog } from './config-dialog';
import { FieldsetHeading } from './fieldset-heading';
import { type FlavorGroups, FlavorSelect } from './flavor-select';
import { HalfAndHalfPreview } from './half-and-half-preview';
import { ObservationsField } from './observations-field';

export interface BuildPizzaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The branch whose flavors and sizes are offered. */
  sedeId: number | null;
  /** A half-and-half line of the cart to edit. */
  line?: CartLine | undefined;
  /** Why nothing can be added now ('La sede no está abierta en este momento'), or null. */
  blockedReason?: string | null;
  /** Receives the half-and-half line; the caller adds it (or replaces the edited one). */
  onSubmit: (line: CartLine) => void;
}

function groupsForSize(options: BuildYourPizzaOptions | undefined, medidaId: number | null) {
  const groups: FlavorGroups = {};
  if (!options || medidaId === null) return groups;
  for (const [grupo, sabores] of Object.entries(options.sabores_por_categoria)) {
    groups[grupo as GrupoSabor] = flavorsForSize(sabores, medidaId);
  }
  return groups;
}

interface HalfChoice {
  primera: Producto | null;
  segunda: Producto | null;
  medidaId: number | null;
  cantidad: number;
  observaciones: string;
}

/** The line when both halves are chosen; until then a preview price and what is missing. */
function priceOf({ primera, segunda, medidaId, cantidad, observaciones }: HalfChoice): {
  unitPrice: number;
  line: CartLine | null;
  notice: string | null;
} {
  if (medidaId === null) return { unitPrice: 0, line: null, notice: 'Elige un tamaño' };
  const one = primera ?? segunda;
  if (!primera || !segunda) {
    let unitPrice = 0;
    try {
      unitPrice = one ? regularUnitPrice({ producto: one, medidaId }) : 0;
    } catch {
      unitPrice = 0;
    }
    return {
      unitPrice,
      line: null,
      notice: one ? 'Elige el sabor de la otra mitad' : 'Elige el sabor de cada mitad',
    };
  }
  try {
    const line = regularCartLine({
      producto: primera,
      mitad: segunda,
      medidaId,
      adiciones: [],
      cantidad,
      observaciones,
    });
    return { unitPrice: line.precio, line, notice: null };
  } catch (error) {
    return { unitPrice: 0, line: null, notice: (error as Error).message };
  }
}

/**
 * 'Arma tu pizza' (customer-app.md §2): a size that admits halves (MEDIANA by default), two
 * different flavors, and the price of the dearer half.
 */
export function BuildPizzaDialog({
  open,
  onOpenChange,
  sedeId,
  line,
  blockedReason = null,
  onSubmit,
}: BuildPizzaDialogProps) {
  const name = useId();
  const options = useBuildYourPizzaOptions(sedeId);
  const [pickedSize, setPickedSize] = useState<number | null>(line?.medida?.id ?? null);
  const [primeraId, setPrimeraId] = useState<number | null>(line?.id ?? null);
  const [segundaId, setSegundaId] = useState<number | null>(line?.mitad?.id ?? null);
  const [cantidad, setCantidad] = useState(line?.cantidad ?? 1);
  const [observaciones, setObservaciones] = useState(line?.observaciones ?? '');
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);

  const medidas = options.data?.medidas ?? [];
  const medidaId =
    pickedSize !== null && medidas.some((m) => m.id === pickedSize)
      ? pickedSize
      : defaultHalfSizeId(medidas);
  const groups = groupsForSize(options.data, medidaId);
  const available = Object.values(groups)
    .flat()
    .map((f) => f.producto);
  // A flavor not sold in the chosen size is dropped rather than silently priced.
  const primera = available.find((p) => p.id === primeraId) ?? null;
  const segunda = available.find((p) => p.id === segundaId) ?? null;
  const priced = priceOf({ primera, segunda, medidaId, cantidad, observaciones });
  const notice = blockedReason ?? (options.data ? priced.notice : null);

  const submit = () => {
    if (!priced.line || notice !== null || submitted.current) return;
    submitted.current = true;
    setBusy(true);
    onSubmit(priced.line);
  };

  return (
    <ConfigDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Arma tu pizza"
      description="Mitad y mitad: elige dos sabores diferentes. Pagas el precio de la mitad de mayor valor."
      media={<HalfAndHalfPreview primera={primera} segunda={segunda} />}
      footer={
        <AddToCartFooter
          cantidad={cantidad}
          onCantidadChange={setCantidad}
          total={priced.unitPrice * cantidad}
          notice={notice}
          editing={line !== undefined}
          busy={busy || options.isPending}
          onSubmit={submit}
        />
      }
    >
      {options.isPending ? (
        <div className="space-y-3" role="status">
          <span className="sr-only">Cargando sabores...</span>
          <Skeleton className="h-6 w-32" />
          <div className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : options.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-surface-muted p-4">
          <p className="font-bold text-ink">No pudimos cargar los sabores.</p>
          <Button variant="secondary" size="sm" onClick={() => void options.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Reintentar
          </Button>
        </div>
      ) : medidas.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-4 font-bold text-ink">
          Esta sede no tiene pizzas para armar mitad y mitad en este momento.
        </p>
      ) : (
        <>
          <fieldset>
            <FieldsetHeading rule="Elige 1">Tamaño</FieldsetHeading>
            <div className="grid gap-2 sm:grid-cols-3">
              {medidas.map((medida) => (
                <ChoiceRow
                  key={medida.id}
                  type="radio"
                  name={`${name}-medida`}
                  checked={medidaId === medida.id}
                  onChange={() => setPickedSize(medida.id)}
                  label={medida.label}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <FieldsetHeading rule="Elige 2 diferentes">Sabores</FieldsetHeading>
            <FlavorSelect
              label="Sabor 1 (mitad izquierda)"
              groups={groups}
              value={primera?.id ?? null}
              excluded={segunda?.id ?? null}
              onChange={setPrimeraId}
            />
            <FlavorSelect
              label="Sabor 2 (mitad derecha)"
              groups={groups}
              value={segunda?.id ?? null}
              excluded={primera?.id ?? null}
              onChange={setSegundaId}
            />
            {primera && segunda ? (
              <p className="text-sm text-ink-muted">
                Precio por pizza:{' '}
                <span className="font-bold text-ink tabular-nums">
                  {formatCOP(priced.unitPrice)}
                </span>
              </p>
            ) : null}
          </fieldset>
          <ObservationsField value={observaciones} onChange={setObservaciones} />
        </>
      )}
    </ConfigDialog>
  );
}

export default BuildPizzaDialog;
