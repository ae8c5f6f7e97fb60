import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useBackCloses } from '../../lib/back-closes';
import { cn } from '../../lib/cn';
import { useToastMakesWay } from '../../lib/toast';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Actions kept visible under the scrolling body. */
  footer?: ReactNode;
  /** Width from 640 px ('max-w-lg' by default). */
  widthClass?: string;
}

/**
 * A Radix dialog: a bottom sheet on phones, centred from 640 px, the body scrolling between the
 * title and the footer. Opened without a trigger, so focus goes back by hand to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  widthClass = 'sm:max-w-lg',
}: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  useBackCloses(open, () => onOpenChange(false));
  useToastMakesWay(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col overflow-hidden rounded-t-3xl bg-surface shadow-card-hover focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            widthClass,
          )}
        >
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-6 pb-5 sm:px-7">
            <div className="mb-5 space-y-1.5 pr-10">
              <Dialog.Title className="text-xl leading-tight font-extrabold tracking-tight text-ink sm:text-2xl">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm leading-relaxed text-ink-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {children}
          </div>
          {footer ? (
            <div
              data-toast-above
              className="border-t border-line bg-surface px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-7 sm:pb-5"
            >
              {footer}
            </div>
          ) : null}
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Cerrar"
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
