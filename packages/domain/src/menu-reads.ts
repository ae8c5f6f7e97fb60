// The first reads of the menu, the checkout and an order's page (decision 036): which branch a
// visitor's menu shows before the app has run, and what the page starts with, as the web app's
// query keys and the API addresses they read. The server's page HTML carries their answers as
// TanStack Query's dehydrated state, which the app hydrates once: one module says what both sides
// must agree on.
import type { EstadoSede, Sede } from './branches';

export type QueryValue = string | number | boolean | null | undefined;

/** Every branch, and whether each is open now: every customer page starts with them (public). */
export const BRANCHES_PATH = '/api/locations/sedes/';
export const BRANCH_STATUS_PATH = '/api/locations/estado-sedes/';

/**
 * The element of a page's HTML that carries the answers to the page's first public reads: TanStack
 * Query's dehydrated state (`{ queries: [{ queryKey, state: { data, … } }] }`), which the app
 * hydrates into its query cache as it starts (decision 036).
 */
export const DEHYDRATED_STATE_ID = 'horno-estado';

/** A query key of a first read: strings and numbers only, so its JSON is its hash. */
export type ReadKey = readonly (string | number | null)[];

/** One of a page's first reads: the app's query key and the API address the query reads. */
export interface PageRead {
  key: ReadKey;
  address: string;
}

/** The first part of the query keys under which the menu keeps a branch's catalog. */
export const CATALOG_KEYS = {
  categories: 'categories',
  products: 'products',
  specialProducts: 'special-products',
  soldOut: 'sold-out',
} as const;

export const branchesKey = () => ['branches'] as const;
export const branchStatusKey = () => ['branch-status'] as const;
export const categoriesKey = (sedeId: number | null) => [CATALOG_KEYS.categories, sedeId] as const;
export const productsKey = (sedeId: number | null) => [CATALOG_KEYS.products, sedeId] as const;
export const specialProductsKey = (sedeId: number | null) =>
  [CATALOG_KEYS.specialProducts, sedeId] as const;
export const soldOutKey = (sedeId: number) => [CATALOG_KEYS.soldOut, sedeId] as const;
export const paymentMethodsKey = () => ['payment-methods'] as const;
/** An order for its page, by the tracking token this browser knows for it (or none). */
export const orderKey = (id: number, token: string | null) => ['order', id, token] as const;

/** The cookie that mirrors the branch the visitor chose (the app keeps it in localStorage too). */
export const CHOSEN_BRANCH_COOKIE = 'horno_sede';

/**
 * An API address with its query string, as the web app's client sends it: the keys in the
 * given order, null and undefined left out.
 */
