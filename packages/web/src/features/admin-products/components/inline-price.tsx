import { MAX_PRICE } from '@horno/domain/catalog-admin';
import { formatCOP } from '@horno/domain/money';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { usePatchProduct } from '../api/products';
import { digitsOnly } from '../../../components/ui/money-input';

/** A product's base price, edited in place: Enter saves, Escape leaves it as it was. */
export function InlinePrice({
  productoId,
  nombre,
  precio,
}: {
  productoId: number;
  nombre: string;
  precio: number | null;
}) {
  const patch = usePatchProduct();
  const [draft, setDraft] = useState<string | null>(null);

  const save = async () => {
    if (draft === null) return;
    const value = Number(draft);
    if (draft === '' || !Number.isInteger(value) || value > MAX_PRICE) {
      notify.error('Ingrese un precio válido');
      return;
    }
    if (value === precio) {
      setDraft(null);
      return;
    }
    try {
      await patch.mutateAsync({ id: productoId, precio: value });
      notify.success(`Precio de ${nombre} actualizado`);
      setDraft(null);
    } catch (error) {
      notify.error(failureMessage('Error al actualizar el producto', error));
    }
  };

  if (draft === null) {
    return (
      <button
        type="button"
        onClick={() => setDraft(precio === null ? '' : String(precio))}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-bold whitespace-nowrap tabular-nums hover:bg-surface-muted"
        aria-label={`Cambiar el precio de ${nombre}: ${precio === null ? 'sin definir' : formatCOP(precio)}`}
      >
        {precio === null ? 'Sin definir' : formatCOP(precio)}
        <Pencil aria-hidden="true" className="size-3.5 text-ink-muted" />
      </button>
    );
  }
  return (
    <input
      autoFocus
      inputMode="numeric"
      aria-label={`Nuevo precio de ${nombre}`}
      value={draft}
      disabled={patch.isPending}
      onChange={(event) => setDraft(digitsOnly(event.target.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          setDraft(null);
        }
      }}
      onBlur={() => void save()}
      className="h-11 w-28 rounded-lg border border-primary bg-surface px-2 text-right tabular-nums"
    />
  );
}
