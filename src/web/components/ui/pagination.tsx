import { Link } from 'react-router';
import { useShellT } from '@/web/i18n/use-t';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, so every page is a real, shareable URL. */
  hrefFor: (page: number) => string;
  /** The navigation's name; "Pages" in the page's language when not given. */
  label?: string;
}

const GAP = 'gap' as const;

/** Pages to show: the first, the last, and the current one with its neighbours. */
export function visiblePages(page: number, pageCount: number): (number | typeof GAP)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: (number | typeof GAP)[] = [];
  for (const p of pages) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && p - previous === 2) result.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) result.push(GAP);
    result.push(p);
  }
  return result;
}

const cell =
  'inline-flex min-h-tap min-w-tap items-center justify-center rounded-full px-3 text-[0.9375rem] tabular-nums';

/** Numbered pages with previous and next, as links. Nothing shows when there is one page. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  const t = useShellT();
  if (pageCount <= 1) return null;
  const edge = (target: number, direction: 'previous' | 'next', enabled: boolean) => {
    const content =
      direction === 'previous' ? (
        <>
          <span aria-hidden="true">←</span> {t('app.ui.previous')}
        </>
      ) : (
        <>
          {t('app.ui.next')} <span aria-hidden="true">→</span>
        </>
      );
    return enabled ? (
      <Link to={hrefFor(target)} className={`${cell} gap-1.5 font-medium text-ink hover:bg-linen`}>
        {content}
      </Link>
    ) : (
      // Not a link on the first/last page, but kept in place so the row does not jump.
      <span aria-disabled="true" className={`${cell} gap-1.5 text-taupe/60`}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={label ?? t('app.ui.pages')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, 'previous', page > 1)}</li>
        {visiblePages(page, pageCount).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${cell} text-taupe`}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('app.ui.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={
                  cell +
                  (item === page ? ' bg-ink font-medium text-ivory' : ' text-ink hover:bg-linen')
                }
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'next', page < pageCount)}</li>
      </ul>
    </nav>
  );
}
