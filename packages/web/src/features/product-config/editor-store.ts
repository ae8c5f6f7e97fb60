import type { CartLine } from '@horno/domain/cart';
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import { create } from 'zustand';

/** A product the modal configures: regular (sizes, additions) or special (sections). */
export type ConfigurableProduct = Producto | ProductoEspecial;

/** What the product modal is asked to show. */
export type EditorRequest =
  /** A product from the menu, to add to the cart. */
  | { kind: 'product'; product: ConfigurableProduct }
  /** A cart line to edit: it is replaced by the updated one. */
  | { kind: 'line'; line: CartLine }
  /** 'Arma tu pizza': a new half-and-half pizza, or one already in the cart. */
  | { kind: 'build-pizza'; line?: CartLine };

interface ProductEditorState {
  request: EditorRequest | null;
}

/**
 * Which product modal is open. A host mounted once in the customer layout renders it, so any
 * page opens the modal with `openProductEditor(...)` without owning the dialog.
 */
export const useProductEditorStore = create<ProductEditorState>()(() => ({ request: null }));

/** Opens the product modal; a half-and-half line opens in 'Arma tu pizza'. */
export function openProductEditor(request: EditorRequest): void {
  useProductEditorStore.setState({
    request:
      request.kind === 'line' && request.line.mitad !== null
        ? { kind: 'build-pizza', line: request.line }
        : request,
  });
}

export function closeProductEditor(): void {
  useProductEditorStore.setState({ request: null });
}

/** True for a cart line made in 'Arma tu pizza' (`openProductEditor` routes it there itself). */
export const isHalfAndHalf = (line: CartLine): boolean => line.mitad !== null;
