import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The sidebar as an overlay on small screens (Radix dialog: focus trapped, Escape closes). */
export function MobileSidebar({ open, onOpenChange, children }: MobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-card-hover md:hidden"
        >
          <Dialog.Title className="sr-only">Menú de navegación</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Cerrar menú"
            className="absolute top-2.5 right-2 inline-flex size-11 items-center justify-center rounded-xl text-ink-inverse-muted [--focus-ring:var(--color-crust)] hover:bg-white/10 hover:text-ink-inverse"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
