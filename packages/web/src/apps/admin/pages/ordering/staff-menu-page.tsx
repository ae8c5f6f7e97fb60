import { normalizeSlug, slugify } from '@horno/domain/slug';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranchStatus } from '../../../../features/branches/api/get-branch-status';
import { BranchStatusBadge } from '../../../../features/branches/components/branch-status-badge';
import { useCategories } from '../../../../features/menu/api/get-categories';
import { CategoryBar } from '../../../../features/menu/components/category-bar';
import { MenuCatalog } from '../../../../features/menu/components/menu-catalog';
import type { MenuItem } from '../../../../features/menu/utils/menu-items';
import { openProductEditor } from '../../../../features/product-config/editor-store';
import { EditingBanner } from '../../order-edit/components/editing-banner';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useStaffBranchId } from './staff-ordering';

const openItem = (item: MenuItem) =>
  openProductEditor({
    kind: 'product',
    product: item.source.tipo === 'REGULAR' ? item.source.producto : item.source.especial,
  });

const openBuildPizza = () => openProductEditor({ kind: 'build-pizza' });

// gestionar_productos: each card's pencil opens that product's edit form (spec §6).
const editPath = (item: MenuItem) =>
  item.source.tipo === 'REGULAR'
    ? `/productos/${item.source.producto.id}/modificar`
    : `/productos/especiales/${item.source.especial.id}/modificar`;

/** /menu in the back office: the branch's menu, to take an order for a table, a call or the counter. */
export default function StaffMenuPage() {
  useAdminTitle('Nuevo pedido');
  const slug = normalizeSlug(useParams().slug);
  const sedeId = useStaffBranchId();
  const branch = useAuthStore((s) => s.profile?.sedes.find((b) => b.id === sedeId)?.nombre);
  const categories = useCategories(sedeId);
  const category = slug ? categories.data?.find((c) => slugify(c.slug) === slug) : undefined;
  const canEdit = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  const closed = useBranchStatus().data?.find((s) => s.id === sedeId)?.abierta === false;

  return (
    <div className="space-y-5">
      <PageHeader
        title={category ? `Nuevo pedido · ${category.nombre}` : 'Nuevo pedido'}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              Menú de <strong className="text-ink">{branch ?? 'tu sede'}</strong>. Agrega los
              productos y finaliza el pedido desde el carrito.
            </span>
            <BranchStatusBadge sedeId={sedeId} />
          </span>
        }
      />
      <EditingBanner />
      {closed && (
        <p
          role="note"
          className="rounded-xl bg-warning-soft px-4 py-3 text-sm font-bold text-warning"
        >
          La sede está cerrada para los clientes. Como personal puedes registrar pedidos igual.
        </p>
      )}
      <div className="sticky top-16 z-20 -mx-4 sm:-mx-6 lg:-mx-8">
        <CategoryBar sedeId={sedeId} activeSlug={slug} />
      </div>
      <MenuCatalog
        sedeId={sedeId}
        slug={slug}
        onAddItem={openItem}
        onBuildPizza={openBuildPizza}
        editPath={canEdit ? editPath : undefined}
      />
    </div>
  );
}
