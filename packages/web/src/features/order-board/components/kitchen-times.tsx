import type { Order } from '@horno/domain/orders';
import { ChefHat } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';

/** '9 min', '1 h 05 min': how long a station took, rounded to the minute. */
export function formatPreparation(segundos: number): string {
  const minutes = Math.round(segundos / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** How long each kitchen station took with the order, from its entry to the station's 'Listo'. */
export function KitchenTimes({ order }: { order: Pick<Order, 'preparacion'> }) {
  return (
    <dl className="space-y-3">
      {order.preparacion.map((p) => (
        <Fact key={p.estacion} icon={ChefHat} label={p.estacion}>
          {formatPreparation(p.segundos)}
        </Fact>
      ))}
    </dl>
  );
}
