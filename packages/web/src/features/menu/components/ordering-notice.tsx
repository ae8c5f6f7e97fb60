import { Clock } from 'lucide-react';

/** Says why products cannot be added now ('La sede no está abierta en este momento'). */
export function OrderingNotice({ reason }: { reason: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-warning-soft px-4 py-3 text-warning"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm leading-relaxed">
        <span className="font-extrabold">{reason}.</span> Puedes ver el menú, pero aún no agregar
        productos al carrito.
      </p>
    </div>
  );
}

/** Ordering for later at a branch closed now (issue 32): the day and time come at checkout. */
export function LaterOrderingNotice({ nombre }: { nombre: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-primary-soft px-4 py-3">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
      <p className="text-sm leading-relaxed text-ink">
        <span className="font-extrabold">Pedido programado en {nombre}.</span> Agrega tus productos:
        eliges el día y la hora al finalizar el pedido.
      </p>
    </div>
  );
}
