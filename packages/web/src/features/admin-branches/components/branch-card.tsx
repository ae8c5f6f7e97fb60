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

/** A branch in the back office: its picture, name, address and phone, with its actions. */
export function BranchCard({ sede, status, actions }: BranchCardProps) {
  const srcSet = sede.imagen ? imageSrcSet(sede.imagen) : undefined;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="relative aspect-[4/3] bg-surface-muted">
        {sede.imagen ? (
          <img
            src={sede.imagen}
            srcSet={srcSet}
            sizes={srcSet && '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw'}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <Store aria-hidden="true" className="absolute inset-0 m-auto size-12 text-ink-muted" />
        )}
      </div>
      <div className="flex flex-1 items-start gap-2 p-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-extrabold text-ink">{sede.nombre}</h2>
          <p className="text-sm text-ink-muted">{sede.direccion}</p>
          <p className="text-sm text-ink-muted tabular-nums">{formatPhone(sede.telefono)}</p>
          {status && <div className="mt-3">{status}</div>}
        </div>
        {actions}
      </div>
    </div>
  );
}
