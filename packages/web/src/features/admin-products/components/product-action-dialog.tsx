import { conversionOf } from '@horno/domain/special-admin';
import { formatCOP } from '@horno/domain/money';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useConvertProduct, useDuplicateProduct } from '../api/specials';
import { failureMessage, type ProductActionKind } from '../action-failures';
import type { ProductRow } from '../product-rows';

export type ProductAction = { kind: ProductActionKind; row: ProductRow };

/** What converting does to this product, one effect per line (the warning the spec asks). */
function ConversionEffects({ row }: { row: ProductRow }) {
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
      <li>El producto regular se desactiva: los clientes dejan de verlo.</li>
      <li>Los pedidos ya hechos no cambian.</li>
    </ul>
  );
}

/** Confirms, runs and reports 'Duplicar' or 'Convertir a especial' for one product. */
export function ProductActionDialog({
  action,
  onClose,
}: {
  action: ProductAction | null;
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
        notify.success(`${done.message}: «${row.nombre} (copia)», inactivo hasta que lo actives`);
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
          `Se creará «${row.nombre} (copia)» con sus precios, adiciones y sedes. La copia queda inactiva: los clientes no la verán hasta que la actives.`
        ) : (
          <ConversionEffects row={row} />
        )
      }
      confirmLabel={kind === 'duplicar' ? 'Duplicar' : 'Convertir'}
      pendingLabel={kind === 'duplicar' ? 'Duplicando...' : 'Convirtiendo...'}
      pending={pending}
      onConfirm={() => void run()}
    />
  );
}
