import { Pizza } from 'lucide-react';
import { useState } from 'react';

/** The 4:3 picture of a card; its box is reserved so nothing shifts while it loads. */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);

  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={400}
          height={300}
          loading="lazy"
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
