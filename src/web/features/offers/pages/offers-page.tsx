import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function OffersPage() {
  useDocumentTitle('Offers');
  return (
    <PageHeading
      title="Offers"
      lead="Current discounts on products, categories and families, and the codes that go with them."
    />
  );
}
