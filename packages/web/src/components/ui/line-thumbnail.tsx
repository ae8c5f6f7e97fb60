import { imageSrcSet } from '@horno/domain/images';
import { Pizza } from 'lucide-react';
import { cn } from '../../lib/cn';

interface LineThumbnailProps {
  src: string | null | undefined;
  /** The square's width in CSS px at its largest (the browser picks the stored width for it). */
  size: 80 | 96;
  lazy?: boolean;
}

/**
 * The square picture of an order's or a cart's line, from the stored 320-px width; a pizza
 * drawing when the product has none.
 */
export function LineThumbnail({ src, size, lazy = false }: LineThumbnailProps) {
  return (
    <div
      className={cn(
        'shrink-0 overflow-hidden rounded-xl bg-surface-muted',
        size === 80 ? 'size-16 sm:size-20' : 'size-20 sm:size-24',
      )}
    >
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={`${size}px`}
          alt=""
          width={size}
          height={size}
          loading={lazy ? 'lazy' : undefined}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted">
          <Pizza
            aria-hidden="true"
            className={cn('text-primary/70', size === 80 ? 'size-8' : 'size-9')}
          />
        </div>
      )}
    </div>
  );
}
