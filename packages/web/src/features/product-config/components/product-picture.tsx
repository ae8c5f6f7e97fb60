import { Pizza } from 'lucide-react';
import { useState } from 'react';

/** The product's picture at the top of its modal; decorative, as the title names it. */
export function ProductPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="aspect-[2/1] overflow-hidden bg-surface-muted sm:aspect-[5/2]">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted">
          <Pizza aria-hidden="true" strokeWidth={1.5} className="size-16 text-primary/70" />
        </div>
      )}
    </div>
  );
}
