import type { EstadoSede, Sede } from '@horno/domain/branches';
import { requestEarly } from '../../lib/api-client';
import { BRANCH_STATUS_PATH } from '../../features/branches/api/get-branch-status';
import { BRANCHES_PATH } from '../../features/branches/api/get-branches';
import {
  firstOpenBranchId,
  parseBranchId,
  resolveBranchId,
} from '../../features/branches/resolve-branch';
import { useChosenBranchStore } from '../../features/branches/store';
import { categoriesRequest } from '../../features/menu/api/get-categories';
import { productsRequest } from '../../features/menu/api/get-products';
import { specialProductsRequest } from '../../features/menu/api/get-special-products';
import { soldOutPath } from '../../features/menu/api/sold-out';

const ON_MENU = /^\/(menu(\/.*)?)?$/;

function requestCatalog(sedeId: number): void {
  requestEarly(...categoriesRequest(sedeId));
  requestEarly(...productsRequest(sedeId));
  requestEarly(...specialProductsRequest(sedeId));
  requestEarly(soldOutPath(sedeId));
}

/**
 * On the menu, asks for its data as the page starts, in parallel with React's first render
 * instead of after it: the branches and their statuses, and the catalog of the branch the menu
 * will show (`useChosenBranch`'s order: the visitor's choice, else `?sede=`, else the first branch
 * open now). The app's queries then take these answers (`requestEarly`). A guess that turns out
 * wrong (a remembered branch since removed) costs one unused read, nothing else.
 */
export function requestMenuData(): void {
  const { pathname, search } = window.location;
  if (!ON_MENU.test(pathname)) return;
  // Copied as they arrive, before the app reads their bodies.
  const branches = requestEarly(BRANCHES_PATH)?.then((response) => response.clone());
  const statuses = requestEarly(BRANCH_STATUS_PATH)?.then((response) => response.clone());
  // Before the list arrives `resolveBranchId` trusts the choice, then the link, as the app does.
  const known = resolveBranchId(undefined, {
    chosen: useChosenBranchStore.getState().sedeId,
    fromUrl: parseBranchId(new URLSearchParams(search).get('sede')),
    fallback: null,
  });
  if (known !== null) return requestCatalog(known);
  if (!branches || !statuses) return;
  // The app picks the same branch from the same answers; whichever asks for its catalog first
  // sends the calls, and the other takes them or leaves them (`requestEarly`).
  Promise.all([branches, statuses])
    .then(async ([list, status]) => {
      if (!list.ok) return;
      const estados = status.ok ? ((await status.json()) as EstadoSede[]) : undefined;
      const first = firstOpenBranchId((await list.json()) as Sede[], estados);
      if (first !== null) requestCatalog(first);
    })
    // The app asks again on its own.
    .catch(() => undefined);
}
