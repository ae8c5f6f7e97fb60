import type { CartLine } from '@horno/domain/cart';
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import {
  type ChosenOptions,
  defaultSizeId,
  incompleteSections,
  regularCartLine,
  sectionMissing,
  specialCartLine,
  specialPreviewPrice,
} from '@horno/domain/product-config';
import { useRef, useState } from 'react';
import type { ConfigurableProduct } from '../editor-store';
import { AddToCartFooter } from './add-to-cart-footer';
import { ConfigDialog } from './config-dialog';
import { ObservationsField } from './observations-field';
import { ProductPicture } from './product-picture';
import { RegularOptions } from './regular-options';
import { SpecialSections } from './special-sections';

export interface ProductEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to configure: regular (sizes, additions) or special (sections). */
  product: ConfigurableProduct;
  /** The cart line being edited: its choices prefill the modal and the button saves them. */
  line?: CartLine | undefined;
  /** Why nothing can be added now ('La sede no está abierta en este momento'), or null. */
  blockedReason?: string | null;
  /** Receives the configured line; the caller adds it (or replaces the edited one). */
  onSubmit: (line: CartLine) => void;
  /** The product's own link, to share (the customer's menu). */
  shareUrl?: string | undefined;
}

interface Draft {
  line: CartLine | null;
  unitPrice: number;
  notice: string | null;
}

function regularDraft(
  producto: Producto,
  medidaId: number | null,
  adiciones: number[],
  cantidad: number,
  observaciones: string,
): Draft {
  try {
    const line = regularCartLine({ producto, medidaId, adiciones, cantidad, observaciones });
    return { line, unitPrice: line.precio, notice: null };
  } catch (error) {
    return { line: null, unitPrice: 0, notice: (error as Error).message };
  }
}

function specialDraft(
  especial: ProductoEspecial,
  chosen: ChosenOptions,
  cantidad: number,
  observaciones: string,
): Draft {
  const missing = incompleteSections(especial, chosen)[0];
  if (missing) {
    const count = new Set(chosen[String(missing.id)] ?? []).size;
    const lacking = sectionMissing(missing, count);
    return {
      line: null,
      unitPrice: specialPreviewPrice(especial, chosen),
      notice:
        lacking > 0
          ? `Elige ${lacking} ${lacking === 1 ? 'opción' : 'opciones'} en «${missing.nombre}»`
          : `Revisa las opciones de «${missing.nombre}»`,
    };
  }
  try {
    const line = specialCartLine({ especial, configuraciones: chosen, cantidad, observaciones });
    return { line, unitPrice: line.precio, notice: null };
  } catch (error) {
    return { line: null, unitPrice: 0, notice: (error as Error).message };
  }
}

function initialSize(producto: ConfigurableProduct, line: CartLine | undefined): number | null {
  if (producto.tipo !== 'REGULAR') return null;
  const fromLine = line?.medida?.id;
  if (fromLine !== undefined && producto.precios_por_medida.some((p) => p.medida.id === fromLine)) {
    return fromLine;
  }
  return defaultSizeId(producto.precios_por_medida);
}

/**
 * The product modal (customer-app.md §2): size, additions or a special's sections,
 * observations, quantity and a live total priced by the domain; adds or saves a cart line.
 */
export function ProductEditorDialog({
  open,
  onOpenChange,
  product,
  line,
  blockedReason = null,
  onSubmit,
  shareUrl,
}: ProductEditorDialogProps) {
  const [medidaId, setMedidaId] = useState(() => initialSize(product, line));
  const [adiciones, setAdiciones] = useState<number[]>(
    () => line?.adiciones.map((a) => a.ingrediente.id) ?? [],
  );
  const [chosen, setChosen] = useState<ChosenOptions>(() => line?.configuraciones ?? {});
  const [cantidad, setCantidad] = useState(line?.cantidad ?? 1);
  const [observaciones, setObservaciones] = useState(line?.observaciones ?? '');
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);

  const draft =
    product.tipo === 'REGULAR'
      ? regularDraft(product, medidaId, adiciones, cantidad, observaciones)
      : specialDraft(product, chosen, cantidad, observaciones);
  const notice = blockedReason ?? draft.notice;

  const submit = () => {
    if (!draft.line || notice !== null || submitted.current) return;
    submitted.current = true;
    setBusy(true);
    onSubmit(draft.line);
  };

  const description =
    product.tipo === 'REGULAR'
      ? product.descripcion
      : product.descripcion || product.producto_base.descripcion;

  return (
    <ConfigDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product.nombre}
      shareUrl={shareUrl}
      description={description || undefined}
      media={<ProductPicture src={product.imagen} />}
      footer={
        <AddToCartFooter
          cantidad={cantidad}
          onCantidadChange={setCantidad}
          total={draft.unitPrice * cantidad}
          notice={notice}
          editing={line !== undefined}
          busy={busy}
          onSubmit={submit}
        />
      }
    >
      {product.tipo === 'REGULAR' ? (
        <RegularOptions
          producto={product}
          medidaId={medidaId}
          onMedidaChange={setMedidaId}
          adiciones={adiciones}
          onAdicionesChange={setAdiciones}
        />
      ) : (
        <SpecialSections especial={product} chosen={chosen} onChange={setChosen} />
      )}
      <ObservationsField value={observaciones} onChange={setObservaciones} />
    </ConfigDialog>
  );
}

export default ProductEditorDialog;
