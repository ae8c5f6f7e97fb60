import type { Sede } from '@horno/domain/branches';
import { imageSrcSet } from '@horno/domain/images';
import { formatPhone } from '@horno/domain/phone';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';

interface BranchCardProps {
  sede: Pick<Sede, 'nombre' | 'direccion' | 'telefono' | 'imagen'>;
  /** The open/closed badge (with the pause and 'Modo ocupado'). */
  status?: ReactNode;
  /** The branch's menu of actions. */
  actions?: ReactNode;
}

/**
 * A branch in the back office: its picture, name, address and phone, with its actions, and its
 * status on a line of the card's whole width (on a tablet's single column the picture goes to
 * the left, so 'Abierta ahora · cierra en 9 h 30 min' keeps to one line).
 */
export function BranchCard({ sede, status, actions }: BranchCardProps) {
  const srcSet = sede.imagen ? imageSrcSet(sede.imagen) : undefined;
  return (
    <div className="@container h-full">
      <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card @lg:flex-row">
        <div className="relative aspect-[4/3] bg-surface-muted @lg:aspect-auto @lg:min-h-36 @lg:w-44 @lg:shrink-0">
          {sede.imagen ? (
            <img
              src={sede.imagen}
              srcSet={srcSet}
              sizes={srcSet && '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw'}
              alt=""
              loading="lazy"
              className="size-full object-cover @lg:absolute @lg:inset-0"
            />
          ) : (
            <Store aria-hidden="true" className="absolute inset-0 m-auto size-12 text-ink-muted" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-extrabold text-ink">{sede.nombre}</h2>
              <p className="text-sm text-ink-muted">{sede.direccion}</p>
              <p className="text-sm text-ink-muted tabular-nums">{formatPhone(sede.telefono)}</p>
            </div>
            {actions}
          </div>
          {status}
        </div>
      </div>
    </div>
  );
}
