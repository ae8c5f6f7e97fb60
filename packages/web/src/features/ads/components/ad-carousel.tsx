import type { PublicidadPublica } from '@horno/domain/ads';
import { imageSrcSet } from '@horno/domain/images';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { useBackCloses } from '../../../lib/back-closes';
import { cn } from '../../../lib/cn';

/** How wide the picture is drawn (the dialog: 672 px, or the screen less 2 rem on phones). */
export const AD_IMAGE_SIZES = '(min-width: 704px) 672px, calc(100vw - 32px)';

interface AdCarouselProps {
  open: boolean;
  slides: readonly PublicidadPublica[];
  onClose: () => void;
  /** An ad came into view. */
  onShown: (id: number) => void;
  /** An ad's picture failed: it leaves the carousel. */
  onBroken: (id: number) => void;
  autoCloseMs: number;
  intervalMs: number;
}

/**
 * The ads in a Radix dialog: one 16:9 picture at a time with its title, moving on every
 * `intervalMs` (held while the pointer is over it, stopped once the customer moves it by hand),
 * closing by itself after `autoCloseMs`. Previous and next by buttons or the arrow keys;
 * Escape, 'Cerrar' or back close it.
 */
export function AdCarousel({
  open,
  slides,
  onClose,
  onShown,
  onBroken,
  autoCloseMs,
  intervalMs,
}: AdCarouselProps) {
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = slides.length;
  const at = Math.min(index, count - 1);
  const ad = slides[at];
  // The latest callbacks, without restarting the timers when their identity changes.
  const latest = useRef({ onShown, onClose });
  latest.current = { onShown, onClose };
  useBackCloses(open, onClose);

  useEffect(() => {
    if (open && ad) latest.current.onShown(ad.id);
  }, [open, ad]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => latest.current.onClose(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoCloseMs]);

  useEffect(() => {
    if (!open || !rotating || hovered || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [open, rotating, hovered, count, at, intervalMs]);

  if (!ad) return null;
  const move = (step: number) => {
    setRotating(false);
    setIndex((at + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const srcSet = imageSrcSet(ad.imagen);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/70" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeButton.current?.focus();
          }}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onKeyDown={onKeyDown}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-surface shadow-card-hover focus:outline-none"
        >
          <div className="relative aspect-video bg-surface-muted">
            <img
              key={ad.id}
              src={ad.imagen}
              srcSet={srcSet}
              sizes={srcSet && AD_IMAGE_SIZES}
              alt=""
              width={1280}
              height={720}
              onError={() => onBroken(ad.id)}
              className="size-full object-cover motion-safe:animate-[page-enter_300ms_ease-out]"
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 pt-4 pb-5 sm:px-6">
            <div
              className="min-w-0 basis-full sm:flex-1 sm:basis-auto"
              aria-live={rotating ? 'off' : 'polite'}
              aria-atomic="true"
            >
              <Dialog.Title className="text-lg leading-snug font-extrabold text-ink sm:text-xl">
                {ad.titulo}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">
                {count > 1 ? `Promoción ${at + 1} de ${count}` : 'Promoción'}
              </Dialog.Description>
            </div>
            {count > 1 ? (
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label="Promoción anterior"
                  onClick={() => move(-1)}
                  className={buttonClass({ variant: 'secondary', size: 'icon' })}
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <span aria-hidden="true" className="flex gap-1.5">
                  {slides.map((slide, i) => (
                    <span
                      key={slide.id}
                      className={cn('size-2 rounded-full', i === at ? 'bg-primary' : 'bg-line')}
                    />
                  ))}
                </span>
                <button
                  type="button"
                  aria-label="Promoción siguiente"
                  onClick={() => move(1)}
                  className={buttonClass({ variant: 'secondary', size: 'icon' })}
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
              </div>
            ) : null}
            <Dialog.Close asChild>
              <button
                ref={closeButton}
                type="button"
                className={buttonClass({ className: 'ml-auto' })}
              >
                Cerrar
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
