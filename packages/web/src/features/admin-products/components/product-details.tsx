import type { Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PRICE_TEXTS } from '../product-rows';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-b-0 @sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-bold text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** A regular product as customers get it: picture, prices, discount and additions. */
export function ProductDetails({ producto: p, sized }: { producto: Producto; sized: boolean }) {
  return (
    // Laid out by the card's own width, not the screen's: beside the back office's sidebar a
    // tablet leaves the card too narrow for the picture, the labels and the values side by side.
    <Card className="@container max-w-4xl">
      <div className="grid gap-6 @2xl:grid-cols-[16rem_minmax(0,1fr)]">
        {p.imagen ? (
          <img
            src={p.imagen}
            alt={p.nombre}
            className="aspect-[4/3] w-full rounded-xl object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-surface-muted text-sm text-ink-muted">
            Sin imagen
          </div>
        )}
        <dl className="@container min-w-0">
          <Row label="Categoría">{p.categoria_nombre || PRICE_TEXTS.undefined}</Row>
          <Row label="Estado">
            <Badge tone={p.activo ? 'success' : 'warning'}>
              {p.activo ? 'Activo' : 'Inactivo'}
            </Badge>
          </Row>
          <Row label="Descripción">{p.descripcion || 'Sin descripción'}</Row>
          <Row label="Precio">
            {p.precios_por_medida.length > 0 ? (
              <ul className="space-y-1">
                {p.precios_por_medida.map((m) => (
                  <li key={m.id} className="tabular-nums">
                    {m.medida.label}: <strong>{formatCOP(m.precio)}</strong>
                    {m.admite_mitades ? ' · admite mitades' : ''}
                  </li>
                ))}
              </ul>
            ) : p.precio !== null ? (
              <strong className="tabular-nums">{formatCOP(p.precio)}</strong>
            ) : sized ? (
              <span className="font-bold text-warning">{PRICE_TEXTS.sizesMissing}</span>
            ) : (
              PRICE_TEXTS.undefined
            )}
          </Row>
          <Row label="Descuento">{p.descuento > 0 ? `${p.descuento} %` : 'Sin descuento'}</Row>
          <Row label="Adiciones">
            {p.posibles_adiciones.length > 0 ? (
              <ul className="space-y-1">
                {p.posibles_adiciones.map((a) => (
                  <li key={a.id}>
                    {a.ingrediente.nombre}:{' '}
                    <span className="tabular-nums">{formatCOP(a.precio_adicion)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              'Sin adiciones'
            )}
          </Row>
        </dl>
      </div>
    </Card>
  );
}
