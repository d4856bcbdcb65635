import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import * as ERROR_CODE from '@/domain/error-codes';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER } from '@/domain/languages';
import { splitLanguage } from '@/web/i18n/languages';
import { readProblem, type Problem } from './api-problem';
import { serverAnswer, takePageAnswer } from './page-data';

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

/** A non-OK answer. Its body is read once, here: the pages compare `code` with ERROR_CODE. */
export class ApiError extends Error {
  readonly status: number;
  /** What the server said ({code, message, issues?, lines?}); undefined when it said no problem. */
  readonly problem: Problem | undefined;
  readonly code: string | undefined;
  /** The answer's text as it came. */
  readonly body: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = readProblem(text);
    this.code = this.problem?.code;
    this.body = text;
  }
}

/** A 404: what was asked for is not there, and asking again will not change that. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The header naming the shopper's access (product.md §3): `salon:<id>:<key>` or `ff:<key>`. */
export const ACCESS_HEADER = 'X-Tress-Access';
/** The server's answer header when the access a request carried proves nothing (any more). */
export const ACCESS_STATUS_HEADER = 'X-Tress-Access-Status';

type AccessSource = () => string | null;
let currentAccess: AccessSource = () => null;
type AccessRefusedListener = (header: string) => void;
let accessRefused: AccessRefusedListener = () => undefined;

/**
 * The ShopperProvider tells the transport where to read the shopper's access from. A module-level
 * source rather than a React context, because query functions run outside React.
 */
export function setAccessSource(source: AccessSource): void {
  currentAccess = source;
}

/**
 * Who hears that the server refused the access a request carried (a rotated key): the
 * ShopperProvider, which ends the session. The transport only reports what it sent.
 */
export function setAccessRefusedListener(listener: AccessRefusedListener): void {
  accessRefused = listener;
}

/**
 * Asked about a change refused with 403 (issue 19: REAUTHENTICATION_REQUIRED, a sensitive change
 * long after the admin last proved who they are): true once the admin has confirmed it is them,
 * and the request is sent once more with the new token; false and the 403 stands. The admin
 * pages set it (admin-request.ts), and it reads the answer itself: the shop's first visit carries
 * no more than this hook.
 */
export type Reauthenticator = (path: string, refused: Response) => Promise<boolean>;
let reauthenticator: Reauthenticator | null = null;

export function setReauthenticator(next: Reauthenticator | null): void {
  reauthenticator = next;
}

function accessHeader(access: string | null): Record<string, string> {
  return access ? { [ACCESS_HEADER]: access } : {};
}

function reportAccess(sent: string | null, response: Response): void {
  if (sent && response.headers.get(ACCESS_STATUS_HEADER) === 'invalid') accessRefused(sent);
}

export function needsBearer(path: string): boolean {
  return BEARER_PATH_FRAGMENTS.some((fragment) => path.includes(fragment));
}

/**
 * Whether this browser may hold a signed-in admin: supabase-js keeps its session in localStorage
 * under `sb-<project>-auth-token`. With none there nobody is signed in here, and a public request
 * on a bearer path (a salon applying: POST /api/hairdressers; a salon link: GET
 * /api/hairdressers/{id}) must not download supabase-js just to learn that.
 */
function mayHoldSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true;
    }
    return false;
  } catch {
    // Storage blocked: ask supabase-js, which knows where it kept the session.
    return true;
  }
}

async function bearerHeader(path: string): Promise<Record<string, string>> {
  if (!needsBearer(path) || !mayHoldSession()) return {};
  // Loaded only here, so public pages never pull in supabase-js.
  const { getAccessToken } = await import('./auth-client');
  const token = await getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * The page's language for the server, when it is not the default: product texts come back in it,
 * and an order, application or message made from the page remembers it for its mails.
 */
function languageHeader(): Record<string, string> {
  const { language } = splitLanguage(window.location.pathname);
  return language === DEFAULT_LANGUAGE ? {} : { [LANGUAGE_HEADER]: language };
}

/** Throws an ApiError for any non-OK answer, except the "admin auth not configured" 401 (§8). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  // Read a clone so a response we let through still has its body.
  const text = (await response.clone().text()) || response.statusText;
  const error = new ApiError(response.status, text);
  if (response.status === 401 && error.code === ERROR_CODE.AUTH_NOT_CONFIGURED) {
    console.warn('Admin authentication is not configured; the request carries on without it.');
    return;
  }
  throw error;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The page's own answer from its HTML (lib/page-data.ts) for a public GET: one without shopper
 * access, bearer or extra headers — the request the server made for the island.
 */
function pageAnswerFor(
  method: string,
  path: string,
  access: string | null,
  headers?: Record<string, string>,
) {
  if (method !== 'GET' || access || needsBearer(path)) return undefined;
  if (headers && Object.keys(headers).length > 0) return undefined;
  return takePageAnswer(path);
}

export async function apiRequest(
  method: string,
  path: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  // On the server, while it renders the page's markup (entry-server.tsx), there is no network.
  const rendered = serverAnswer(method, path);
  if (rendered) {
    const response = await rendered;
    await throwIfNotOk(response);
    return response;
  }
  const access = currentAccess();
  const fromPage = pageAnswerFor(method, path, access, options.headers);
  if (fromPage) return fromPage;
  const send = async () => {
    const headers: Record<string, string> = {
      ...accessHeader(access),
      ...languageHeader(),
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
    reportAccess(access, response);
    return response;
  };
  let response = await send();
  // Once only: a second refusal is the answer.
  if (
    response.status === 403 &&
    method !== 'GET' &&
    reauthenticator &&
    (await reauthenticator(path, response.clone()))
  )
    response = await send();
  await throwIfNotOk(response);
  return response;
}

/** Reads an answer's JSON into its type, or throws: a zod schema's parse, or a light reader. */
export type Read<T> = (value: unknown) => T;

/** GET a JSON answer, read through `read` (lib/payload-checks or a domain schema's parse). */
export async function getJson<T>(path: string, read: Read<T>, signal?: AbortSignal): Promise<T> {
  const response = await apiRequest('GET', path, undefined, signal ? { signal } : {});
  return read(await response.json());
}

/** Sends a JSON body (or none) and reads the JSON answer through `read`. */
export async function sendJson<T>(
  method: string,
  path: string,
  read: Read<T>,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, path, body);
  return read(await response.json());
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

/**
 * A query function reading JSON from the path in the key; a 401 can mean "no result" (§8). The
 * answer stays `unknown`: the endpoint files give their queries a queryFn with a checked reader.
 */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const path = pathFromQueryKey(queryKey);
    const access = currentAccess();
    const fromPage = pageAnswerFor('GET', path, access);
    if (fromPage) return (await fromPage.json()) as unknown;
    const headers = { ...accessHeader(access), ...(await bearerHeader(path)) };
    const response = await fetch(path, { headers, credentials: 'include', signal });
    reportAccess(access, response);
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const answer: unknown = await response.json();
    return answer;
  };
}
