import * as paths from '@/web/app/paths';
/**
 * The error an auth redirect left in the URL (specification §8), from the query string or the
 * hash fragment, e.g. "#error=access_denied&error_description=Email+link+is+invalid".
 */
export function readCallbackError(search: string, hash: string): string | null {
  for (const part of [search, hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    const message = params.get('error_description') ?? params.get('error');
    if (message) return message;
  }
  return null;
}

/** Where to go after signing in: only paths inside the shop, never back to /login. */
export function signInDestination(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith(paths.login)
  ) {
    return paths.admin();
  }
  return from;
}
