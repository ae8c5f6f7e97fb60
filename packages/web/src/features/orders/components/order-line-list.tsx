import { formatCOP } from '@horno/domain/money';
import type { OrderLine } from '@horno/domain/orders';
import { Pizza } from 'lucide-react';

function LineImage({ src }: { src: string | null | undefined }) {
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:size-20">
      {src ? (
        <img
          src={src}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted">
          <Pizza aria-hidden="true" className="size-8 text-primary/70" />
        </div>
      )}
    </div>
  );
}

/** Selections of a special product grouped by section: 'Bebida: Limonada Natural (+$ 2.000)'. */
function groupSelections(line: OrderLine): { seccion: string; opciones: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const s of line.selecciones) {
    const text = s.precio_extra > 0 ? `${s.opcion} (+${formatCOP(s.precio_extra)})` : s.opcion;
    groups.set(s.seccion, [...(groups.get(s.seccion) ?? []), text]);
  }
  return [...groups].map(([seccion, opciones]) => ({ seccion, opciones }));
}

function OrderLineItem({ line }: { line: OrderLine }) {
  const special = line.producto_especial !== null;
  const image = (line.producto ?? line.producto_especial)?.imagen;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <LineImage src={image} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-extrabold text-ink">
            <span className="mr-1.5 text-primary-strong tabular-nums">x {line.cantidad}</span>
            {line.nombre}
            {line.medida && (
              <span className="font-bold text-ink-muted"> ({line.medida.label})</span>
            )}
          </p>
          <p className="shrink-0 font-extrabold text-ink tabular-nums">
            {formatCOP(line.subtotal)}
          </p>
        </div>
        {!special && line.adiciones.length > 0 && (
          <p className="text-sm text-ink-muted">
            <span className="font-bold text-ink">Extra</span>{' '}
            {line.adiciones
              .map((a) => `${a.ingrediente.nombre} (+${formatCOP(a.precio_adicion)})`)
              .join(', ')}
          </p>
        )}
        {groupSelections(line).map((group) => (
          <p key={group.seccion} className="text-sm text-ink-muted">
            <span className="font-bold text-ink">{group.seccion}:</span> {group.opciones.join(', ')}
          </p>
        ))}
        {line.observaciones && (
          <p className="text-sm text-ink-muted">
            <span className="font-bold text-ink">Observaciones:</span> {line.observaciones}
          </p>
        )}
        <p className="text-sm text-ink-muted tabular-nums">
          Valor unidad: {formatCOP(line.precio_unitario_aplicado)}
          {line.descuento_porcentaje > 0 && ` (incluye ${line.descuento_porcentaje}% de descuento)`}
        </p>
      </div>
    </li>
  );
}

/** The products of an order with sizes, extras, selections, observations and prices. */
export function OrderLineList({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-line wrap-anywhere">
      {lines.map((line) => (
        <OrderLineItem key={line.id} line={line} />
      ))}
    </ul>
  );
}
