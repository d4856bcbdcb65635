import * as ACCOUNT_ERROR_CODE from '@/domain/admin-error-codes';
import { apiRequest, ApiError, needsBearer, setReauthenticator } from '@/web/lib/api-client';
import { readProblem } from '@/web/lib/api-problem';
import { MUTATION_RETRY, QUERY_RETRY } from '@/web/lib/query-client';

// Shared by the admin endpoint files. The answers are typed by src/domain/admin.ts, which the
// server builds them with; they are read as such (getJson/sendJson in the API client) rather
// than re-validated field by field.

/** A query string from the values that are set; empty values stay out of the URL. */
export function searchOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A 4xx answer stays the same however often it is asked: only trouble on the way is retried. */
export function adminQueryRetry(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < QUERY_RETRY;
}

/** Admin changes are not repeated after an answer: a 409 or 400 will not change on a retry. */
export function adminMutationRetry(failures: number, error: Error): boolean {
  return !(error instanceof ApiError) && failures < MUTATION_RETRY;
}

/** The file name a download answer gives (Content-Disposition, plain or RFC 5987), or none. */
function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (!named) return undefined;
  try {
    return decodeURIComponent(named);
  } catch {
    return undefined; // not percent-encoded after all: the caller's fallback name
  }
}

/**
 * An admin file (a CSV, an invoice PDF). Fetched rather than linked, because it needs the admin's
 * bearer token; the caller saves it. `fallbackName` when the answer names no file.
 */
export async function fetchAdminFile(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<{ file: Blob; name: string }> {
  const response = await apiRequest('GET', path, undefined, { headers: { Accept: accept } });
  return { file: await response.blob(), name: fileNameOf(response) ?? fallbackName };
}

/**
 * "Confirm it's you" before a sensitive change (403 REAUTHENTICATION_REQUIRED). Every admin
 * request goes through the API client, which asks `ask` and sends the change once more when it
 * resolves true; the dialog (components/account/reauthentication-dialog) shows while one is open
 * and settles it. Changes refused at the same moment share one confirmation.
 */
export const reauthentication = (() => {
  let open: { promise: Promise<boolean>; settle: (confirmed: boolean) => void } | null = null;
  const listeners = new Set<() => void>();
  const publish = () => listeners.forEach((listener) => listener());

  const ask = (): Promise<boolean> => {
    if (open) return open.promise;
    let settle: (confirmed: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    open = { promise, settle };
    publish();
    return promise;
  };

  /** The dialog's answer: true once the admin proved who they are, false on Cancel. */
  const settle = (confirmed: boolean): void => {
    const current = open;
    open = null;
    current?.settle(confirmed);
    publish();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: (): boolean => open !== null,
    settle,
    /** While the dialog is mounted, the API client asks it; without it the 403 stands. */
    listen(): () => void {
      setReauthenticator(async (path, refused) => {
        if (!needsBearer(path)) return false;
        const code = readProblem(await refused.text())?.code;
        return code === ACCOUNT_ERROR_CODE.REAUTHENTICATION_REQUIRED && ask();
      });
      return () => {
        setReauthenticator(null);
        // Nobody is left to answer: the change keeps its refusal.
        if (open) settle(false);
      };
    },
  };
})();