export function apiAddress(path: string, params?: Record<string, QueryValue>): string {
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(String(value))}`)
    .join('&');
  return `${path}${query ? `?${query}` : ''}`;
}

/** application/x-www-form-urlencoded, as `URLSearchParams` writes it. */
function encodeQuery(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A branch's categories, with its active products' counts. */
export const categoriesRequest = (sedeId: number) =>
  ['/api/categoria-productos/', { sede: sedeId }] as const;

/** A branch's active regular products. */
export const productsRequest = (sedeId: number) =>
  ['/api/productos/', { sede: sedeId, solo_activos: true }] as const;

/** A branch's active special products. */
export const specialProductsRequest = (sedeId: number) =>
  ['/api/productos-especiales/', { sede: sedeId }] as const;

/** What a branch has run out of today. */
export const soldOutPath = (sedeId: number) => `/api/locations/sedes/${sedeId}/agotados/`;

/** Every customer page starts with the branches and whether each is open now. */
export const LIST_READS: readonly PageRead[] = [
  { key: branchesKey(), address: BRANCHES_PATH },
  { key: branchStatusKey(), address: BRANCH_STATUS_PATH },
];

/**
 * The four public reads of a branch's menu. They are the same for everyone, so the app sends them
 * without the session's token and the page's HTML serves a signed-in visitor too.
 */
export function menuReads(sedeId: number): PageRead[] {
  return [
    { key: categoriesKey(sedeId), address: apiAddress(...categoriesRequest(sedeId)) },
    { key: productsKey(sedeId), address: apiAddress(...productsRequest(sedeId)) },
    { key: specialProductsKey(sedeId), address: apiAddress(...specialProductsRequest(sedeId)) },
    { key: soldOutKey(sedeId), address: soldOutPath(sedeId) },
  ];
}

/** The payment methods the checkout offers (public: the same for everyone). */
export const PAYMENT_METHODS_PATH = '/api/pagos/metodos/';

/**
 * The checkout's public reads as it starts: the chosen branch's products (regular and special),
 * which price the cart, and the payment methods. Without a branch, only the methods.
 */
export function checkoutReads(sedeId: number | null): PageRead[] {
  const prices =
    sedeId === null
      ? []
      : [
          { key: productsKey(sedeId), address: apiAddress(...productsRequest(sedeId)) },
          {
            key: specialProductsKey(sedeId),
            address: apiAddress(...specialProductsRequest(sedeId)),
          },
        ];
  return [...prices, { key: paymentMethodsKey(), address: PAYMENT_METHODS_PATH }];
}

/** Parses a branch id (`?sede=`, the cookie); anything but a positive integer counts as absent. */
export function parseBranchId(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether a branch is open; a branch missing from the status list (or no list yet) counts as open. */
export function isBranchOpen(estados: readonly EstadoSede[] | undefined, sedeId: number): boolean {
  return estados?.find((estado) => estado.id === sedeId)?.abierta !== false;
}

/**
 * Where a visitor who has chosen no branch starts: the first branch open now, or the first one
 * when the statuses could not be loaded (`estados` undefined). Null when every branch is closed:
 * then the visitor is asked (issue 17: never a branch they did not choose, and an error about it).
 */
export function firstOpenBranchId(
  branches: readonly Pick<Sede, 'id'>[],
  estados: readonly EstadoSede[] | undefined,
): number | null {
  return branches.find((sede) => isBranchOpen(estados, sede.id))?.id ?? null;
}

export interface BranchCandidates {
  /** The branch the visitor chose (remembered between visits). */
  chosen: number | null;
  /** `?sede=` in the address. */
  fromUrl: number | null;
  /** Where a visitor who chose none starts (`firstOpenBranchId`, kept for the visit). */
  fallback: number | null;
}

/**
 * The branch to show: the chosen one, else the address's (a link), else the fallback. A link to
 * another branch does not replace a choice by itself: the app asks first (customer-app.md §4).
 * Until the list arrives the candidates are trusted so the menu can load in parallel.
 */
export function resolveBranchId(
  branches: readonly Pick<Sede, 'id'>[] | undefined,
  { chosen, fromUrl, fallback }: BranchCandidates,
): number | null {
  if (!branches) return chosen ?? fromUrl;
  const exists = (id: number | null): id is number =>
    id !== null && branches.some((sede) => sede.id === id);
  if (exists(chosen)) return chosen;
  if (exists(fromUrl)) return fromUrl;
  if (exists(fallback)) return fallback;
  return null;
}

/**
 * The cookie that mirrors the latest orders this browser follows (their ids and tracking tokens,
 * which the app keeps in localStorage too). It goes only with the requests of the order pages
 * (`Path=/pedidos/`), whose HTML the server then sends with the order.
 */
export const TRACKED_ORDERS_COOKIE = 'horno_pedidos';
/** How many of the latest followed orders the cookie names (each about 40 bytes). */
export const TRACKED_ORDERS_IN_COOKIE = 5;
/** A tracking token as the server makes them (base64url); any other is left out of the cookie. */
const COOKIE_TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

/** The cookie's value for the followed orders, newest first: `id:token` pairs joined by dots. */
export function trackedOrdersCookieValue(orders: readonly { id: number; token: string }[]): string {
  return orders
    .filter(({ id, token }) => Number.isSafeInteger(id) && id > 0 && COOKIE_TOKEN.test(token))
    .slice(0, TRACKED_ORDERS_IN_COOKIE)
    .map(({ id, token }) => `${id}:${token}`)
    .join('.');
}

/** The tracking token the cookie's value names for order `id`, or null. */
export function trackedTokenFor(cookie: string | null, id: number): string | null {
  for (const pair of (cookie ?? '').split('.')) {
    const at = pair.indexOf(':');
    const token = pair.slice(at + 1);
    if (at > 0 && Number(pair.slice(0, at)) === id && COOKIE_TOKEN.test(token)) return token;
  }
  return null;
}

/** An order by its tracking token: public (the token is the key), the same for everyone. */
export const orderByTokenPath = (token: string) =>
  `/api/pedidos/token/${encodeURIComponent(token)}/`;

/** An order's page's first read: the order, by the tracking token this browser knows for it. */
export const orderRead = (id: number, token: string): PageRead => ({
  key: orderKey(id, token),
  address: orderByTokenPath(token),
});
