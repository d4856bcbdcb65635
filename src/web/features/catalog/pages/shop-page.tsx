import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ShopPage() {
  useDocumentTitle('Shop');
  return (
    <PageHeading
      title="Shop"
      lead="Every product we carry, human hair, synthetic hair and salon essentials, in one place to search, filter and compare."
    />
  );
}
