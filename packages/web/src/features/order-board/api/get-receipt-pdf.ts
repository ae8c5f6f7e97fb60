import { apiBlob } from '../../../lib/api-client';

/** The order's 80 mm receipt as a PDF (needs the session's token, hence a blob). */
export function getReceiptPdf(id: number, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/api/recibos/${id}/pdf`, { signal });
}
