import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SwitchButton } from '../../../components/ui/switch-button';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useSetProductActive } from '../api/products';

/**
 * A product's 'Activo' switch in the list. Activating is one tap; deactivating takes it off every
 * branch's menu, so it says so and asks first (DESIGN.md: a wide action shows what will change).
 */
export function ActiveToggle({
  tipo,
  productoId,
  nombre,
  activo,
}: {
  tipo: 'REGULAR' | 'ESPECIAL';
  productoId: number;
  nombre: string;
  activo: boolean;
}) {
  const setActive = useSetProductActive();
  const [confirming, setConfirming] = useState(false);

  const change = async (next: boolean) => {
    try {
      await setActive.mutateAsync({ tipo, id: productoId, activo: next });
      notify.success(
        next
          ? `${nombre} está activo: ya aparece en el menú de sus sedes`
          : `${nombre} está inactivo: ya no aparece en el menú`,
      );
    } catch (error) {
      notify.error(failureMessage('Error al actualizar el producto', error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <SwitchButton
        checked={activo}
        label={`${nombre} activo`}
        text={activo ? 'Activo' : 'Inactivo'}
        warning={!activo}
        disabled={setActive.isPending}
        onClick={() => (activo ? setConfirming(true) : void change(true))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Desactivar ${nombre}?`}
        description="Dejará de aparecer en el menú de todas las sedes y nadie podrá pedirlo. Los pedidos ya hechos no cambian, y puedes activarlo otra vez cuando quieras."
        confirmLabel="Desactivar"
        pendingLabel="Desactivando..."
        pending={setActive.isPending}
        onConfirm={() => void change(false)}
      />
    </>
  );
}
