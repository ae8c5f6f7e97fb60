import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useBackCloses } from '../../lib/back-closes';
import { Button } from './button';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `pending` ('Eliminando...'). */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  /** Whether Back closes the dialog (false for one that Back itself opened). */
  closesOnBack?: boolean;
}

/**
 * A Radix alert dialog asking to confirm an action that cannot be undone. It stays open while
 * the action runs; the caller closes it when the action ends.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  cancelLabel = 'Cancelar',
  closesOnBack = true,
}: ConfirmDialogProps) {
  useBackCloses(open && closesOnBack, () => !pending && onOpenChange(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-night/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 shadow-card-hover">
          <AlertDialog.Title className="text-lg font-extrabold text-ink">{title}</AlertDialog.Title>
          {/* A div, not Radix's <p>: a description may hold a list. */}
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-ink-muted">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that one would close the dialog before the action ends. */}
            <Button size="sm" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
