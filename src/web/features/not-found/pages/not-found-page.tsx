import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { notFoundMessages } from '../messages';

export function NotFoundPage() {
  const t = useT(notFoundMessages);
  useDocumentTitle(t('not-found.title'));
  return (
    <section className="mx-auto flex max-w-prose flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
        {t('not-found.kicker')}
      </p>
      <h1 className="mt-3 text-title font-medium">{t('not-found.title')}</h1>
      <p className="mt-4 text-lead text-taupe">{t('not-found.text')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('not-found.home')}
        </Link>
        <Link to={paths.shop} className={buttonClasses('secondary')}>
          {t('not-found.shop')}
        </Link>
      </div>
    </section>
  );
}
