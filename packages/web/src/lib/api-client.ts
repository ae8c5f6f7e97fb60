import { apiAddress, EMBEDDED_ANSWERS_ID, type QueryValue } from '@horno/domain/menu-reads';

/** The server's error body: `{ error, detail?, fields? }` (ARCHITECTURE, API conventions). */
export interface ApiErrorBody {
  error?: string;
  detail?: unknown;
  fields?: Record<string, string[]>;
}

/** A failed call: HTTP status (0 when the server could not be reached) and its Spanish message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly detail?: unknown,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees a successful answer's headers (e.g. a list's `X-Total-Count`). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Sent without the session's token: a public read whose answer is the same for everyone,
   * which the page's HTML may have preloaded (a preload matches only a request without it).
   */
  anonymous?: boolean;
}

const API_BASE = '';

let tokenGetter: () => string | null = () => null;

/** Lets the auth feature supply the session token without lib depending on features. */
export function setAuthTokenGetter(getter: () => string | null): void {
  tokenGetter = getter;
}

type ForbiddenListener = (path: string) => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/**
 * Calls `listener` with the path of every call the server refuses with 403: the session's
 * permissions may have changed since login. Returns the unsubscribe function.
 */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

function reportForbidden(status: number, path: string): void {
  if (status !== 403) return;
  for (const listener of forbiddenListeners) listener(path);
}

const NETWORK_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
const FALLBACK_MESSAGE = 'Ocurrió un error inesperado. Intenta de nuevo.';

