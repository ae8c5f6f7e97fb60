import { PageHeader } from '../../../../components/ui/page-header';
import { CatalogImport } from '../../../../features/admin-catalog-import/components/catalog-import';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** /productos/importar: the menu from a spreadsheet, previewed before it is applied. */
export function ImportProductsPage() {
  useAdminTitle('Importar productos');
  return (
    <>
      <PageHeader
        title="Importar productos"
        description="Carga el menú desde una hoja de cálculo: antes de guardar, revisas fila por fila qué se crea, qué cambia y qué está mal."
      />
      <CatalogImport />
    </>
  );
}
