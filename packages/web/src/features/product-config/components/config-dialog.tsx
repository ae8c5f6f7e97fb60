import * as Dialog from '@radix-ui/react-dialog';
import { Share2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBackCloses } from '../../../lib/back-closes';
import { useReturnFocus } from '../../../lib/return-focus';
import { notify, useToastMakesWay } from '../../../lib/toast';

interface ConfigDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The picture above the title. */
  media?: ReactNode;
  children: ReactNode;
  /** Quantity, total and the add button: always visible under the scrolling choices. */
  footer: ReactNode;
  /** The product's own link, offered as 'Compartir' (the customer's menu only). */
  shareUrl?: string | undefined;
}

/** The phone's share sheet where there is one, else the link copied. */
async function share(title: string, url: string) {
  if (navigator.share) {
    await navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Enlace copiado: pégalo donde quieras compartirlo');
  } catch {
    notify.error('No se pudo copiar el enlace');
  }
}

/**
 * The frame of the product modals: a bottom sheet on phones, a centred dialog from 640 px, with
 * the choices scrolling between the picture and a fixed footer.
 */
export function ConfigDialog({
  open,
  onOpenChange,
  title,
  description,
  media,
  children,
  footer,
  shareUrl,
}: ConfigDialogProps) {
  const returnFocus = useReturnFocus();
  useBackCloses(open, () => onOpenChange(false));
  useToastMakesWay(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col overflow-hidden rounded-t-3xl bg-surface shadow-card-hover focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100vw-3rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex items-center gap-2 border-b border-line py-1.5 pr-2 pl-5 sm:pl-7">
            <Dialog.Title className="min-w-0 flex-1 line-clamp-2 text-lg leading-tight font-extrabold text-ink sm:text-xl">
              {title}
            </Dialog.Title>
            {shareUrl && (
              <button
                type="button"
                aria-label={`Compartir ${title}`}
                onClick={() => void share(title, shareUrl)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted"
              >
                <Share2 aria-hidden="true" className="size-5" />
              </button>
            )}
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Cerrar"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {media}
            <div className="space-y-7 px-5 pt-4 pb-6 sm:px-7">
              {description ? (
                <Dialog.Description className="text-sm leading-relaxed text-ink-muted sm:text-base">
                  {description}
                </Dialog.Description>
              ) : null}
              {children}
            </div>
          </div>
          <div
            data-toast-above
            className="border-t border-line bg-surface px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-7 sm:pb-5"
          >
            {footer}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
