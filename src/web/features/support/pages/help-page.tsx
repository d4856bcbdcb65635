import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <PageHeading
      title="Help"
      lead="Answers about ordering, delivery, returns, hair care and business accounts."
    />
  );
}
