import { apiAddress, type QueryValue } from '@horno/domain/menu-reads';

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
  /** Sent without the session's token: a public read whose answer is the same for everyone. */
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

/** The address with its query string, written as the server names the page's first reads. */
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

/** The headers of every call: JSON, and the session's token when there is one. */
const baseHeaders = (token: string | null): Record<string, string> => ({
  Accept: 'application/json',
  ...(token ? { Authorization: `Token ${token}` } : {}),
});

/**
 * The one way the web app talks to the API: JSON (or a FormData upload) in, JSON out, `ApiError`
 * on failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', params, body, headers, signal, onHeaders, anonymous = false } = options;
  const token = anonymous ? null : tokenGetter();
  // A FormData body (an upload) goes as multipart: the browser writes its Content-Type.
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      signal,
      headers: {
        ...baseHeaders(token),
        ...(body !== undefined && !multipart ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: multipart ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
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
