import { Link } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function BoxBuilderIntroPage() {
  useDocumentTitle('Build your own box');
  return (
    <PageHeading
      eyebrow="Box builder"
      title="Build your own box"
      lead="Choose a box size, fill it with your favourites and save up to 20% on the lot."
    >
      <Link to="/box-builder" className={buttonClasses('primary', 'mt-8')}>
        Start your box
      </Link>
    </PageHeading>
  );
}
