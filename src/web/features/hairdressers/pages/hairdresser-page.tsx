import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function HairdresserPage() {
  useDocumentTitle('For hairdressers');
  return (
    <PageHeading
      title="For hairdressers"
      lead="Business prices, a weekly drop of your own and a link to share with your clients. Apply as a salon in a few minutes."
    />
  );
}
