import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useConvertProduct, useDuplicateProduct } from '../api/specials';
import type { ProductRow } from '../product-rows';

export type ProductAction = { kind: 'duplicar' | 'convertir'; row: ProductRow };

/** Why a duplicate or a conversion failed: the server's reason, or the spec's fallback. */
function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return 'Error de conexión';
  return error instanceof ApiError && error.message ? error.message : fallback;
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
      notify.error(
        kind === 'duplicar'
          ? `Error al duplicar: ${reasonOf(error, 'No se pudo duplicar el producto')}`
          : `Error al convertir: ${reasonOf(error, 'Ocurrió un error inesperado')}`,
      );
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
        kind === 'duplicar'
          ? `Se creará «${row.nombre} (copia)» con sus precios, adiciones y sedes. La copia queda inactiva: los clientes no la verán hasta que la actives.`
          : 'Se creará un producto especial con el mismo nombre, categoría, imagen y sedes: sus tamaños pasan a una sección «Tamaño» obligatoria y sus adiciones a una sección «Adiciones» opcional. El producto regular se desactiva; los pedidos ya hechos no cambian.'
      }
      confirmLabel={kind === 'duplicar' ? 'Duplicar' : 'Convertir'}
      pendingLabel={kind === 'duplicar' ? 'Duplicando...' : 'Convirtiendo...'}
      pending={pending}
      onConfirm={() => void run()}
    />
  );
}
