import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useBackCloses } from '../../../lib/back-closes';
import type { PendingBranchChange } from './use-branch-change';

interface BranchChangeDialogProps {
  pending: PendingBranchChange | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Lists the cart products the new branch does not sell before changing to it. */
export function BranchChangeDialog({ pending, onConfirm, onCancel }: BranchChangeDialogProps) {
  const count = pending?.lines.length ?? 0;
  useBackCloses(pending !== null, onCancel);
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-surface p-6 shadow-card-hover">
          <AlertDialog.Title className="text-xl font-extrabold text-ink">
            ¿Cambiar a {pending?.to.nombre}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-ink-muted">
            {pending?.to.nombre} no vende {count === 1 ? 'este producto' : 'estos productos'} de tu
            carrito. Si cambias de sede, {count === 1 ? 'se quitará' : 'se quitarán'} del carrito:
          </AlertDialog.Description>
          <ul
            aria-label="Productos que se quitarán"
            className="mt-4 space-y-2 rounded-2xl bg-page p-3"
          >
            {pending?.lines.map((line) => (
              <li key={line.uniqueId} className="flex items-start gap-2.5 text-ink">
                <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="font-bold">{line.nombre || 'Producto Especial'}</span>
                  {line.medida ? (
                    <span className="text-ink-muted"> ({line.medida.label})</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm font-bold text-ink-muted tabular-nums">
                  x {line.cantidad}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                Conservar sede actual
              </Button>
            </AlertDialog.Cancel>
            {/* Closes by clearing `pending`, so cancel does not run after confirming. */}
            <Button size="sm" onClick={onConfirm}>
              Cambiar y quitar {count === 1 ? 'producto' : 'productos'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
