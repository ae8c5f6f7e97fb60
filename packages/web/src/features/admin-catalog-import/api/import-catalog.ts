import type { SheetImportResult } from '@horno/domain/catalog-sheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api-client';

/** Sends the file: the preview (nothing written) or, with `aplicar`, the import itself. */
export function importCatalog({ file, aplicar }: { file: File; aplicar: boolean }) {
  const form = new FormData();
  form.append('archivo', file);
  return api.post<SheetImportResult>(`/api/catalogo/importar/?aplicar=${aplicar}`, form);
}

/** The preview and the import; an applied import refreshes every product list. */
export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalog,
    onSuccess: (result) => {
      if (result.aplicado) void queryClient.invalidateQueries();
    },
  });
}

export type SheetFormat = 'xlsx' | 'csv';

/** Downloads the template or the current catalog as a file the browser saves. */
export async function downloadSheet(what: 'plantilla' | 'exportar', formato: SheetFormat) {
  const blob = await apiBlob(`/api/catalogo/${what}/?formato=${formato}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${what === 'plantilla' ? 'plantilla-productos' : 'productos'}.${formato}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
