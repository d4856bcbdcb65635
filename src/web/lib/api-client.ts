import type { QueryFunction, QueryKey } from '@tanstack/react-query';

// Transport only: same origin, cookies included, JSON in and out. No toasts, no redirects —
// the pages decide what an error means to the shopper.

/** Paths that carry the admin's bearer token (specification §7). */
export const BEARER_PATH_FRAGMENTS = [
  '/api/admin',
  '/api/partners',
  '/api/weekly-drop-hairdressers',
  '/api/hairdressers',
  '/api/batch-orders',
  '/api/batch-processing',
  '/api/batches',
  '/api/invoices',
  '/api/salons/health',
  '/api/config',
] as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The answer's text, so a page can read details such as OUT_OF_STOCK's lines. */
  readonly body: string;

  constructor(status: number, text: string, code: string | undefined) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = text;
  }
}

/** The header naming the shopper's access (product.md §3): `salon:<id>` or `ff:<key>`. */
export const ACCESS_HEADER = 'X-Tress-Access';

type AccessSource = () => string | null;
let currentAccess: AccessSource = () => null;

/**
 * The ShopperProvider tells the transport where to read the shopper's access from. A module-level
 * source rather than a React context, because query functions run outside React.
 */
export function setAccessSource(source: AccessSource): void {
  currentAccess = source;
}

function accessHeader(): Record<string, string> {
  const access = currentAccess();
  return access ? { [ACCESS_HEADER]: access } : {};
}

export function needsBearer(path: string): boolean {
  return BEARER_PATH_FRAGMENTS.some((fragment) => path.includes(fragment));
}

async function bearerHeader(path: string): Promise<Record<string, string>> {
  if (!needsBearer(path)) return {};
  // Loaded only here, so public pages never pull in supabase-js.
  const { getAccessToken } = await import('./auth-client');
  const token = await getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function codeOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
      return body.code;
    }
  } catch {
    // Not JSON: there is no code to read.
  }
  return undefined;
}

/** Throws an ApiError for any non-OK answer, except the "admin auth not configured" 401 (§8). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  // Read a clone so a response we let through still has its body.
  const text = (await response.clone().text()) || response.statusText;
  const code = codeOf(text);
  if (response.status === 401 && code === 'AUTH_NOT_CONFIGURED') {
    console.warn('Admin authentication is not configured; the request carries on without it.');
    return;
  }
  throw new ApiError(response.status, text, code);
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiRequest(
  method: string,
  path: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...accessHeader(),
    ...options.headers,
    ...(await bearerHeader(path)),
  };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

type KeyParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

function isPlainObject(value: unknown): value is KeyParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The path a query key stands for: string/number segments joined with '/', and a trailing
 * plain object as the query string — ['/api/products', 7] → '/api/products/7'.
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const last = queryKey.at(-1);
  const params = isPlainObject(last) ? last : undefined;
  const segments = (params ? queryKey.slice(0, -1) : queryKey).filter(
    (part): part is string | number => typeof part === 'string' || typeof part === 'number',
  );
  const path = segments
    .map(String)
    .join('/')
    .replace(/\/{2,}/g, '/');
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function reading JSON from the path in the key; a 401 can mean "no result" (§8). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = pathFromQueryKey(queryKey);
    const headers = { ...accessHeader(), ...(await bearerHeader(path)) };
    const response = await fetch(path, { headers, credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
