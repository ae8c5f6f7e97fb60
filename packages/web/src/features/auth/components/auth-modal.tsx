import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useBackCloses } from '../../../lib/back-closes';
import { AuthPanels } from './auth-panels';

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the session is complete; the modal closes itself. */
  onAuthenticated?: () => void;
}

/** Login, signup and verification in a dialog, for flows that must not leave the page. */
export function AuthModal({ open, onOpenChange, onAuthenticated }: AuthModalProps) {
  // Opened without a Radix trigger, so focus is returned by hand to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface px-5 pt-12 pb-8 shadow-card focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-8"
        >
          <AuthPanels
            titleAs={Dialog.Title}
            onAuthenticated={() => {
              onOpenChange(false);
              onAuthenticated?.();
            }}
          />
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Cerrar"
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default AuthModal;
