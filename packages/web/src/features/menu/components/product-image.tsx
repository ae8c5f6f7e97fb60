import { imageSrcSet } from '@horno/domain/images';
import { Pizza } from 'lucide-react';
import { useState } from 'react';

/**
 * How wide a card's picture is drawn, for the browser to pick a stored width (320, 640 or
 * 1024 px) before layout: ProductGrid's columns (1, 2 from 640 px, 3 from 1024 px, 4 from
 * 1280 px) inside the page's 1280 px frame, less its padding (16 px, 24 px from 640 px) and gaps.
 */
const CARD_SIZES =
  '(min-width: 1280px) 293px, (min-width: 1024px) calc((100vw - 88px) / 3), ' +
  '(min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

interface ProductImageProps {
  src: string | null;
  alt: string;
  /**
   * In view on first load: fetched at once instead of lazily once laid out, and with high
   * priority in the first row (one of them is the page's largest paint).
   */
  priority?: ImagePriority | undefined;
}

/** How a picture in view on first load is fetched: at once, and with high priority or not. */
export type ImagePriority = 'high' | 'eager';

/** The 4:3 picture of a card; its box is reserved so nothing shifts while it loads. */
export function ProductImage({ src, alt, priority }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  // Stored pictures come at three widths; others (the ads' SVGs, a link) only as they are.
  const srcSet = imageSrcSet(src);

  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
      {src && !failed ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet && CARD_SIZES}
          alt={alt}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
      ) : (
        <div
          role="img"
          aria-label={alt}
          className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted"
        >
          <Pizza aria-hidden="true" strokeWidth={1.5} className="size-16 text-primary/70" />
        </div>
      )}
    </div>
  );
}
