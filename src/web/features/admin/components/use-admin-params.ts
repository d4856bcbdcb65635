import { useSearchParams } from 'react-router';
import * as paths from '@/web/app/paths';

/** The admin's URL state: every filter and open item lives in the query string. */
export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const text = (name: string) => params.get(name) ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** The query with some values changed; empty values leave it. */
  const paramsWith = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    return next;
  };

  /** The URL of this tab with some values changed. */
  const hrefWith = (changes: Record<string, string | number | undefined>) =>
    paths.admin(Object.fromEntries(paramsWith(changes)));

  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(paramsWith(changes));
  };

  return { text, page, hrefWith, update };
}
