import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useProducts } from '../../../features/menu/api/get-products';
import { useSpecialProducts } from '../../../features/menu/api/get-special-products';
import { openProductEditor } from '../../../features/product-config/editor-store';
import { notify } from '../../../lib/toast';

/**
 * A shared product's link (`/menu?sede=2&producto=14`, or `especial=`): its modal opens once the
 * branch's menu is in. Its HTML already named the product in the link preview (issue 28).
 * Loaded only for such a link.
 */
export default function SharedProduct({ sedeId }: { sedeId: number }) {
  const [query] = useSearchParams();
  const productos = useProducts(sedeId);
  const especiales = useSpecialProducts(sedeId);
  const opened = useRef(false);
  const regular = query.has('producto');
  const id = Number(query.get(regular ? 'producto' : 'especial'));
  const list = regular ? productos.data : especiales.data;

  useEffect(() => {
    if (opened.current || !list) return;
    opened.current = true;
    const product = list.find((p) => p.id === id);
    if (product) openProductEditor({ kind: 'product', product });
    else notify.error('Ese producto no está en el menú de esta sede.');
  }, [list, id]);
  return null;
}
