import { normalizeSlug, slugify } from '@horno/domain/slug';
import { MapPinOff, RotateCw } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../features/auth/store';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useCategories } from '../../../features/menu/api/get-categories';
import { MenuCatalog } from '../../../features/menu/components/menu-catalog';
import { MenuMessage } from '../../../features/menu/components/menu-message';
import { OrderingNotice } from '../../../features/menu/components/ordering-notice';
import type { MenuItem } from '../../../features/menu/utils/menu-items';
import { ActiveOrderBanner } from '../../../features/orders/components/active-order-banner';
import { openProductEditor } from '../../../features/product-config/editor-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MenuHero } from '../components/menu-hero';
import { useOrderingBlock } from '../ordering/use-ordering-block';

const openItem = (item: MenuItem) =>
  openProductEditor({
    kind: 'product',
    product: item.source.tipo === 'REGULAR' ? item.source.producto : item.source.especial,
  });

const openBuildPizza = () => openProductEditor({ kind: 'build-pizza' });

function BranchesProblem({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <MenuMessage
      role={failed ? 'alert' : 'status'}
      icon={<MapPinOff aria-hidden="true" className="size-8" />}
      title={failed ? 'Error al cargar las sedes disponibles.' : 'Aún no tenemos sedes abiertas'}
      actions={
        failed && (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Reintentar
          </Button>
        )
      }
    >
      {failed
        ? 'Sin una sede no podemos mostrarte el menú. Revisa tu conexión e inténtalo de nuevo.'
        : 'Vuelve pronto: estamos preparando el horno.'}
    </MenuMessage>
  );
}

export function MenuPage() {
  const slug = normalizeSlug(useParams().slug);
  const { sedeId, branch, branches } = useChosenBranch();
  const signedIn = useAuthStore((state) => state.isAuth && state.token !== null);
  const categories = useCategories(sedeId);
  const category = slug ? categories.data?.find((c) => slugify(c.slug) === slug) : undefined;
  const title = category?.nombre ?? 'Nuestro menú';
  useDocumentTitle(category ? `${category.nombre} · Horno` : 'Horno · Pizzería');

  const blockedReason = useOrderingBlock();

  const noBranch = sedeId === null && (branches.isError || branches.data?.length === 0);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-5 sm:space-y-8 sm:px-6 sm:py-8">
      <ActiveOrderBanner signedIn={signedIn} />
      <MenuHero title={title} branch={branch} />
      {noBranch ? (
        <BranchesProblem failed={branches.isError} onRetry={() => void branches.refetch()} />
      ) : (
        <>
          {blockedReason && sedeId !== null && <OrderingNotice reason={blockedReason} />}
          <MenuCatalog
            sedeId={sedeId}
            slug={slug}
            onAddItem={openItem}
            onBuildPizza={openBuildPizza}
          />
        </>
      )}
    </div>
  );
}
