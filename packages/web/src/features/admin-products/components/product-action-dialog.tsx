import { freeProductName, productNameKey } from '@horno/domain/catalog-admin';
import { conversionOf } from '@horno/domain/special-admin';
import { formatCOP } from '@horno/domain/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useConvertProduct, useDuplicateProduct } from '../api/specials';
import { failureMessage, type ProductActionKind } from '../action-failures';
import type { ProductRow } from '../product-rows';

export type ProductAction = { kind: ProductActionKind; row: ProductRow };

/** What converting does to this product, one effect per line (the warning the spec asks). */
function ConversionEffects({ row, retired }: { row: ProductRow; retired: string }) {
  const p = row.regular;
  const conversion = p
    ? conversionOf({
        nombre: p.nombre,
        activo: p.activo,
        precio: p.precio,
        tamanos: p.precios_por_medida.map((m) => ({ label: m.medida.label, precio: m.precio })),
        adiciones: p.posibles_adiciones.map((a) => ({
          nombre: a.ingrediente.nombre,
          precio: a.precio_adicion,
        })),
      })
    : null;
  if (conversion && !conversion.ok) {
    return <p className="font-semibold text-primary-strong">{conversion.error}</p>;
  }
  const sections = conversion?.secciones ?? [];
  const tamano = sections.find((s) => s.nombre === 'Tamaño');
  const adiciones = sections.find((s) => s.nombre === 'Adiciones');
  return (
    <ul className="list-disc space-y-1.5 pl-5" aria-label="Qué pasará">
      <li>
        Se crea el producto especial «{row.nombre}» con la misma categoría, imagen, descuento y
        sedes
        {conversion ? `, precio base ${formatCOP(conversion.precio_base)}` : ''}.
      </li>
      {tamano ? (
        <li>
          Sus tamaños pasan a una sección «Tamaño» obligatoria (se elige uno):{' '}
          {tamano.opciones.map((o) => o.nombre).join(', ')}.
        </li>
      ) : null}
      {adiciones ? (
        <li>
          Sus adiciones pasan a una sección «Adiciones» opcional y sin límite:{' '}
          {adiciones.opciones.map((o) => o.nombre).join(', ')}.
        </li>
      ) : null}
      <li>
        El producto regular se desactiva y pasa a llamarse «{retired}»: los clientes dejan de verlo,
        y su nombre queda para el especial.
      </li>
      <li>Los pedidos ya hechos no cambian.</li>
    </ul>
  );
}

/**
 * The name a copy or a converted product's original gets: the first free one among the
 * category's products (the list's `rows`), as the server chooses it.
 */
function nameAfter(row: ProductRow, rows: readonly ProductRow[], label: string): string {
  const taken = new Set(
    rows.filter((r) => r.categoria === row.categoria).map((r) => productNameKey(r.nombre)),
  );
  return freeProductName(row.nombre, label, taken);
}

/** Confirms, runs and reports 'Duplicar' or 'Convertir a especial' for one product. */
export function ProductActionDialog({
  action,
  rows,
  onClose,
}: {
  action: ProductAction | null;
  /** Every product of the list, for the names a copy or a conversion leaves. */
  rows: readonly ProductRow[];
  onClose: () => void;
}) {
  const duplicate = useDuplicateProduct();
  const convert = useConvertProduct();
  if (!action) return null;
  const { kind, row } = action;
  const pending = duplicate.isPending || convert.isPending;

  const run = async () => {
    try {
      if (kind === 'duplicar') {
        const done = await duplicate.mutateAsync({ tipo: row.tipo, id: row.productoId });
        notify.success(`${done.message}: «${done.nombre}», inactivo hasta que lo actives`);
      } else {
        const done = await convert.mutateAsync(row.productoId);
        notify.success(done.message);
      }
      onClose();
    } catch (error) {
      notify.error(failureMessage(kind, error));
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        kind === 'duplicar'
          ? `¿Duplicar «${row.nombre}»?`
          : `¿Convertir «${row.nombre}» a especial?`
      }
      description={
        kind === 'duplicar' ? (
          `Se creará «${nameAfter(row, rows, 'copia')}» con sus precios, adiciones y sedes. La copia queda inactiva: los clientes no la verán hasta que la actives.`
        ) : (
          <ConversionEffects row={row} retired={nameAfter(row, rows, 'regular')} />
        )
      }
      confirmLabel={kind === 'duplicar' ? 'Duplicar' : 'Convertir'}
      pendingLabel={kind === 'duplicar' ? 'Duplicando...' : 'Convirtiendo...'}
      pending={pending}
      onConfirm={() => void run()}
    />
  );
}
