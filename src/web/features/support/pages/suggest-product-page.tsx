import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function SuggestProductPage() {
  useDocumentTitle('Suggest a product');
  return (
    <PageHeading
      title="Suggest a product"
      lead="Missing something you love? Tell us what it is and we will look into stocking it."
    />
  );
}
