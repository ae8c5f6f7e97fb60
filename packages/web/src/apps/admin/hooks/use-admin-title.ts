import { usePageTitle } from '../../../lib/business';

/** 'Usuarios · Panel · La Brasa' in the browser tab. */
export function useAdminTitle(title: string): void {
  usePageTitle(`${title} · Panel`);
}
