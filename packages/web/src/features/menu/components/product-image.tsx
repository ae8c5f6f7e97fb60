import { Pizza } from 'lucide-react';
import { useState } from 'react';

interface ProductImageProps {
  src: string | null;
  alt: string;
  /**
   * Above the fold on first load (the page's largest paint): fetched at once with high priority
   * instead of lazily once laid out.
   */
  priority?: boolean;
}

/** The 4:3 picture of a card; its box is reserved so nothing shifts while it loads. */
export function ProductImage({ src, alt, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);

  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
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
