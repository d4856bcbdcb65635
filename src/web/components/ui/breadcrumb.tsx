import { Link } from 'react-router';
import { useShellT } from '@/web/i18n/use-t';

export interface Crumb {
  label: string;
  /** Left out for the page the shopper is on. */
  to?: string;
}

/** Where a page sits in the shop; the last crumb is the current page. */
export function Breadcrumb({
  crumbs,
  className = '',
}: {
  crumbs: readonly Crumb[];
  className?: string;
}) {
  const t = useShellT();
  return (
    <nav aria-label={t('app.ui.breadcrumb')} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-taupe">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="inline-flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-sand">
                /
              </span>
            ) : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-8 items-center underline-offset-4 hover:text-ink hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