/** The server embeds the answers to some addresses in a page's HTML: one serializer writes them on both sides. */
function buildUrl(path: string, params: RequestOptions['params']): string {
  return `${API_BASE}${apiAddress(path, params)}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** How long an early answer waits for the app to ask for it before it counts as stale. */
const EARLY_MAX_AGE_MS = 15_000;
interface EarlyAnswer {
  at: number;
  token: string | null;
  response: Promise<Response>;
  /** The answer's JSON once it has arrived and was a success (`earlyInitialData`). */
  body?: { value: unknown };
  /** Settles once the answer has been read, or has failed. */
  read: Promise<void>;
}
const early = new Map<string, EarlyAnswer>();

/** The addresses the app asked for itself while early answers could still arrive. */
const askedByApp = new Set<string>();
const earlyUntil = Date.now() + EARLY_MAX_AGE_MS;

/** The headers of every call: JSON, and the session's token when there is one. */
const baseHeaders = (token: string | null): Record<string, string> => ({
  Accept: 'application/json',
  ...(token ? { Authorization: `Token ${token}` } : {}),
});

/**
 * Sends a GET now, before the app asks for it: a page's data (the menu's, an order's) is requested
 * as the page starts (main.tsx), not once React has rendered and its queries have mounted. The app's first `api.get`
 * of the same address, with the same session, takes this answer instead of calling again.
 */
export function requestEarly(
  path: string,
  params?: RequestOptions['params'],
  { anonymous = false }: Pick<RequestOptions, 'anonymous'> = {},
): Promise<Response> | undefined {
  const url = buildUrl(path, params);
  // The app got there first (it resolved the branch from the same lists): no second call.
  if (askedByApp.has(url)) return undefined;
  const token = anonymous ? null : tokenGetter();
  // The page's HTML may carry the answer already (the server embeds the public first reads).
  const embedded = anonymous ? takeEmbeddedAnswer(url) : undefined;
  if (embedded) {
    const response = Promise.resolve(
      new Response(JSON.stringify(embedded.value), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    early.set(url, { at: Date.now(), token, response, body: embedded, read: Promise.resolve() });
    return response;
  }
  const response = fetch(url, { headers: baseHeaders(token) });
  // Read as it arrives (a copy: the app may still take the response itself), so that the first
  // render can start from it (`earlyInitialData`).
  const read = response
    .then((answer) => (answer.ok ? readBody(answer.clone()) : undefined))
    .then((value) => {
      if (value !== undefined) entry.body = { value };
    })
    .catch(() => undefined);
  const entry: EarlyAnswer = { at: Date.now(), token, response, read };
  early.set(url, entry);
  return response;
}

/** The answers the page's HTML carries, by address, until the app takes them (once each). */
let embeddedAnswers: Map<string, unknown> | undefined;

function takeEmbeddedAnswer(url: string): { value: unknown } | undefined {
  embeddedAnswers ??= readEmbeddedAnswers();
  if (!embeddedAnswers.has(url)) return undefined;
  const value = embeddedAnswers.get(url);
  embeddedAnswers.delete(url);
  return { value };
}

/** The server's JSON of the page's first answers (`EMBEDDED_ANSWERS_ID`), if the HTML has it. */
function readEmbeddedAnswers(): Map<string, unknown> {
  if (typeof document === 'undefined') return new Map();
  const text = document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null
      ? new Map(Object.entries(answers))
      : new Map();
  } catch {
    // Unreadable: the app asks the server, as without it.
    return new Map();
  }
}

/** Settles once the early answer to this address has been read (at once if none was asked). */
export function earlyRead(path: string, params?: RequestOptions['params']): Promise<void> {
  return early.get(buildUrl(path, params))?.read ?? Promise.resolve();
}

/** The early answer to `url` for this session, if fresh, out of the list: it is used once. */
function takeEarlyEntry(url: string, token: string | null): EarlyAnswer | undefined {
  const entry = early.get(url);
  early.delete(url);
  const fresh = entry && entry.token === token && Date.now() - entry.at < EARLY_MAX_AGE_MS;
  return fresh ? entry : undefined;
}

const takeEarly = (url: string, token: string | null) => takeEarlyEntry(url, token)?.response;

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the early answer to the same address
 * (`requestEarly`), if it has already arrived: the page's first render draws the data instead of
 * a placeholder that the data replaces a moment later (the menu's branch, an order). Until then
 * the query asks through `api.get` as usual, which takes the answer once it comes.
 */
export function earlyInitialData<T>(
  path: string,
  params?: RequestOptions['params'],
  { anonymous = false }: Pick<RequestOptions, 'anonymous'> = {},
): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  let at: number | undefined;
  return {
    initialData: () => {
      const url = buildUrl(path, params);
      const token = anonymous ? null : tokenGetter();
      if (!early.get(url)?.body) return undefined;
      const entry = takeEarlyEntry(url, token);
      at = entry?.at;
      return entry?.body?.value as T | undefined;
    },
    initialDataUpdatedAt: () => at,
  };
}

/**
 * The one way the web app talks to the API: JSON (or a FormData upload) in, JSON out, `ApiError`
 * on failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, headers, signal, onHeaders, anonymous = false } = options;
  const token = anonymous ? null : tokenGetter();
  // A FormData body (an upload) goes as multipart: the browser writes its Content-Type.
  const multipart = body instanceof FormData;
  const url = buildUrl(path, params);
  const sentEarly = method === 'GET' && !headers ? takeEarly(url, token) : undefined;
  if (method === 'GET' && !sentEarly && Date.now() < earlyUntil) askedByApp.add(url);
  let response: Response;
  try {
    response = await (sentEarly ??
      fetch(url, {
        method,
        signal,
        headers: {
          ...baseHeaders(token),
          ...(body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: multipart ? body : body !== undefined ? JSON.stringify(body) : undefined,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    reportForbidden(response.status, path);
    const errorBody = (data ?? {}) as ApiErrorBody;
    throw new ApiError(
      response.status,
      typeof errorBody.error === 'string' ? errorBody.error : FALLBACK_MESSAGE,
      errorBody.detail,
      errorBody.fields,
    );
  }
  onHeaders?.(response.headers);
  return data as T;
}

/** A file from the API (a receipt's PDF) with the session's token; `ApiError` on failure. */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = tokenGetter();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, undefined), {
      signal: options.signal,
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    reportForbidden(response.status, path);
    const errorBody = ((await readBody(response)) ?? {}) as ApiErrorBody;
    throw new ApiError(
      response.status,
      typeof errorBody.error === 'string' ? errorBody.error : FALLBACK_MESSAGE,
    );
  }
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
