import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useDeleteSpecial } from '../api/delete-special';

/** The product to remove: a regular or a special one. */
export interface ProductToRemove {
  tipo: 'REGULAR' | 'ESPECIAL';
  id: number;
  nombre: string;
}

/**
 * Asks before 'Eliminar' and says what happened: a product no order names is deleted; one that
 * an order names is deactivated instead (the server's answer says which).
 */
export function RemoveProductDialog({
  product,
  onClose,
  onRemoved,
}: {
  product: ProductToRemove | null;
  onClose: () => void;
  /** After the server answered: `eliminado` says whether it is gone or only deactivated. */
  onRemoved?: (eliminado: boolean) => void;
}) {
  const regular = useDeleteProduct();
  const special = useDeleteSpecial();
  const pending = regular.isPending || special.isPending;
  const kind = product?.tipo === 'ESPECIAL' ? 'el producto especial' : 'el producto';

  const run = async () => {
    if (!product) return;
    try {
      const done = await (product.tipo === 'ESPECIAL' ? special : regular).mutateAsync(product.id);
      notify.success(
        done.eliminado
          ? `Se eliminó «${product.nombre}»`
          : `«${product.nombre}» no se eliminó. ${done.mensaje}.`,
      );
      onClose();
      onRemoved?.(done.eliminado);
    } catch (error) {
      notify.error(refusalMessage(`No se pudo eliminar ${kind}. Inténtalo de nuevo.`, error));
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={product ? `¿Eliminar «${product.nombre}»?` : ''}
      description={
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Si ningún pedido lo tiene, {kind} se elimina del menú de todas las sedes y no se puede
            recuperar.
          </li>
          <li>
            Si algún pedido ya lo tiene (o es opción de un producto especial), se desactiva en su
            lugar: los clientes dejan de verlo y los pedidos no cambian.
          </li>
        </ul>
      }
      confirmLabel="Eliminar"
      pendingLabel="Eliminando..."
      pending={pending}
      onConfirm={() => void run()}
    />
  );
}
