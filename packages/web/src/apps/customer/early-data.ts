import type { EstadoSede, Sede } from '@horno/domain/branches';
import {
  categoriesRequest,
  FIRST_LOAD_READS,
  firstOpenBranchId,
  orderByTokenPath,
  parseBranchId,
  productsRequest,
  resolveBranchId,
  soldOutPath,
  specialProductsRequest,
} from '@horno/domain/menu-reads';
import { matchPath } from 'react-router';
import { earlyRead, requestEarly } from '../../lib/api-client';
import { BRANCH_STATUS_PATH, BRANCHES_PATH } from '../../features/branches/api/paths';
import { useChosenBranchStore } from '../../features/branches/store';
import { trackingTokenFor } from '../../features/orders/tracked-orders';
import { PAYMENT_METHODS_PATH } from '../../features/payments/api/paths';
import { CHECKOUT_PATH, ORDER_DETAIL_PATH } from './customer-pages';

const ON_MENU = /^\/(menu(\/.*)?)?$/;
/** The catalog's and the payment methods' reads are public and the same for everyone: sent
 * without the session's token, as the server's page HTML carries them (@horno/domain/menu-reads). */
const PUBLIC = { anonymous: true };

/**
 * Asks for the data of the page the app starts on as the page starts, in parallel with React's
 * first render and the page's chunk instead of after them (main.tsx). The app's first call of
 * the same address, with the same session, takes the answer (`requestEarly`), or its first render
 * starts from it if it has arrived (`earlyInitialData`).
 *
 * Settles once the lists every customer page starts with (`FIRST_LOAD_READS`: the branches and
 * whether they are open) and the checkout's or the order's own reads have been read: main.tsx
 * waits a moment for them, so that the page's first screen is drawn whole, in one paint. The
 * page's HTML carries most of them (decision 020), so they are usually in at once. (The menu draws its catalog as it comes, picture by picture.)
 */
export function requestPageData(): Promise<void> {
  // Public, so without the session's token, as the page's HTML carries them. Copied as they
  // arrive, before the app reads their bodies.
  const list = (path: string) =>
    requestEarly(path, undefined, { anonymous: true })?.then((response) => response.clone());
  requestMenuData(list(BRANCHES_PATH), list(BRANCH_STATUS_PATH));
  const pageReads = [...requestCheckoutData(), ...requestOrderData()];
  return Promise.all([...FIRST_LOAD_READS.map((path) => earlyRead(path)), ...pageReads]).then(
    () => undefined,
  );
}

/** Asks for an address early, as `requestEarly`; settles once its answer has been read. */
function readEarly(...[path, params, options]: Parameters<typeof requestEarly>): Promise<void> {
  requestEarly(path, params, options);
  return earlyRead(path, params);
}

/**
 * On an order's page, the order by the tracking token this browser remembers for it
 * (`useOrderDetail`'s first call; public, so without the session's token, as the page's HTML
 * carries it). Without one the page asks with the session, as it will.
 */
function requestOrderData(): Promise<void>[] {
  const id = Number(matchPath(`/${ORDER_DETAIL_PATH}`, window.location.pathname)?.params.id);
  const token = Number.isSafeInteger(id) && id > 0 ? trackingTokenFor(id) : undefined;
  return token ? [readEarly(orderByTokenPath(token), undefined, PUBLIC)] : [];
}

/**
 * On the checkout: what it prices the cart with, the chosen branch's products (regular and
 * special), and the payment methods it offers; its first screen draws the totals from them.
 */
function requestCheckoutData(): Promise<void>[] {
  if (!matchPath(`/${CHECKOUT_PATH}`, window.location.pathname)) return [];
  const { sedeId } = useChosenBranchStore.getState();
  const prices =
    sedeId === null
      ? []
      : [
          readEarly(...productsRequest(sedeId), PUBLIC),
          readEarly(...specialProductsRequest(sedeId), PUBLIC),
        ];
  return [...prices, readEarly(PAYMENT_METHODS_PATH, undefined, PUBLIC)];
}

function requestCatalog(sedeId: number): void {
  requestEarly(...categoriesRequest(sedeId), PUBLIC);
  requestEarly(...productsRequest(sedeId), PUBLIC);
  requestEarly(...specialProductsRequest(sedeId), PUBLIC);
  requestEarly(soldOutPath(sedeId), undefined, PUBLIC);
}

/**
 * On the menu: the catalog of the branch the menu will show (`useChosenBranch`'s order: the
 * visitor's choice, else `?sede=`, else the first branch open now, from the `branches` and
 * `statuses` answers). The app's queries then take these answers (`requestEarly`). A guess that
 * turns out wrong (a remembered branch since removed) costs one unused read, nothing else.
 */
function requestMenuData(
  branches: Promise<Response> | undefined,
  statuses: Promise<Response> | undefined,
): void {
  const { pathname, search } = window.location;
  if (!ON_MENU.test(pathname)) return;
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
