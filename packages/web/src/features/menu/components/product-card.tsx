import { Pencil, Plus } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { MenuItem } from '../utils/menu-items';
import { type ImagePriority, ProductImage } from './product-image';
import { ProductPrice } from './product-price';

interface ProductCardProps {
  item: MenuItem;
  onAdd: (item: MenuItem) => void;
  /** One of the first cards on the page: its picture loads at once (`ProductImage`). */
  priority?: ImagePriority | undefined;
  /** Staff with gestionar_productos: the edit pencil's destination. */
  editPath?: string | null;
}

export function ProductCard({ item, onAdd, priority, editPath = null }: ProductCardProps) {
  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line/70 transition-shadow duration-200 hover:shadow-card-hover',
      )}
    >
      <div className="relative">
        {/* Sold out: the picture fades to grey; the texts and the badge keep their contrast. */}
        <div className={item.agotado ? 'opacity-60 grayscale' : undefined}>
          <ProductImage src={item.imagen} alt={item.nombre} priority={priority} />
        </div>
        {item.descuento > 0 && (
          <span className="absolute top-3 left-3 rounded-full bg-primary px-2.5 py-1 text-sm font-extrabold text-on-primary shadow-sm tabular-nums">
            -{item.descuento}%
          </span>
        )}
        {item.agotado && (
          <span className="absolute bottom-3 left-3 rounded-full bg-night/85 px-3 py-1 text-sm font-extrabold text-on-primary">
            Agotado
          </span>
        )}
        {editPath && (
          <Link
            to={editPath}
            aria-label={`Modificar ${item.nombre}`}
            className={cn(
              buttonClass({ variant: 'secondary', size: 'icon' }),
              'absolute right-3 bottom-3 shadow-sm',
            )}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
        )}
        {item.tag && (
          <span className="absolute top-3 right-3 rounded-full bg-surface px-2.5 py-1 text-xs font-extrabold tracking-wide text-primary-strong uppercase shadow-sm">
            {item.tag}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="text-lg leading-snug font-extrabold text-ink">{item.nombre}</h3>
        <p className="line-clamp-2 text-sm leading-relaxed text-ink-muted">{item.descripcion}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <ProductPrice
            price={item.price}
            originalPrice={item.originalPrice}
            fromPrice={item.fromPrice}
          />
          {item.agotado ? (
            <Button size="sm" variant="secondary" disabled className="shrink-0">
              Agotado hoy
            </Button>
          ) : (
            <Button
              size="sm"
              aria-label={`Agregar ${item.nombre}`}
              onClick={() => onAdd(item)}
              className="shrink-0"
            >
              <Plus aria-hidden="true" className="size-4" strokeWidth={3} />
              Agregar
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
