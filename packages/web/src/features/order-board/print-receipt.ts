import { failureMessage } from '../../lib/error-message';
import { notify } from '../../lib/toast';
import { getReceiptPdf } from './api/get-receipt-pdf';

/** The frame and the PDF's address are cleaned up after this (spec §9). */
export const PRINT_CLEANUP_MS = 100_000;
/** When printing fails the PDF opens in a new tab after this (spec §8). */
export const FALLBACK_OPEN_MS = 1_500;

const PRINT_FAILED = 'No se pudo imprimir. Abriendo PDF en nueva pestaña.';

function printInHiddenFrame(url: string, onFailure: () => void): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Recibo para imprimir';
  // Off screen rather than display:none, which some browsers refuse to print.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
  });
  frame.onload = () => {
    try {
      const view = frame.contentWindow;
      if (!view) throw new Error('El marco de impresión no tiene ventana');
      view.focus();
      view.print();
    } catch (error) {
      console.error('Error al imprimir el recibo', error);
      onFailure();
    }
  };
  frame.src = url;
  document.body.appendChild(frame);
  return frame;
}

/**
 * Prints an order's receipt through a hidden frame; if the browser cannot, says so and opens the
 * PDF in a new tab instead.
 */
export async function printReceipt(id: number): Promise<void> {
  let blob: Blob;
  try {
    blob = await getReceiptPdf(id);
  } catch (error) {
    console.error('Error al descargar el recibo', error);
    notify.error(failureMessage('No se pudo descargar el recibo', error));
    return;
  }
  const url = URL.createObjectURL(blob);
  let fellBack = false;
  const fallBack = () => {
    if (fellBack) return;
    fellBack = true;
    notify.error(PRINT_FAILED);
    window.setTimeout(() => window.open(url, '_blank', 'noopener'), FALLBACK_OPEN_MS);
  };
  let frame: HTMLIFrameElement | null = null;
  try {
    frame = printInHiddenFrame(url, fallBack);
  } catch (error) {
    console.error('Error al preparar la impresión', error);
    fallBack();
  }
  window.setTimeout(() => {
    frame?.remove();
    URL.revokeObjectURL(url);
  }, PRINT_CLEANUP_MS);
}
