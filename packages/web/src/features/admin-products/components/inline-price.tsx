import { CATALOG_MESSAGES, MAX_PRICE } from '@horno/domain/catalog-admin';
import { formatCOP } from '@horno/domain/money';
import { Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { readMoney } from '../../../components/ui/money-input';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { usePatchProduct } from '../api/products';
import { bigPriceChangeQuestion, isBigPriceChange } from '../price-change';

/**
 * A product's base price (one without size prices), edited in place: Enter saves, Escape leaves
 * it as it was. A minus sign, letters or 0 are refused next to the field; a change of more than
 * half the price asks first.
 */
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
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  // The dialog takes the focus from the field: that blur must not save or ask again.
  const askingRef = useRef(false);
  const noteId = useId();

  const edit = (next: string | null) => {
    setDraft(next);
    setNote(null);
  };

  const commit = async (value: number) => {
    try {
      await patch.mutateAsync({ id: productoId, precio: value });
      notify.success(`Precio de ${nombre} actualizado`);
      edit(null);
    } catch (error) {
      notify.error(failureMessage('Error al actualizar el producto', error));
    }
  };

  const save = async () => {
    if (draft === null || askingRef.current) return;
    const value = Number(draft);
    if (draft === '' || !Number.isInteger(value) || value > MAX_PRICE) {
      setNote(CATALOG_MESSAGES.priceInvalid);
      return;
    }
    if (value === 0) {
      setNote(CATALOG_MESSAGES.priceZero);
      return;
    }
    if (value === precio) {
      edit(null);
      return;
    }
    if (isBigPriceChange(precio, value)) {
      askingRef.current = true;
      setAsking(value);
      return;
    }
    await commit(value);
  };

  const stopAsking = () => {
    setAsking(null);
    // The field gets the focus back (and blurs no more) before a blur may save again.
    setTimeout(() => (askingRef.current = false), 0);
  };

  if (draft === null) {
    return (
      <button
        type="button"
        onClick={() => edit(precio === null ? '' : String(precio))}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-bold whitespace-nowrap tabular-nums hover:bg-surface-muted"
        aria-label={`Cambiar el precio de ${nombre}: ${precio === null ? 'sin definir' : formatCOP(precio)}`}
      >
        {precio === null ? 'Sin definir' : formatCOP(precio)}
        <Pencil aria-hidden="true" className="size-3.5 text-ink-muted" />
      </button>
    );
  }
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <input
        autoFocus
        inputMode="numeric"
        aria-label={`Nuevo precio de ${nombre}`}
        aria-invalid={note ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        value={draft}
        disabled={patch.isPending}
        onChange={(event) => {
          const typed = readMoney(event.target.value);
          setNote(typed.refused);
          if (!typed.refused) setDraft(typed.digits);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            edit(null);
          }
        }}
        onBlur={() => void save()}
        className="h-11 w-28 rounded-lg border border-primary bg-surface px-2 text-right tabular-nums"
      />
      <span
        id={noteId}
        role="status"
        className="max-w-48 text-right text-xs font-bold whitespace-normal text-warning empty:hidden"
      >
        {note}
      </span>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) stopAsking();
        }}
        title={asking === null || precio === null ? '' : bigPriceChangeQuestion(precio, asking)}
        description={`Es un cambio de más de la mitad del precio de ${nombre}. Revisa que no sobre ni falte un cero.`}
        confirmLabel="Cambiar precio"
        cancelLabel="Seguir editando"
        onConfirm={() => {
          const value = asking;
          stopAsking();
          if (value !== null) void commit(value);
        }}
      />
    </span>
  );
}
