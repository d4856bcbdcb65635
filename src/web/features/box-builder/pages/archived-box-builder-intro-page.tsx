import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { boxBuilderMessages } from '../messages';

export function ArchivedBoxBuilderIntroPage() {
  const t = useT(boxBuilderMessages);
  useDocumentTitle(t('box-builder.archive.title'));
  return (
    <>
      <div role="note" className="border-b border-accent-100 bg-accent-50">
        <p className="mx-auto max-w-content px-5 py-3 text-[0.9375rem] sm:px-8">
          {t('box-builder.archive.note')}{' '}
          <Link
            to={paths.boxBuilderIntro}
            className="inline-flex min-h-tap items-center font-medium text-accent-700 underline underline-offset-4"
          >
            {t('box-builder.archive.current')}
          </Link>
        </p>
      </div>
      <PageHeading title={t('box-builder.archive.title')} lead={t('box-builder.archive.lead')} />
    </>
  );
}
