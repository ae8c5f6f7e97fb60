import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { KITCHEN_THEME } from '../kitchen-theme';

/**
 * The kitchen display takes the whole screen, dark, over the back office's frame (a tablet on
 * the pass has no room for a sidebar): a full-screen dialog, so focus stays in it and what is
 * under it is hidden from screen readers. Escape, or `onExit`'s link, leaves it.
 */
export function KitchenFrame({ children, onExit }: { children: ReactNode; onExit: () => void }) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onExit()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          // The display itself takes focus: no button is pressed by a stray Enter.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          style={KITCHEN_THEME}
          className="fixed inset-0 z-40 flex flex-col bg-page text-ink outline-none"
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The display's heading (one per screen), which also names the dialog. */
export function KitchenTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Dialog.Title asChild>
      <h1 className={className}>{children}</h1>
    </Dialog.Title>
  );
}
