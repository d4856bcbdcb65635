import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ArchivedBoxBuilderIntroPage() {
  useDocumentTitle('Box builder (earlier edition)');
  return (
    <>
      <div role="note" className="border-b border-accent-100 bg-accent-50">
        <p className="mx-auto max-w-content px-5 py-3 text-[0.9375rem] sm:px-8">
          This is an earlier introduction to the box builder.{' '}
          <Link
            to={paths.boxBuilderIntro}
            className="inline-flex min-h-tap items-center font-medium text-accent-700 underline underline-offset-4"
          >
            See the current box builder
          </Link>
        </p>
      </div>
      <PageHeading
        title="Box builder (earlier edition)"
        lead="The previous introduction to building your own box, kept so that older links still lead somewhere useful."
      />
    </>
  );
}
