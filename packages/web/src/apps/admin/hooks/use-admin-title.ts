import { useDocumentTitle } from '../../../lib/use-document-title';

/** 'Usuarios · Panel Horno' in the browser tab. */
export function useAdminTitle(title: string): void {
  useDocumentTitle(`${title} · Panel Horno`);
}
