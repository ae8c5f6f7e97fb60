import { BRANCH_PAUSED_TEXT } from '@horno/domain/branch-pause';
import { normalizeSlug, slugify } from '@horno/domain/slug';
import { MapPinOff, RotateCw, Store } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../features/auth/store';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useCategories } from '../../../features/menu/api/get-categories';
import { MenuCatalog } from '../../../features/menu/components/menu-catalog';
import { MenuMessage } from '../../../features/menu/components/menu-message';
import {
  LaterOrderingNotice,
  OrderingNotice,
} from '../../../features/menu/components/ordering-notice';
import type { MenuItem } from '../../../features/menu/utils/menu-items';
import { menuPath } from '../../../features/menu/utils/menu-path';
import { ActiveOrderBanner } from '../../../features/orders/components/active-order-banner';
import { openProductEditor } from '../../../features/product-config/editor-store';
import { pageDrawn } from '../../../lib/web-font';
import { usePageTitle } from '../../../lib/business';
import { MenuHero } from '../components/menu-hero';
import { openLocationDialog } from '../location/location-dialog-store';
import { useOrderingBlock, useOrderingLaterWhileClosed } from '../ordering/use-ordering-block';

// Only for an address of a category that does not exist: off the menu's first load.
const NotFoundPage = lazy(() => import('./not-found-page'));
// Only for a shared product's link.
const SharedProduct = lazy(() => import('../ordering/shared-product'));
const SHARED_LINK = /[?&](producto|especial)=/;

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

/** With no branch chosen and none open: the visitor is asked, never given one. */
function ChooseBranch() {
  return (
    <MenuMessage
      icon={<Store aria-hidden="true" className="size-8" />}
      title="Elige una sede para ver su menú"
      actions={<Button onClick={openLocationDialog}>Seleccionar sede</Button>}
    >
      Todas nuestras sedes están cerradas en este momento: puedes ver el menú y los horarios de
      cualquiera.
    </MenuMessage>
  );
}

/** Says which branch the menu is from when the visitor did not choose it (issue 17). */
function FallbackBranchNotice({ nombre }: { nombre: string }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-surface px-4 py-3 shadow-card ring-1 ring-line/70"
    >
      <p className="text-sm leading-relaxed text-ink">
        Te mostramos el menú de <span className="font-extrabold">{nombre}</span>, abierta ahora.
      </p>
      <Button variant="secondary" size="sm" onClick={openLocationDialog}>
        Elegir otra sede
      </Button>
    </div>
  );
}

export function MenuPage() {
  const slug = normalizeSlug(useParams().slug);
  const { sedeId, branch, branches, isFallback, resolving } = useChosenBranch();
  const signedIn = useAuthStore((state) => state.isAuth && state.token !== null);
  const categories = useCategories(sedeId);
  const category = slug ? categories.data?.find((c) => slugify(c.slug) === slug) : undefined;
  const title = category?.nombre ?? 'Nuestro menú';
  usePageTitle(category ? category.nombre : 'Menú');

  const blockedReason = useOrderingBlock();
  const later = useOrderingLaterWhileClosed();
  const shared = SHARED_LINK.test(useLocation().search);

  // Until the branches are known the hero lacks its branch line and a first visitor's notice is
  // missing: the search and the products wait, in an empty screen's height that keeps the footer
  // out of view, so that nothing moves when they arrive (they used to jump 235 px on a phone:
  // Lighthouse's CLS 0.18).
  const settling = branches.isPending || resolving;
  // The first screen with its branch is drawn: the font may come (lib/web-font.ts).
  useEffect(() => {
    if (!settling) pageDrawn();
  }, [settling]);
  const noBranch = sedeId === null && (branches.isError || branches.data?.length === 0);
  const askForBranch = sedeId === null && !resolving && (branches.data?.length ?? 0) > 0;
  const unknownCategory =
    slug !== '' && categories.data !== undefined && category === undefined && !categories.isError;

  if (unknownCategory) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage
          message="Esta categoría no existe en nuestro menú."
          back={{ to: menuPath('', sedeId), label: 'Ver todo el menú' }}
        />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-5 sm:space-y-8 sm:px-6 sm:py-8">
      <ActiveOrderBanner signedIn={signedIn} />
      <MenuHero title={title} branch={branch} />
      {shared && sedeId !== null && (
        <Suspense fallback={null}>
          <SharedProduct sedeId={sedeId} />
        </Suspense>
      )}
      {isFallback && branch && <FallbackBranchNotice nombre={branch.nombre} />}
      {settling ? (
        <div aria-hidden="true" className="min-h-dvh" />
      ) : noBranch ? (
        <BranchesProblem failed={branches.isError} onRetry={() => void branches.refetch()} />
      ) : askForBranch ? (
        <ChooseBranch />
      ) : (
        <>
          {/* A pause is said once, by the hero's status with its reason and end. */}
          {blockedReason && blockedReason !== BRANCH_PAUSED_TEXT && sedeId !== null && (
            <OrderingNotice reason={blockedReason} />
          )}
          {later && branch && <LaterOrderingNotice nombre={branch.nombre} />}
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
